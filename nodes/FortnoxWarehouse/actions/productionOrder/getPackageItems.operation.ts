import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { itemProperty, MIN_QUANTITY, orderLocator, PRODUCTION_ORDERS_PATH, readOrderId } from './fields';

const show = (quantityFrom: string) => ({ show: { quantityFrom: [quantityFrom] } });

export const option = {
	name: 'Get Package Items',
	action: 'Get the package items of an item',
	description: "List what producing an item takes (its bill of materials), for a quantity or an order's quantity",
};

export const description: INodeProperties[] = [
	{
		...itemProperty,
		description:
			'The produced item whose package items to list. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Quantity From',
		name: 'quantityFrom',
		type: 'options',
		options: [
			{ name: 'Quantity', value: 'quantity', description: 'What producing the quantity below takes' },
			{ name: 'Production Order', value: 'order', description: "What a production order's quantity takes" },
		],
		default: 'quantity',
	},
	{
		displayName: 'Quantity',
		name: 'quantity',
		type: 'number',
		typeOptions: { minValue: MIN_QUANTITY, numberPrecision: 2 },
		default: 1,
		description: 'How many units of the item to produce; Total Quantity Required of each package item is for this many',
		displayOptions: show('quantity'),
	},
	{ ...orderLocator('The production order whose quantity to use'), displayOptions: show('order') },
];

/** The bill of materials of an item: one output item per package item, with the total needed. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const itemId = check.required('Item', String(this.getNodeParameter('itemId', i, '')).trim());
	const qs: IDataObject = {};
	if (this.getNodeParameter('quantityFrom', i, 'quantity') === 'order') {
		qs.id = readOrderId.call(this, i);
	} else {
		const quantity = this.getNodeParameter('quantity', i, 1) as number;
		check.range('Quantity', quantity, MIN_QUANTITY);
		// The route takes the quantity as text.
		qs.quantity = String(quantity);
	}
	const path = `${PRODUCTION_ORDERS_PATH}/billofmaterials/${segment(itemId)}`;
	return toItems(await warehouseRequest<IDataObject[]>(this, { method: 'GET', path, qs, itemIndex: i }));
}
