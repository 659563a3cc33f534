import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead } from '../../../shared/warehouse/document-actions';
import { segment } from '../../../shared/warehouse/request';
import { orderLocator, orderPath, PRODUCTION_ORDERS_PATH, readOrderId } from './fields';

export const option = {
	name: 'Release',
	action: 'Release a production order',
	description: 'Lock and bookkeep the order: the package items leave stock and the produced item comes in',
};

export const description: INodeProperties[] = [
	{
		...orderLocator('The production order to release'),
		hint: 'Release takes the package items out of the outbound stock point and puts the produced item into the inbound one. It needs a production date, today or earlier, and every package item fully reserved.',
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readOrderId.call(this, i);
	return toItems(await actThenRead.call(this, i, `${PRODUCTION_ORDERS_PATH}/release/${segment(id)}`, orderPath(id)));
}
