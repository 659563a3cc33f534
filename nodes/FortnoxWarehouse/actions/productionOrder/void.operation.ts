import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead, forceProperty } from '../../shared/documentActions';
import { segment } from '../../shared/request';
import { orderLocator, orderPath, PRODUCTION_ORDERS_PATH, readOrderId } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['productionOrder'], operation: ['void'] } }, [
	{
		...orderLocator('The production order to void'),
		hint: 'Voiding a released order undoes its stock movements: the package items come back, the produced item goes out again',
	},
	{
		...forceProperty,
		description:
			'Whether to void a released order even when outbound documents have already taken the produced item. Stock may become negative.',
	},
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readOrderId.call(this, i);
	const qs = this.getNodeParameter('force', i, false) === true ? { force: true } : undefined;
	return toItems(await actThenRead.call(this, i, `${PRODUCTION_ORDERS_PATH}/void/${segment(id)}`, orderPath(id), qs));
}
