import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { orderLocator, orderPath, readOrderId } from './fields';
import type { OrderKind } from '../../../shared/kinds/bank-process';

export function getOrder(kind: OrderKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const orderId = readOrderId.call(this, i);
		const order = await fortnoxApiRequest<IDataObject>(this, { method: 'GET', path: orderPath(kind, orderId), itemIndex: i });
		return toItems(order);
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['get'] } }, [orderLocator(kind)]),
		execute,
	};
}
