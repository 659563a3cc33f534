import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readUuid, recurringIdProperty } from '../common';
import { changeRecurring, conditionalOptions } from './etag';
import {
	amountPerInvoicingField,
	customerProperty,
	dateProperties,
	intervalField,
	invoiceHandlingField,
	optionalFieldsCollection,
	recurringBody,
	statusOptions,
	taxReductionCategoryField,
} from './fields';

/** Required by the service on a full update, so asked for as parameters of their own. */
const REQUIRED = ['amount_per_invoicing', 'invoice_handling', 'status', 'tax_reduction_category', 'interval'];

/** Rereads the contract's ETag and writes it back: two items on one contract side by side would meet a 412. */
export const sequential = true;

export const option = { name: 'Update', action: 'Update a recurring contract', description: 'Replace the whole contract' };

export const description: INodeProperties[] = [
	{
		displayName:
			'Update replaces the whole contract: optional fields left out are cleared (rows and tax reductions are kept unless given). To change a few fields, use Patch.',
		name: 'updateNotice',
		type: 'notice',
		default: '',
	},
	recurringIdProperty,
	customerProperty,
	...dateProperties,
	{ ...intervalField, required: true },
	{ ...amountPerInvoicingField, required: true },
	{ ...invoiceHandlingField, required: true },
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: statusOptions,
		required: true,
		default: 'ACTIVE',
	},
	{ ...taxReductionCategoryField, required: true },
	optionalFieldsCollection('updateFields', REQUIRED),
	optionsCollection(conditionalOptions),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readUuid(check, 'Recurring ID', this.getNodeParameter('recurringId', i));
	const fields: IDataObject = { ...(this.getNodeParameter('updateFields', i, {}) as IDataObject) };
	for (const name of REQUIRED) fields[name] = this.getNodeParameter(name, i);
	const body = recurringBody.call(this, check, i, fields, { rulesRequired: true });
	return toItems(await changeRecurring.call(this, i, id, { method: 'PUT', body }));
}
