import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../../shared/warehouse/document-actions';
import { transferLocator, transferPath } from './fields';

export const option = {
	name: 'Release',
	action: 'Release a stock transfer',
	description: 'Move the stock: each row leaves its from place and enters its to place. Afterwards the transfer can no longer change or be voided.',
};

export const description: INodeProperties[] = [
	{
		...transferLocator('The stock transfer to release'),
		hint: 'Release moves the requested quantities between the stock points; a released transfer can no longer change or be voided. Its date must not be in the future nor in a locked period, and the from place must have the stock.',
	},
];

/** Fortnox answers the release with no body (and does nothing for a released transfer); the output is the transfer as it now stands, with what moved. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await actOnDocument.call(this, i, transferPath.call(this, i), 'release'));
}
