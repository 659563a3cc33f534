import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { readRows, rowsProperties, stockTakingCountedRows } from '../../../shared/warehouse/rows';
import {
	checkStarted,
	headFields,
	nameProperty,
	ONLY_OPEN,
	optionalHeadProperties,
	readStockTakingPath,
	responsibleProperty,
	stateProperty,
	STOCK_TAKING_EXPLANATIONS,
	stockTakingLocator,
} from './fields';

/** The row parameters, shown only when rows are to be updated. */
const withRows = (property: INodeProperties): INodeProperties => ({
	...property,
	displayOptions: { show: { ...property.displayOptions?.show, updateRows: [true] } },
});

export const option = {
	name: 'Update',
	action: 'Update a stock taking',
	description: 'Change the head, start counting, or enter counted quantities',
};

export const description: INodeProperties[] = [
	{
		...stockTakingLocator('The stock taking to update'),
		hint: 'Only a stock taking in planning or started can be updated. Set State to Started (with a date) to begin counting.',
	},
	{
		displayName: 'Update Rows',
		name: 'updateRows',
		type: 'boolean',
		default: false,
		description: 'Whether to set counted quantities on rows the stock taking already has (it must be started). Rows not given stay as they are.',
	},
	withRows({
		displayName:
			'Each row given is found by its item, stock point and stock location. Fortnox empties Counted By and Stock Taken Quantity of a given row that leaves them out.',
		name: 'rowsNotice',
		type: 'notice',
		default: '',
	}),
	...rowsProperties(stockTakingCountedRows).map(withRows),
	fieldCollection(
		'updateFields',
		[{ ...nameProperty, required: false }, { ...responsibleProperty, required: false }, stateProperty, ...optionalHeadProperties].sort((a, b) =>
			a.displayName.localeCompare(b.displayName),
		),
	),
];

/**
 * Fortnox sets every head field to what the update gives. Read the stock taking first so that the
 * fields the user leaves alone stay as they are; only the rows given are changed.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = readStockTakingPath.call(this, i);
	const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	// The changes on their own first (a refused state, a bad length), so nothing is sent for them.
	headFields(check, changes);
	const rows = this.getNodeParameter('updateRows', i, false) ? readRows.call(this, i, stockTakingCountedRows) : undefined;
	const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
	if (current.state !== 'planning' && current.state !== 'started') {
		check.fail('Stock Taking', `${String(current.id)} is ${String(current.state)}`, ONLY_OPEN('updated'));
	}
	const body = headFields(check, { ...current, ...changes });
	checkStarted(check, body, rows !== undefined);
	if (rows) body.rows = rows;
	return toItems(await warehouseRequest(this, { method: 'PUT', path, body, explain: STOCK_TAKING_EXPLANATIONS, itemIndex: i }));
}

// Reads the stock taking and writes its head back whole: two items on one stock taking side by side would lose a change.
export const sequential = true;
