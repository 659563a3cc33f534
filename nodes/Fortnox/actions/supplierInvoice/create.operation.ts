import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { checkedFields, schemaProperties } from '../../shared/fields';
import { readDocumentRows, rowsProperties } from '../../shared/rows';
import { checkBalance, FORM_FIELDS, formProperties, OWN_FIELDS, supplierLocator } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['supplierInvoice'], operation: ['create'] } }, [
	supplierLocator,
	...formProperties(),
	...rowsProperties(SUPPLIER_INVOICES.rows),
	fieldCollection('additionalFields', schemaProperties('SupplierInvoice', { omit: [...OWN_FIELDS, ...FORM_FIELDS] })),
]);

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
	const rows = readDocumentRows.call(this, i, SUPPLIER_INVOICES.rows) as IDataObject[];
	checkBalance(check, { rows, total: fields.Total, vat: fields.VAT });
	const body = { ...fields, SupplierNumber: supplier, SupplierInvoiceRows: rows };
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: SUPPLIER_INVOICES.path, body: { [SUPPLIER_INVOICES.single]: body }, itemIndex: i });
	return toItems(answer[SUPPLIER_INVOICES.single] as IDataObject);
}
