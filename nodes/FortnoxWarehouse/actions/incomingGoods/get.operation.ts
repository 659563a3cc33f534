import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { checkNumericId } from '../../../shared/warehouse/checks';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { incomingGoodsLocator, incomingGoodsPath } from './fields';

export const option = { name: 'Get', action: 'Get an incoming goods document', description: 'Get incoming goods with their rows' };

export const description: INodeProperties[] = [
	incomingGoodsLocator('The incoming goods to get, with their rows'),
	optionsCollection([
		{
			displayName: 'Ignore Supplier Invoice ID',
			name: 'ignoreSupplierInvoiceId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 431',
			description: "A supplier invoice left out of the rows' taken quantities, e.g. the invoice you are matching. Empty counts all.",
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = incomingGoodsPath.call(this, i);
	const { ignoreSupplierInvoiceId } = this.getNodeParameter('options', i, {}) as IDataObject;
	const qs: IDataObject = {};
	if (ignoreSupplierInvoiceId !== undefined && ignoreSupplierInvoiceId !== '') {
		qs.ignoreSupplierInvoiceId = checkNumericId(new FieldValidator(this.getNode(), i), 'Ignore Supplier Invoice ID', ignoreSupplierInvoiceId as string);
	}
	return toItems(await warehouseRequest(this, { method: 'GET', path, qs, itemIndex: i }));
}
