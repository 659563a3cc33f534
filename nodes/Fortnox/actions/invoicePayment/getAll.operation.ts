import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { filtersCollection, filtersQuery } from '../../shared/listFilters';
import { PAYMENT_FILTERS, PAYMENTS } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['getAll'] } }, [
	...returnAllOrLimit(),
	filtersCollection(PAYMENT_FILTERS),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = filtersQuery(new FieldValidator(this.getNode(), i), PAYMENT_FILTERS, this.getNodeParameter('filters', i, {}) as IDataObject);
	return toItems(await classicList(this, { path: PAYMENTS.path, listKey: PAYMENTS.listKey, qs, itemIndex: i }, listScopeOf(this, i)));
}
