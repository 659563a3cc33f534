import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { documentRowsProperties, readDocumentRows } from '../../../shared/operations/document-rows';
import { checkBalance, FORM_FIELDS, formProperties, OWN_FIELDS, SUPPLIER_INVOICE, supplierLocator } from './fields';

export const option = { name: 'Create', action: 'Create a supplier invoice', description: 'Register a supplier\'s invoice with its bookkeeping rows' };

export const description: INodeProperties[] = [
	supplierLocator,
	...formProperties(),
	...documentRowsProperties(SUPPLIER_INVOICE.rows),
	fieldCollection('additionalFields', schemaProperties('SupplierInvoice', { omit: [...OWN_FIELDS, ...FORM_FIELDS] })),
];

/**
 * A supplier invoice from a supplier of the register, with its cost rows from the form or as JSON,
 * every field checked against Fortnox's schema and the rows against Total and VAT first. A create that gets no answer is not sent
 * again (the transport's rule for POST): no invoice twice.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const supplier = String(this.getNodeParameter('supplier', i, '', { extractValue: true }) ?? '').trim();
	check.required('Supplier', supplier);
	const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, this.getNodeParameter(name, i, '')]));
	const fields = checkedFields(check, 'SupplierInvoice', { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject), ...form });
	const rows = readDocumentRows.call(this, i, SUPPLIER_INVOICE.rows) as IDataObject[];
	checkBalance(check, { rows, total: fields.Total, vat: fields.VAT });
	const body = { ...fields, SupplierNumber: supplier, SupplierInvoiceRows: rows };
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: SUPPLIER_INVOICE.path, body: { [SUPPLIER_INVOICE.single]: body }, itemIndex: i });
	return toItems(answer[SUPPLIER_INVOICE.single] as IDataObject);
}
