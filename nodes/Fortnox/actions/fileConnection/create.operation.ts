import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { documentLocator, readDocumentNumber, SUPPLIER_INVOICES } from '../../shared/documents';
import { readNumber, recordLocator } from '../../shared/records';
import { ARTICLES } from '../article/fields';
import { readVoucherLocator, voucherLocatorProperties } from '../voucher/fields';
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
	...voucherLocatorProperties.map((property) => ({ ...property, ...only('voucher') })),
	{ ...recordLocator(ARTICLES, { name: 'article', displayName: 'Article', description: 'The article, by its article number' }), ...only('article') },
]);

/** The record's side of the connection, as Fortnox's OpenAPI names its fields. */
function recordFields(this: IExecuteFunctions, i: number, connectTo: ConnectionKind, check: ReturnType<typeof readConnection>['check']): IDataObject {
	if (connectTo === 'supplierInvoice') return { SupplierInvoiceNumber: readDocumentNumber.call(this, i, SUPPLIER_INVOICES) };
	if (connectTo === 'article') return { ArticleNumber: readNumber.call(this, check, i, 'article', 'Article') };
	const { series, number, year } = readVoucherLocator.call(this, check, i);
	// The OpenAPI types the voucher number of a connection as text.
	return { VoucherSeries: series, VoucherNumber: String(number), ...(year === undefined ? {} : { VoucherYear: year }) };
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { kind, fileId, check } = readConnection.call(this, i);
	const connectTo = this.getNodeParameter('connectTo', i) as ConnectionKind;
	const body = { FileId: fileId, ...recordFields.call(this, i, connectTo, check) };
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: body }, itemIndex: i });
	return toItems(connectionOf(kind, answer));
}
