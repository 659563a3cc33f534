import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { PRICES } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { fortnoxApiRequest } from '../../../shared/transport';
import { articleLocator, optionalFromQuantityProperty, priceListLocator, readPriceKey } from './fields';

export const option = { name: 'Update', action: 'Update a price', description: 'Change the price of an article in a price list from a quantity, or its first price' };

export const description: INodeProperties[] = [
	priceListLocator,
	articleLocator,
	optionalFromQuantityProperty,
	fieldCollection('updateFields', schemaProperties('Price', { only: ['Percent', 'Price'] })),
];

/** The price list, article and step name the price; they stay, only its price and percent change. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { check, path } = readPriceKey.call(this, i);
	const body = checkedFields(check, 'Price', this.getNodeParameter('updateFields', i, {}) as IDataObject);
	if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add the price or percent to change');
	const answer = await fortnoxApiRequest(this, { method: 'PUT', path, body: { [PRICES.single]: body }, itemIndex: i });
	return toItems(answer[PRICES.single] as IDataObject);
}
