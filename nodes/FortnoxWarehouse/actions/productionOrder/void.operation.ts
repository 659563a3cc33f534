import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead, forceProperty } from '../../../shared/warehouse/document-actions';
import { segment } from '../../../shared/warehouse/request';
import { orderLocator, orderPath, PRODUCTION_ORDERS_PATH, readOrderId } from './fields';

export const option = {
	name: 'Void',
	action: 'Void a production order',
	description: 'Undo the stock movements of the order; the order itself is kept, marked voided',
};

export const description: INodeProperties[] = [
	{
		...orderLocator('The production order to void'),
		hint: 'Voiding a released order undoes its stock movements: the package items come back, the produced item goes out again',
	},
	{
		...forceProperty,
		description:
			'Whether to void a released order even when outbound documents have already taken the produced item. Stock may become negative.',
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readOrderId.call(this, i);
	const qs = this.getNodeParameter('force', i, false) === true ? { force: true } : undefined;
	return toItems(await actThenRead.call(this, i, `${PRODUCTION_ORDERS_PATH}/void/${segment(id)}`, orderPath(id), qs));
}
