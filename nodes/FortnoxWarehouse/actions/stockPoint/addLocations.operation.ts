import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { EVERY_RECORD } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readStockPoint, stockPointLocator } from '../../../shared/warehouse/locators';
import { segment, warehouseList, warehouseRequest } from '../../../shared/warehouse/request';
import { locationsOf, readStockLocations, stockLocationsProperty, STOCK_POINTS_PATH } from './fields';

export const option = { name: 'Add Stock Locations', action: 'Add stock locations to a stock point', description: 'Add shelves or bins to a stock point' };

export const description: INodeProperties[] = [
	stockPointLocator({ byCode: false, description: 'The stock point to add locations to' }),
	{
		...stockLocationsProperty('New stock locations; one whose code the stock point already has is skipped by Fortnox'),
		required: true,
	},
];

/** Fortnox answers with what it added; the output is the stock point's locations as they now are. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = `${STOCK_POINTS_PATH}/${segment(readStockPoint.call(this, i))}`;
	const locations = readStockLocations(check, locationsOf(this.getNodeParameter('stockLocations', i, {}) as IDataObject));
	if (locations.length === 0) check.fail('Stock Locations', 'are empty', 'add at least one stock location');
	if (locations.some((location) => location.id)) check.fail('Stock Location ID', 'is set', 'new locations get their ID from Fortnox: leave it empty');
	await warehouseRequest(this, { method: 'POST', path, body: locations, itemIndex: i });
	return toItems(await warehouseList(this, { path: `${path}/stocklocations`, itemIndex: i }, EVERY_RECORD));
}
