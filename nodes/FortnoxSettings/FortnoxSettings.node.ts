import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companyProperty, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import { fieldPickers } from '../shared/operations/pickers';
import { pickersOf, resourceProperties } from '../shared/operations/resource';
import { RESOURCES } from './resources';
import { router } from './router';

export class FortnoxSettings implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Settings',
		name: 'fortnoxSettings',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			"Keep Fortnox's registers and read its settings: currencies, units, terms of payment and delivery, modes of payment, ways of delivery, voucher series, predefined accounts and voucher series, print templates, account charts, company settings, the locked period, the user, the EU VAT limit and trusted e-mail senders",
		defaults: { name: 'Fortnox Settings' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			companyProperty,
			...resourceProperties(RESOURCES, 'currency'),
			concurrencyProperty,
		],
	};

	methods = pickersOf(RESOURCES, { loadOptions: fieldPickers() });

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
