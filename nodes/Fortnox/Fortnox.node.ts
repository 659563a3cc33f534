import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companyProperty, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import { fieldPickers } from '../shared/operations/pickers';
import { pickersOf, resourceProperties } from '../shared/operations/resource';
import { RESOURCES } from './resources';
import { TEMPLATE_VALUES_VERSION } from './resources/contract';
import { router } from './router';
import { FITTING_DEFAULTS_VERSION } from './versions';

export class Fortnox implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox',
		name: 'fortnox',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		// 2.1: a contract's interval and length come from its template unless set (resources/contract.ts); 2.2: versions.ts.
		version: [...credentialVersions.version, TEMPLATE_VALUES_VERSION, FITTING_DEFAULTS_VERSION],
		defaultVersion: FITTING_DEFAULTS_VERSION,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Work with Fortnox customers, articles, invoices, payments, orders and offers, suppliers and their invoices and payments, vouchers, projects, cost centers, financial years, labels, the chart of accounts, the inbox and archive and their file connections, file attachments of invoices, orders and offers, price lists and prices, or send any Fortnox API request',
		defaults: { name: 'Fortnox' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			companyProperty,
			...resourceProperties(RESOURCES, 'label'),
			concurrencyProperty,
		],
	};

	methods = pickersOf(RESOURCES, { loadOptions: fieldPickers() });

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
