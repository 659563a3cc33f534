import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { PRICES } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { describeField } from '../../../shared/schema/field-descriptions';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { fortnoxApiRequest } from '../../../shared/transport';
import { articleLocator, fromQuantityProperty, priceListLocator, readPriceKey } from './fields';

export const option = {
	name: 'Create',
	action: 'Create a price',
	description: 'Set the price of an article in a price list from a quantity; Fortnox refuses a step the article already has there',
};

export const description: INodeProperties[] = [
	priceListLocator,
	articleLocator,
	fromQuantityProperty,
	{ displayName: 'Price', name: 'price', type: 'number', required: true, default: 0, typeOptions: { numberPrecision: 2 }, description: describeField('Price', 'Price') },
	fieldCollection('additionalFields', schemaProperties('Price', { only: ['Percent'] })),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { check, key } = readPriceKey.call(this, i);
	const values = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject), ...key, Price: this.getNodeParameter('price', i) };
	const body = checkedFields(check, 'Price', values);
	check.required('Price', body.Price);
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: PRICES.path, body: { [PRICES.single]: body }, itemIndex: i });
	return toItems(answer[PRICES.single] as IDataObject);
}
