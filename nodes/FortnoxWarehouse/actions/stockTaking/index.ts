import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as addRows from './addRows.operation';
import * as addRowsByFilter from './addRowsByFilter.operation';
import * as create from './create.operation';
import * as deleteStockTaking from './delete.operation';
import * as deleteRow from './deleteRow.operation';
import * as deleteRowsByFilter from './deleteRowsByFilter.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getCandidateRows from './getCandidateRows.operation';
import * as getRows from './getRows.operation';
import * as release from './release.operation';
import * as update from './update.operation';
import * as voidStockTaking from './void.operation';

export {
	addRows,
	addRowsByFilter,
	create,
	deleteStockTaking as delete,
	deleteRow,
	deleteRowsByFilter,
	get,
	getAll,
	getCandidateRows,
	getRows,
	release,
	update,
	voidStockTaking as void,
};

export const description: INodeProperties[] = [
	operationPicker('stockTaking', [
		{ name: 'Add Rows', value: 'addRows', action: 'Add rows to a stock taking', description: 'Add the given item places to count' },
		{
			name: 'Add Rows by Filter',
			value: 'addRowsByFilter',
			action: 'Add rows to a stock taking by filter',
			description: 'Add every item place the filters match, e.g. all of one stock point',
		},
		{ name: 'Create', value: 'create', action: 'Create a stock taking', description: 'Create a stock taking in planning; add its rows afterwards' },
		{
			name: 'Delete',
			value: 'delete',
			action: 'Delete a stock taking',
			description: 'Delete a stock taking in planning or started with its rows',
		},
		{ name: 'Delete Row', value: 'deleteRow', action: 'Delete a row of a stock taking', description: 'Remove one row by its ID' },
		{
			name: 'Delete Rows by Filter',
			value: 'deleteRowsByFilter',
			action: 'Delete rows of a stock taking by filter',
			description: 'Remove every row the filters match',
		},
		{ name: 'Get', value: 'get', action: 'Get a stock taking' },
		{
			name: 'Get Candidate Rows',
			value: 'getCandidateRows',
			action: 'Get candidate rows of a stock taking',
			description: 'List the item places that could still be added',
		},
		{ name: 'Get Many', value: 'getAll', action: 'Get many stock takings', description: 'List stock takings by state and item' },
		{
			name: 'Get Rows',
			value: 'getRows',
			action: 'Get the rows of a stock taking',
			description: 'List the rows with stock and counted quantity, e.g. only the deviations',
		},
		{
			name: 'Release',
			value: 'release',
			action: 'Release a stock taking',
			description: 'Complete the stock taking: the stock is set to the counted quantities as of its date',
		},
		{
			name: 'Update',
			value: 'update',
			action: 'Update a stock taking',
			description: 'Change the head, start counting, or enter counted quantities',
		},
		{ name: 'Void', value: 'void', action: 'Void a stock taking', description: 'Void a stock taking in planning or started' },
	], 'get'),
	...create.description,
	...get.description,
	...getAll.description,
	...update.description,
	...deleteStockTaking.description,
	...release.description,
	...voidStockTaking.description,
	...getRows.description,
	...addRows.description,
	...addRowsByFilter.description,
	...getCandidateRows.description,
	...deleteRowsByFilter.description,
	...deleteRow.description,
];
