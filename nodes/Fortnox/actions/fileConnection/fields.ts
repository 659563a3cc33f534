import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { ARTICLE_FILE_CONNECTIONS, SUPPLIER_INVOICE_FILE_CONNECTIONS, VOUCHER_FILE_CONNECTIONS } from '../../../shared/kinds';
import { FieldValidator } from '../../../shared/validation';

export { fileIdProperty } from '../../../shared/operations/file-areas';

/** What a file can be connected to, and where Fortnox keeps those connections. */
export const CONNECTIONS = {
	supplierInvoice: { ...SUPPLIER_INVOICE_FILE_CONNECTIONS, name: 'Supplier Invoice' },
	voucher: { ...VOUCHER_FILE_CONNECTIONS, name: 'Voucher' },
	article: { ...ARTICLE_FILE_CONNECTIONS, name: 'Article' },
};

export type ConnectionKind = keyof typeof CONNECTIONS;

export const connectToProperty: INodeProperties = {
	displayName: 'Connect To',
	name: 'connectTo',
	type: 'options',
	noDataExpression: true,
	options: Object.entries(CONNECTIONS).map(([value, { name }]) => ({ name, value })),
	default: 'supplierInvoice',
	description: 'The kind of record the files are connected to',
};


/** The chosen kind and file, checked. */
export function readConnection(this: IExecuteFunctions, i: number): { kind: (typeof CONNECTIONS)[ConnectionKind]; fileId: string; check: FieldValidator } {
	const check = new FieldValidator(this.getNode(), i);
	const kind = CONNECTIONS[this.getNodeParameter('connectTo', i) as ConnectionKind];
	const fileId = check.required('File ID', String(this.getNodeParameter('fileId', i, '')).trim());
	return { kind, fileId, check };
}

/** A connection as the output shows it: Fortnox's record of it. */
export const connectionOf = (kind: (typeof CONNECTIONS)[ConnectionKind], body: IDataObject): IDataObject => body[kind.single] as IDataObject;
