import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../../shared/warehouse/document-actions';
import { TRANSFER_EXPLANATIONS, transferLocator, transferPath } from './fields';

export const option = { name: 'Void', action: 'Void a stock transfer', description: 'Cancel an unreleased transfer: its reservation at the from places ends' };

export const description: INodeProperties[] = [
	{ ...transferLocator('The stock transfer to void'), hint: 'Fortnox voids only an unreleased transfer; a released one stays as it is' },
];

/**
 * Fortnox answers the void with no body; the output is the transfer as it now stands. Its `force`
 * flag is not offered: Fortnox documents no effect of it on a transfer.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await actOnDocument.call(this, i, transferPath.call(this, i), 'void', undefined, TRANSFER_EXPLANATIONS));
}
