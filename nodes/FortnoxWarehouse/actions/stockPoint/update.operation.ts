import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readStockPoint, stockPointLocator } from '../../../shared/warehouse/locators';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { codeProperty, locationsOf, nameProperty, stockLocationsProperty, stockPointBody, stockPointFields, STOCK_POINTS_PATH } from './fields';

/** Reads the stock point and writes it back whole: two items on one stock point side by side would lose a change. */
export const sequential = true;

export const option = { name: 'Update', action: 'Update a stock point', description: 'Change a stock point and, if you choose, its locations' };

export const description: INodeProperties[] = [
	stockPointLocator({ byCode: false, description: 'The stock point to update' }),
	{
		displayName: 'Replace Stock Locations',
		name: 'replaceStockLocations',
		type: 'boolean',
		default: false,
		description:
			'Whether to replace the stock locations with the ones below. Off keeps the current ones; use Add Stock Locations to add some.',
	},
	{
		...stockLocationsProperty('The complete set of stock locations; give the ID of each existing location to keep'),
		displayOptions: { show: { replaceStockLocations: [true] } },
	},
	fieldCollection('updateFields', [
		{ ...codeProperty, required: false },
		{ ...nameProperty, required: false },
		...stockPointFields,
	]),
];

/**
 * Fortnox replaces the whole stock point on update. Read it first so that fields the user
 * leaves alone, and its locations unless replaced, stay as they are.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = `${STOCK_POINTS_PATH}/${segment(readStockPoint.call(this, i))}`;
	const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
	const values = { ...current, ...(this.getNodeParameter('updateFields', i, {}) as IDataObject) };
	const locations = this.getNodeParameter('replaceStockLocations', i, false)
		? locationsOf(this.getNodeParameter('stockLocations', i, {}) as IDataObject)
		: ((current.stockLocations as IDataObject[] | undefined) ?? []).map(({ id, code, name }) => ({ id, code, name }));
	const body = stockPointBody(check, values, locations);
	return toItems(await warehouseRequest(this, { method: 'PUT', path, body, itemIndex: i }));
}
