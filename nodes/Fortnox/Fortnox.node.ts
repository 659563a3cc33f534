import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import * as account from './actions/account';
import * as apiRequest from './actions/apiRequest';
import * as archive from './actions/archive';
import * as article from './actions/article';
import * as companyInformation from './actions/companyInformation';
import * as costCenter from './actions/costCenter';
import * as customer from './actions/customer';
import * as fileConnection from './actions/fileConnection';
import * as financialYear from './actions/financialYear';
import * as inbox from './actions/inbox';
import * as invoice from './actions/invoice';
import * as invoicePayment from './actions/invoicePayment';
import * as label from './actions/label';
import * as offer from './actions/offer';
import * as order from './actions/order';
import * as project from './actions/project';
import * as supplier from './actions/supplier';
import * as supplierInvoice from './actions/supplierInvoice';
import * as supplierInvoicePayment from './actions/supplierInvoicePayment';
import * as voucher from './actions/voucher';
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
		description: 'Work with Fortnox customers, articles, invoices, payments, orders and offers, suppliers and their invoices and payments, vouchers, projects, cost centers, financial years, labels, the chart of accounts, the inbox and archive and their file connections, or send any Fortnox API request',
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
					{ name: 'Archive', value: 'archive' },
					{ name: 'Article', value: 'article' },
					{ name: 'Company Information', value: 'companyInformation' },
					{ name: 'Cost Center', value: 'costCenter' },
					{ name: 'Customer', value: 'customer' },
					{ name: 'File Connection', value: 'fileConnection' },
					{ name: 'Financial Year', value: 'financialYear' },
					{ name: 'Inbox', value: 'inbox' },
					{ name: 'Invoice', value: 'invoice' },
					{ name: 'Invoice Payment', value: 'invoicePayment' },
					{ name: 'Label', value: 'label' },
					{ name: 'Offer', value: 'offer' },
					{ name: 'Order', value: 'order' },
					{ name: 'Project', value: 'project' },
					{ name: 'Supplier', value: 'supplier' },
					{ name: 'Supplier Invoice', value: 'supplierInvoice' },
					{ name: 'Supplier Invoice Payment', value: 'supplierInvoicePayment' },
					{ name: 'Voucher', value: 'voucher' },
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
			...supplier.description,
			...supplierInvoice.description,
			...supplierInvoicePayment.description,
			...archive.description,
			...fileConnection.description,
			...voucher.description,
			...project.description,
			...costCenter.description,
			...financialYear.description,
			...apiRequest.description,
			concurrencyProperty,
		],
	};

	methods = { loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
