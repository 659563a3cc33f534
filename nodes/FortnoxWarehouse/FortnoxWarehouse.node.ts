import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import * as customDocumentType from './actions/customDocumentType';
import * as customInboundDocument from './actions/customInboundDocument';
import * as customOutboundDocument from './actions/customOutboundDocument';
import * as incomingGoods from './actions/incomingGoods';
import * as manualDocument from './actions/manualDocument';
import * as manualInboundDocument from './actions/manualInboundDocument';
import * as manualOutboundDocument from './actions/manualOutboundDocument';
import * as productionOrder from './actions/productionOrder';
import * as purchaseOrder from './actions/purchaseOrder';
import * as stockBalance from './actions/stockBalance';
import * as stockPoint from './actions/stockPoint';
import * as stockTaking from './actions/stockTaking';
import { listSearch, loadOptions } from './methods';
import { router } from './router';

export class FortnoxWarehouse implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Warehouse',
		name: 'fortnoxWarehouse',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Receive and release goods, move stock and read stock balances in the Fortnox warehouse',
		defaults: { name: 'Fortnox Warehouse' },
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
					{ name: 'Custom Document Type', value: 'customDocumentType' },
					{ name: 'Custom Inbound Document', value: 'customInboundDocument' },
					{ name: 'Custom Outbound Document', value: 'customOutboundDocument' },
					{ name: 'Incoming Goods Document', value: 'incomingGoods' },
					{ name: 'Manual Document', value: 'manualDocument' },
					{ name: 'Manual Inbound Document', value: 'manualInboundDocument' },
					{ name: 'Manual Outbound Document', value: 'manualOutboundDocument' },
					{ name: 'Production Order', value: 'productionOrder' },
					{ name: 'Purchase Order', value: 'purchaseOrder' },
					{ name: 'Stock Balance', value: 'stockBalance' },
					{ name: 'Stock Point', value: 'stockPoint' },
					{ name: 'Stock Taking', value: 'stockTaking' },
				],
				default: 'stockBalance',
			},
			...stockBalance.description,
			...stockPoint.description,
			...customDocumentType.description,
			...customInboundDocument.description,
			...customOutboundDocument.description,
			...manualDocument.description,
			...manualInboundDocument.description,
			...manualOutboundDocument.description,
			...productionOrder.description,
			...stockTaking.description,
			...purchaseOrder.description,
			...incomingGoods.description,
			concurrencyProperty,
		],
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
