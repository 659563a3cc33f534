import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { headFields, nameProperty, optionalHeadProperties, responsibleProperty, STOCK_TAKINGS_PATH } from './fields';

export const option = { name: 'Create', action: 'Create a stock taking', description: 'Create a stock taking in planning; add its rows afterwards' };

export const description: INodeProperties[] = [
	nameProperty,
	responsibleProperty,
	fieldCollection('additionalFields', optionalHeadProperties),
];

/** A new stock taking is always in planning; rows are added afterwards (Add Rows, Add Rows by Filter). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const head = headFields(check, {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		name: check.required('Name', String(this.getNodeParameter('name', i, '')).trim()),
		responsible: check.required('Responsible', String(this.getNodeParameter('responsible', i, '')).trim()),
		state: 'planning',
	});
	return toItems(await warehouseRequest(this, { method: 'POST', path: STOCK_TAKINGS_PATH, body: head, itemIndex: i }));
}
