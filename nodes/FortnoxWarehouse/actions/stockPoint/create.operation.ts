import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import {
	codeProperty,
	locationsOf,
	nameProperty,
	stockLocationsProperty,
	stockPointBody,
	stockPointFields,
	STOCK_POINTS_PATH,
} from './fields';

export const option = { name: 'Create', action: 'Create a stock point', description: 'Create a stock point (a warehouse) with its locations' };

export const description: INodeProperties[] = [
	codeProperty,
	nameProperty,
	stockLocationsProperty('The shelves or bins of the stock point; each needs a code of its own'),
	fieldCollection('additionalFields', stockPointFields),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const values = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		code: this.getNodeParameter('code', i),
		name: this.getNodeParameter('name', i),
	};
	const locations = locationsOf(this.getNodeParameter('stockLocations', i, {}) as IDataObject);
	const body = stockPointBody(check, values, locations);
	return toItems(await warehouseRequest(this, { method: 'POST', path: STOCK_POINTS_PATH, body, itemIndex: i }));
}
