import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { documentLocator, documentPath, readDocument, readDocumentNumber } from '../../../shared/operations/documents';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { documentRowsProperties, readDocumentRows } from '../../../shared/operations/document-rows';
import { checkBalance, OWN_FIELDS, SUPPLIER_INVOICE } from './fields';

export const option = { name: 'Update', action: 'Update a supplier invoice', description: 'Change a supplier invoice that is not booked' };

export const description: INodeProperties[] = [
	{ ...documentLocator(SUPPLIER_INVOICE), hint: 'Fortnox changes a supplier invoice only while it is unbooked; a booked one is credited instead' },
	...documentRowsProperties(SUPPLIER_INVOICE.rows, { optional: true }),
	fieldCollection('updateFields', schemaProperties('SupplierInvoice', { omit: OWN_FIELDS })),
];

/**
 * Changes an unbooked supplier invoice: the fields given, and the rows when new ones are given, which
 * take the place of the old ones and must balance its Total and VAT. Fortnox refuses a booked or
 * cancelled one, and its message says so.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = readDocumentNumber.call(this, i, SUPPLIER_INVOICE);
	const rows = readDocumentRows.call(this, i, SUPPLIER_INVOICE.rows);
	const body: IDataObject = {
		...checkedFields(check, 'SupplierInvoice', this.getNodeParameter('updateFields', i, {}) as IDataObject),
		...(rows ? { SupplierInvoiceRows: rows } : {}),
	};
	if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add a field to change, or new rows');
	if (rows) {
		// New rows must balance the Total and VAT, the invoice's own where the update does not change them.
		const current =
			body.Total !== undefined && body.VAT !== undefined
				? body
				: await readDocument.call(this, i, SUPPLIER_INVOICE, number);
		checkBalance(check, { rows, total: body.Total ?? current.Total, vat: body.VAT ?? current.VAT });
	}
	const answer = await fortnoxApiRequest(this, { method: 'PUT', path: documentPath(SUPPLIER_INVOICE, number), body: { [SUPPLIER_INVOICE.single]: body }, itemIndex: i });
	return toItems(answer[SUPPLIER_INVOICE.single] as IDataObject);
}
