import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { checkNumericId } from '../../../shared/warehouse/checks';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { purchaseOrderPath } from './fields';

export const option = { name: 'Get', action: 'Get a purchase order', description: 'Get a purchase order with its rows and received quantities' };

export const description: INodeProperties[] = [
	purchaseOrderLocator('The purchase order to get, with its rows and what has been received of them'),
	optionsCollection([
		{
			displayName: 'Ignore Incoming Goods ID',
			name: 'ignoreIncomingGoodsId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 7',
			description:
				"Incoming goods whose received quantities are left out of the remaining ordered quantity, e.g. the document you are editing. Empty counts all incoming goods.",
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	const { ignoreIncomingGoodsId } = this.getNodeParameter('options', i, {}) as IDataObject;
	const qs: IDataObject = {};
	if (ignoreIncomingGoodsId !== undefined && ignoreIncomingGoodsId !== '') {
		qs.ignoreIncomingGoodsId = checkNumericId(new FieldValidator(this.getNode(), i), 'Ignore Incoming Goods ID', ignoreIncomingGoodsId as string);
	}
	return toItems(await warehouseRequest(this, { method: 'GET', path, qs, itemIndex: i }));
}
