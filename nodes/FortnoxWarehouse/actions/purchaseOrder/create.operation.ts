import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readSupplier, supplierLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { purchaseOrderRows, readRows, rowsProperties } from '../../../shared/warehouse/rows';
import { headFields, optionalHeadProperties, orderBody, PURCHASE_ORDERS_PATH, requiredHeadProperties } from './fields';

export const option = { name: 'Create', action: 'Create a purchase order', description: 'Create a purchase order to a supplier, with its rows' };

export const description: INodeProperties[] = [
	supplierLocator({ required: true, description: 'The supplier the goods are ordered from, by its supplier number in Fortnox' }),
	...requiredHeadProperties,
	...rowsProperties(purchaseOrderRows),
	fieldCollection('additionalFields', optionalHeadProperties),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const values: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	values.supplierNumber = readSupplier.call(this, i, true);
	for (const property of requiredHeadProperties) values[property.name] = this.getNodeParameter(property.name, i);
	const body = orderBody(check, headFields(check, values), readRows.call(this, i, purchaseOrderRows));
	return toItems(await warehouseRequest(this, { method: 'POST', path: PURCHASE_ORDERS_PATH, body, itemIndex: i }));
}
