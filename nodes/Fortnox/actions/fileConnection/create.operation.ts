import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { ARTICLES } from '../../../shared/kinds';
import { documentLocator, readDocumentNumber } from '../../../shared/operations/documents';
import { recordLocator } from '../../../shared/operations/pickers';
import { readNumber } from '../../../shared/operations/register';
import { SUPPLIER_INVOICE } from '../supplierInvoice/fields';
import { readVoucherLocator, voucherLocatorProperties } from '../voucher/fields';
import type { ConnectionKind } from './fields';
import { connectionOf, connectToProperty, fileIdProperty, readConnection } from './fields';

const only = (connectTo: ConnectionKind) => ({ displayOptions: { show: { connectTo: [connectTo] } } });

export const option = {
	name: 'Create',
	action: 'Connect a file',
	description: 'Connect a file of the inbox or archive to a supplier invoice, voucher or article; an inbox file moves to the archive',
};

export const description: INodeProperties[] = [
	connectToProperty,
	{
		...fileIdProperty,
		hint: "Connecting a file of the inbox moves it out of the inbox into the archive's folder of connected files, sorted by financial year and month",
	},
	{ ...documentLocator(SUPPLIER_INVOICE), ...only('supplierInvoice') },
	...voucherLocatorProperties.map((property) => ({ ...property, ...only('voucher') })),
	{ ...recordLocator(ARTICLES, { name: 'article', displayName: 'Article', description: 'The article, by its article number' }), ...only('article') },
];

/** The record's side of the connection, as Fortnox's OpenAPI names its fields. */
function recordFields(this: IExecuteFunctions, i: number, connectTo: ConnectionKind, check: ReturnType<typeof readConnection>['check']): IDataObject {
	if (connectTo === 'supplierInvoice') return { SupplierInvoiceNumber: readDocumentNumber.call(this, i, SUPPLIER_INVOICE) };
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
