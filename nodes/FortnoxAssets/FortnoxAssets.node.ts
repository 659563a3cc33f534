import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companyProperty, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import { fieldPickers } from '../shared/operations/pickers';
import { pickersOf, resourceProperties } from '../shared/operations/resource';
import { RESOURCES } from './resources';
import { router } from './router';

export class FortnoxAssets implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Assets',
		name: 'fortnoxAssets',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: "Keep Fortnox's fixed-asset register: assets and their types, depreciation, sale, scrapping, write-downs and write-ups, and the archive files connected to assets",
		defaults: { name: 'Fortnox Assets' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			companyProperty,
			...resourceProperties(RESOURCES, 'asset'),
			concurrencyProperty,
		],
	};

	methods = pickersOf(RESOURCES, { loadOptions: fieldPickers() });

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
