import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import * as account from './actions/account';
import * as apiRequest from './actions/apiRequest';
import * as article from './actions/article';
import * as companyInformation from './actions/companyInformation';
import * as customer from './actions/customer';
import * as inbox from './actions/inbox';
import * as invoice from './actions/invoice';
import * as invoicePayment from './actions/invoicePayment';
import * as label from './actions/label';
import * as offer from './actions/offer';
import * as order from './actions/order';
import { listSearch, loadOptions } from './methods';
import { router } from './router';

export class Fortnox implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox',
		name: 'fortnox',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Work with Fortnox customers, articles, invoices, payments, orders and offers, labels, the chart of accounts and the archive inbox, or send any Fortnox API request',
		defaults: { name: 'Fortnox' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Account', value: 'account' },
					{ name: 'API Request', value: 'apiRequest' },
					{ name: 'Article', value: 'article' },
					{ name: 'Company Information', value: 'companyInformation' },
					{ name: 'Customer', value: 'customer' },
					{ name: 'Inbox', value: 'inbox' },
					{ name: 'Invoice', value: 'invoice' },
					{ name: 'Invoice Payment', value: 'invoicePayment' },
					{ name: 'Label', value: 'label' },
					{ name: 'Offer', value: 'offer' },
					{ name: 'Order', value: 'order' },
				],
				default: 'label',
			},
			...label.description,
			...offer.description,
			...order.description,
			...account.description,
			...article.description,
			...companyInformation.description,
			...customer.description,
			...inbox.description,
			...invoice.description,
			...invoicePayment.description,
			...apiRequest.description,
			concurrencyProperty,
		],
	};

	methods = { loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
