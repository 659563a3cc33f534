import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { whenReplacing } from '../../../shared/operations/manual-documents';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { checkRows, readRows, rowsProperties, stockTransferRows, writableRows } from '../../../shared/warehouse/rows';
import { headFields, headProperties, TRANSFER_EXPLANATIONS, transferLocator, transferPath } from './fields';

export const option = { name: 'Update', action: 'Update a stock transfer', description: 'Change an unreleased transfer; fields and rows left alone stay as they are' };

export const description: INodeProperties[] = [
	{ ...transferLocator('The stock transfer to update'), hint: 'Only an unreleased transfer can be updated' },
	{ displayName: 'Replace Rows', name: 'replaceRows', type: 'boolean', default: false, description: 'Whether to replace all rows with the ones below. Off keeps the current rows.' },
	...rowsProperties(stockTransferRows).map(whenReplacing),
	fieldCollection('updateFields', headProperties),
];

/**
 * Fortnox replaces the whole transfer on update: read it first so that what the user leaves alone
 * stays, and send back the version read, so that a change made in between is refused, not lost.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = transferPath.call(this, i);
	const changes = headFields(check, this.getNodeParameter('updateFields', i, {}) as IDataObject);
	const newRows = this.getNodeParameter('replaceRows', i, false) ? readRows.call(this, i, stockTransferRows) : undefined;
	const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
	const head = headFields(check, { transferDate: current.transferDate, note: current.note });
	const rows = newRows ?? checkRows(check, stockTransferRows, writableRows(stockTransferRows, (current.rows as IDataObject[] | undefined) ?? []));
	const body = { ...head, ...changes, version: current.version, rows };
	return toItems(await warehouseRequest(this, { method: 'PUT', path, body, explain: TRANSFER_EXPLANATIONS, itemIndex: i }));
}

// Reads the transfer and writes it back whole: two items on one transfer side by side would lose a change.
export const sequential = true;
