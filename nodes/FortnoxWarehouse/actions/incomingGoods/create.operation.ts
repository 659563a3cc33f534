import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readSupplier, supplierLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { deliveryNoteIdProperty, goodsBody, goodsRowsProperties, headFields, INCOMING_GOODS_PATH, optionalHeadProperties, readGoodsRows, supplierOf } from './fields';
import { overDelivered } from './overDelivery';

export const option = { name: 'Create', action: 'Create an incoming goods document', description: "Register goods that arrived, e.g. the rest of a purchase order; stock rises on Release" };

export const description: INodeProperties[] = [
	deliveryNoteIdProperty,
	supplierLocator({ required: false, description: "Who delivered the goods; empty takes the purchase order's supplier" }),
	...goodsRowsProperties(),
	fieldCollection('additionalFields', optionalHeadProperties),
];

/**
 * Registers goods that arrived, unreleased: stock rises only on Release. From a purchase order the
 * output carries `overDelivered`: the items received beyond what was ordered, empty when none.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const values: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject), deliveryNoteId: this.getNodeParameter('deliveryNoteId', i) };
	const supplier = readSupplier.call(this, i, false);
	const head = headFields(check, values);
	check.required('Delivery Note ID', head.deliveryNoteId);
	const { rows, order } = await readGoodsRows.call(this, i);
	const body = goodsBody(check, { ...supplierOf(order, supplier), ...head }, rows);
	const created = await warehouseRequest(this, { method: 'POST', path: INCOMING_GOODS_PATH, body, itemIndex: i });
	// Fortnox takes more than was ordered without a word: say which items went over.
	return toItems(order ? { ...created, overDelivered: overDelivered(order, rows) } : created);
}
