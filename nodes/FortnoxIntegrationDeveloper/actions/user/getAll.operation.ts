import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { USERS } from '../../../shared/kinds/integration-developer';
import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { arrayList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { integrationIdProperty, readPositiveId } from '../common';

export const option = {
	name: 'Get Many',
	action: 'Get many users',
	description: 'List the users of an integration in one customer company',
};

export const description: INodeProperties[] = [
	integrationIdProperty,
	{
		displayName: 'Tenant ID',
		name: 'tenantId',
		type: 'number',
		required: true,
		default: 0,
		description: "The customer company's tenant ID, as the sales events give it",
	},
	...returnAllOrLimit(),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const integrationId = readPositiveId(check, 'Integration ID', this.getNodeParameter('integrationId', i));
	const tenantId = readPositiveId(check, 'Tenant ID', this.getNodeParameter('tenantId', i));
	const users = await arrayList(
		this,
		{ path: `${USERS.path}/${integrationId}/${tenantId}`, itemIndex: i },
		listScopeOf(this, i),
	);
	return toItems(users);
}
