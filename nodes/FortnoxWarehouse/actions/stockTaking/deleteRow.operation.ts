import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readNumberedId } from '../../../shared/warehouse/locators';
import { segment, warehouseResponse } from '../../../shared/warehouse/request';
import { readStockTakingPath, STOCK_TAKING_EXPLANATIONS, stockTakingLocator } from './fields';

export const option = { name: 'Delete Row', action: 'Delete a row of a stock taking', description: 'Remove one row by its ID' };

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking to remove the row from'),
	{
		displayName: 'Row ID',
		name: 'rowId',
		type: 'string',
		required: true,
		default: '',
		description: 'The ID of the row, as Get Rows outputs it (field ID)',
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const rowId = new FieldValidator(this.getNode(), i).required('Row ID', String(this.getNodeParameter('rowId', i, '')).trim());
	const path = `${readStockTakingPath.call(this, i)}/rows/${segment(rowId)}`;
	const { body, afterLostAnswer } = await warehouseResponse<number>(this, { method: 'DELETE', path, explain: STOCK_TAKING_EXPLANATIONS, itemIndex: i });
	// A repeat after a lost answer finds the row gone: the first attempt removed it.
	return toItems({ stockTakingId: readNumberedId.call(this, i, 'Stock Taking'), rowId, rowsDeleted: afterLostAnswer ? 1 : Number(body), deleted: true });
}
