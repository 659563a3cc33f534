import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { STOCK_POINTS } from '../../shared/kinds';
import type { Resource } from '../../shared/operations/resource';
import { EVERY_RECORD } from '../../shared/transport';
import { getStockPointCodes, listSearchOf, loadOptionsOf, STOCK_POINT_LIST } from '../../shared/warehouse/pickers';
import { segment, warehouseList } from '../../shared/warehouse/request';
import * as addLocations from '../actions/stockPoint/addLocations.operation';
import * as create from '../actions/stockPoint/create.operation';
import * as deleteStockPoint from '../actions/stockPoint/delete.operation';
import * as get from '../actions/stockPoint/get.operation';
import * as getAll from '../actions/stockPoint/getAll.operation';
import * as getLocations from '../actions/stockPoint/getLocations.operation';
import * as getMany from '../actions/stockPoint/getMany.operation';
import * as update from '../actions/stockPoint/update.operation';

/** Every stock location of every stock point, named after both: "MAIN › A1 Shelf A1". */
async function getStockLocations(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const points = await STOCK_POINT_LIST.records(this);
	const located = await Promise.all(
		points.map(async (point) =>
			(await warehouseList(this, { path: `${STOCK_POINTS.path}/${segment(String(point.id))}/stocklocations` }, EVERY_RECORD)).map((location) => ({
				name: `${String(point.code)} › ${String(location.code)}${location.name ? ` ${String(location.name)}` : ''}`,
				value: String(location.id),
			})),
		),
	);
	return located.flat().sort((a, b) => a.name.localeCompare(b.name));
}

/** Stock points (warehouses) and their stock locations (shelves, bins). */
export const stockPoint: Resource = {
	value: 'stockPoint',
	displayName: 'Stock Point',
	default: 'getAll',
	operations: { addLocations, create, delete: deleteStockPoint, get, getAll, getLocations, getMany, update },
	listSearch: { searchStockPoints: listSearchOf(STOCK_POINT_LIST) },
	loadOptions: { getStockPoints: loadOptionsOf(STOCK_POINT_LIST), getStockPointCodes, getStockLocations },
};
