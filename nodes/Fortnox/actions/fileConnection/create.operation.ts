import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { documentLocator, readDocumentNumber, SUPPLIER_INVOICES } from '../../shared/documents';
import { readNumber, recordLocator } from '../../shared/records';
import { ARTICLES } from '../article/fields';
import { financialYearProperty, readFinancialYear, voucherSeriesProperty } from '../voucher/fields';
import type { ConnectionKind } from './fields';
import { connectionOf, connectToProperty, fileIdProperty, readConnection } from './fields';

const only = (connectTo: ConnectionKind) => ({ displayOptions: { show: { connectTo: [connectTo] } } });

export const description = updateDisplayOptions({ show: { resource: ['fileConnection'], operation: ['create'] } }, [
	connectToProperty,
	{
		...fileIdProperty,
		hint: "Connecting a file of the inbox moves it out of the inbox into the archive's folder of connected files, sorted by financial year and month",
	},
	{ ...documentLocator(SUPPLIER_INVOICES), ...only('supplierInvoice') },
	{ ...voucherSeriesProperty, ...only('voucher') },
	{
		displayName: 'Voucher Number',
		name: 'voucherNumber',
		type: 'number',
		typeOptions: { minValue: 1 },
		required: true,
		default: 1,
		description: 'The number of the voucher in its series',
		...only('voucher'),
	},
	{ ...recordLocator(ARTICLES, { name: 'article', displayName: 'Article', description: 'The article, by its article number' }), ...only('article') },
	{ ...optionsCollection([financialYearProperty("Empty: Fortnox's current financial year")]), ...only('voucher') },
]);

/** The record's side of the connection, as Fortnox's OpenAPI names its fields. */
function recordFields(this: IExecuteFunctions, i: number, connectTo: ConnectionKind, check: ReturnType<typeof readConnection>['check']): IDataObject {
	if (connectTo === 'supplierInvoice') return { SupplierInvoiceNumber: readDocumentNumber.call(this, i, SUPPLIER_INVOICES) };
	if (connectTo === 'article') return { ArticleNumber: readNumber.call(this, check, i, 'article', 'Article') };
	const series = check.required('Voucher Series', String(this.getNodeParameter('voucherSeries', i, '')).trim());
	const number = Number(this.getNodeParameter('voucherNumber', i));
	if (!Number.isInteger(number) || number < 1) check.fail('Voucher Number', `${number} is not a voucher number`, 'a whole number from 1');
	const year = readFinancialYear.call(this, check, i, 'options');
	// The OpenAPI types the voucher number of a connection as text.
	return { VoucherSeries: series, VoucherNumber: String(number), ...(year === undefined ? {} : { VoucherYear: year }) };
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { kind, fileId, check } = readConnection.call(this, i);
	const connectTo = this.getNodeParameter('connectTo', i) as ConnectionKind;
	const body = { FileId: fileId, ...recordFields.call(this, i, connectTo, check) };
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.wrap]: body }, itemIndex: i });
	return toItems(connectionOf(kind, answer));
}
