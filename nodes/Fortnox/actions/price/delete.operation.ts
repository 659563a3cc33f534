import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { articleLocator, fromQuantityProperty, priceListLocator, readPriceKey } from './fields';

export const option = { name: 'Delete', action: 'Delete a price', description: 'Remove one quantity step of an article from a price list' };

export const description: INodeProperties[] = [priceListLocator, articleLocator, fromQuantityProperty];

/** Fortnox deletes a price only by its full name, quantity step included. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { check, key, path } = readPriceKey.call(this, i);
	if (key.FromQuantity === undefined) check.fail('From Quantity', 'is empty', 'name the quantity step to delete, 0 for the first price');
	await fortnoxRequest(this, { method: 'DELETE', path, itemIndex: i });
	return toItems({ ...key, deleted: true });
}
