import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companyProperty, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import { pickersOf, resourceProperties } from '../shared/operations/resource';
import { RESOURCES } from './resources';
import { router } from './router';

export class FortnoxCompanyOrders implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Company Orders',
		name: 'fortnoxCompanyOrders',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: "Work with the company-formation orders of Fortnox's bank process and their webhooks",
		defaults: { name: 'Fortnox Company Orders' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			companyProperty,
			...resourceProperties(RESOURCES, 'stockCompanyOrder'),
			concurrencyProperty,
		],
	};

	methods = pickersOf(RESOURCES);

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
