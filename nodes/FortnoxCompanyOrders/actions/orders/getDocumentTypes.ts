import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { orderLocator, orderPath, readOrderId } from './fields';
import type { OrderKind } from '../../../shared/kinds/bank-process';

/** One item per document available now, ready for Get Document to download each. */
export function getDocumentTypes(kind: OrderKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const orderId = readOrderId.call(this, i);
		const types = await fortnoxApiRequest<string[]>(this, {
			method: 'GET',
			path: orderPath(kind, orderId, '/documents'),
			itemIndex: i,
		});
		return toItems((Array.isArray(types) ? types : []).map((documentType) => ({ orderId, documentType })));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['getDocumentTypes'] } }, [
			{ ...orderLocator(kind), hint: 'Outputs one item per document type available for the order now' },
		]),
		execute,
	};
}
