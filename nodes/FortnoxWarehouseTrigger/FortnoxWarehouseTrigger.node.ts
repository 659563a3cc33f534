import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { pollEachCompany } from '../shared/polling/companies';
import { authenticationProperties, companiesProperty, credentialVersions, nodeCredentials, optionsCollection } from '../shared/descriptions';
import { getItems, getStockPointCodes } from '../shared/warehouse/pickers';
import { EVENT_OPTIONS, STOCK_EVENT } from './events';
import { pollWarehouse } from './poll';

const forStock = { show: { events: [STOCK_EVENT] } };

export class FortnoxWarehouseTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Warehouse Trigger',
		name: 'fortnoxWarehouseTrigger',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['trigger'],
		...credentialVersions,
		subtitle: '={{($parameter["events"] || []).join(", ")}}',
		description: 'Starts the workflow when purchase orders, incoming goods, production orders, stock takings or stock levels change in the Fortnox warehouse',
		defaults: { name: 'Fortnox Warehouse Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			{
				displayName:
					'Fortnox\'s warehouse has no webhooks: this trigger reads the lists at each Poll Time and starts the workflow once for every change since the last poll. The first poll after activation only takes note of how things stand.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			...authenticationProperties,
			companiesProperty,
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				required: true,
				options: [...EVENT_OPTIONS],
				default: [],
				description: 'What starts the workflow; each item of the output carries its event in the field "event"',
			},
			{
				displayName: 'Stock Point Name or ID',
				name: 'stockPointCode',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getStockPointCodes' },
				required: true,
				default: '',
				description:
					'The stock point whose available stock is watched. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				hint: 'A stock point is named by its code here, e.g. MAIN',
				displayOptions: forStock,
			},
			{
				displayName: 'Items',
				name: 'watch',
				type: 'options',
				options: [
					{ name: 'All Items', value: 'allItems' },
					{ name: 'Chosen Items', value: 'someItems' },
				],
				default: 'allItems',
				displayOptions: forStock,
			},
			{
				displayName: 'Item Names or IDs',
				name: 'itemIds',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getItems' },
				required: true,
				default: [],
				description:
					'The items to watch. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				displayOptions: { show: { events: [STOCK_EVENT], watch: ['someItems'] } },
			},
			{
				displayName: 'Threshold',
				name: 'threshold',
				type: 'number',
				default: 5,
				description:
					'An item is reported once when its available stock at the stock point falls below this level, and again only after it was back at or above it',
				displayOptions: forStock,
			},
			optionsCollection([
				{
					displayName: 'Emit on First Poll',
					name: 'emitOnFirstPoll',
					type: 'boolean',
					default: false,
					description:
						'Whether the first poll reports what already matches (every existing document as new, every item already below the threshold) instead of only taking note of it',
				},
				{
					displayName: 'Include Item Details',
					name: 'includeItem',
					type: 'boolean',
					default: false,
					description:
						'Whether each Stock Below Threshold item carries the Fortnox article in "item" (supplier number, purchase price, stock warning): one more request per reported item',
					displayOptions: { show: { '/events': [STOCK_EVENT] } },
				},
			]),
		],
	};

	methods = { loadOptions: { getItems, getStockPointCodes } };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollEachCompany(this, pollWarehouse);
	}
}
