import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { SALES } from '../../../shared/kinds/integration-developer';
import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { arrayList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { integrationIdProperty, readPositiveId } from '../common';

export const option = {
	name: 'Get Many',
	action: 'Get many sales',
	description: 'List the order and cancellation events of an integration',
};

export const description: INodeProperties[] = [
	integrationIdProperty,
	...returnAllOrLimit(),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const integrationId = readPositiveId(new FieldValidator(this.getNode(), i), 'Integration ID', this.getNodeParameter('integrationId', i));
	const sales = await arrayList(this, { path: `${SALES.path}/${integrationId}`, itemIndex: i }, listScopeOf(this, i));
	return toItems(sales);
}
