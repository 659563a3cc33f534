import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import {
	checkStockPoints,
	itemProperty,
	optionalProperties,
	orderBody,
	PRODUCTION_ORDERS_PATH,
	productionStateProperty,
	quantityProperty,
	startDateProperty,
	stockPointProperties,
} from './fields';

const REQUIRED = [itemProperty, quantityProperty, startDateProperty, productionStateProperty];

export const option = {
	name: 'Create',
	action: 'Create a production order',
	description: 'Plan producing an item from its package items; Reserved state reserves them at once',
};

export const description: INodeProperties[] = [
	...REQUIRED,
	...stockPointProperties,
	fieldCollection('additionalFields', optionalProperties),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const values: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	for (const property of [...REQUIRED, ...stockPointProperties]) values[property.name] = this.getNodeParameter(property.name, i, '');
	const body = orderBody(check, values);
	await checkStockPoints.call(this, i, check, body);
	return toItems(await warehouseRequest(this, { method: 'POST', path: PRODUCTION_ORDERS_PATH, body, itemIndex: i }));
}
