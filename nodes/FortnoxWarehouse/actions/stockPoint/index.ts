import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as addLocations from './addLocations.operation';
import * as create from './create.operation';
import * as deleteStockPoint from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getLocations from './getLocations.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export { addLocations, create, deleteStockPoint as delete, get, getAll, getLocations, getMany, update };

export const description: INodeProperties[] = [
	operationPicker('stockPoint', [
		{ name: 'Add Stock Locations', value: 'addLocations', action: 'Add stock locations to a stock point', description: 'Add shelves or bins to a stock point' },
		{ name: 'Create', value: 'create', action: 'Create a stock point', description: 'Create a stock point (a warehouse) with its locations' },
		{ name: 'Delete', value: 'delete', action: 'Delete a stock point', description: 'Delete a stock point that is not in use' },
		{ name: 'Get', value: 'get', action: 'Get a stock point', description: 'Get a stock point with its locations, by ID or code' },
		{ name: 'Get by IDs', value: 'getMany', action: 'Get several stock points', description: 'Get several stock points by their IDs' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many stock points', description: 'List stock points, without their locations' },
		{ name: 'Get Stock Locations', value: 'getLocations', action: 'Get the locations of a stock point', description: 'List the locations of a stock point' },
		{ name: 'Update', value: 'update', action: 'Update a stock point', description: 'Change a stock point and, if you choose, its locations' },
	], 'getAll'),
	...getAll.description,
	...getMany.description,
	...get.description,
	...create.description,
	...update.description,
	...deleteStockPoint.description,
	...addLocations.description,
	...getLocations.description,
];
