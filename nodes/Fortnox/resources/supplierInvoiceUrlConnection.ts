import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../shared/descriptions';
import { recordPath, SUPPLIER_INVOICE_URL_CONNECTIONS as KIND } from '../../shared/kinds';
import type { Operation, Resource } from '../../shared/operations/resource';
import { newRecordBody, newRecordProperties, readNumber } from '../../shared/operations/register';
import type { Register } from '../../shared/operations/register';
import { toItems } from '../../shared/router';
import { checkedFields, schemaProperties } from '../../shared/schema/fields';
import { fortnoxApiRequest, fortnoxRequest } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';

const REGISTER: Register = { kind: KIND, value: 'supplierInvoiceUrlConnection', schema: 'SupplierInvoiceUrlConnection', requiredField: ['SupplierInvoiceNumber', 'ExternalURLConnection'] };

// Fortnox keeps no list of them: the connection is named by the ID Create returned.
const id: INodeProperties = { displayName: 'Connection ID', name: 'id', type: 'string', required: true, default: '', placeholder: 'e.g. 12', description: 'The ID Fortnox gave the connection when it was created' };

function readId(this: IExecuteFunctions, i: number): string {
	const check = new FieldValidator(this.getNode(), i);
	const value = readNumber.call(this, check, i, 'id', 'Connection ID');
	check.pattern('Connection ID', value, /^\d+$/, 'a connection ID is a whole number');
	return value;
}

// Fortnox's OpenAPI takes the connection's fields without a wrapper and answers with one.
const send = async (context: IExecuteFunctions, i: number, method: 'POST' | 'PUT', path: string, body: IDataObject) =>
	toItems((await fortnoxApiRequest(context, { method, path, body, itemIndex: i }))[KIND.single] as IDataObject);

const operation = (name: string, action: string, description: string, parameters: INodeProperties[], execute: Operation['execute']): Operation => ({ option: { name, action, description }, description: parameters, execute });

/** Links from a supplier invoice to an external system. Fortnox shows a new one once a file is connected to the supplier invoice (File Connection → Create). */
export const supplierInvoiceUrlConnection: Resource = {
	displayName: 'Supplier Invoice URL Connection',
	value: 'supplierInvoiceUrlConnection',
	default: 'create',
	operations: {
		get: operation('Get', 'Get a supplier invoice URL connection', 'Get one connection by its ID', [id], async function (i) {
			return toItems((await fortnoxApiRequest(this, { method: 'GET', path: recordPath(KIND, readId.call(this, i)), itemIndex: i }))[KIND.single] as IDataObject);
		}),
		create: operation('Create', 'Create a supplier invoice URL connection', 'Link a supplier invoice to an external URL', newRecordProperties(REGISTER), async function (i) {
			return await send(this, i, 'POST', KIND.path, newRecordBody.call(this, REGISTER, new FieldValidator(this.getNode(), i), i));
		}),
		update: operation('Update', 'Update a supplier invoice URL connection', 'Change the URL or the supplier invoice of a connection', [id, fieldCollection('updateFields', schemaProperties(REGISTER.schema))], async function (i) {
			const check = new FieldValidator(this.getNode(), i);
			const number = readId.call(this, i);
			const body = checkedFields(check, REGISTER.schema, this.getNodeParameter('updateFields', i, {}) as IDataObject);
			if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
			return await send(this, i, 'PUT', recordPath(KIND, number), body);
		}),
		delete: operation('Delete', 'Delete a supplier invoice URL connection', 'Remove a connection', [id], async function (i) {
			const number = readId.call(this, i);
			await fortnoxRequest(this, { method: 'DELETE', path: recordPath(KIND, number), itemIndex: i });
			return toItems({ Id: number, deleted: true });
		}),
	},
};
