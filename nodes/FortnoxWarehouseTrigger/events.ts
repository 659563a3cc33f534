import type { INodePropertyOptions } from 'n8n-workflow';

/** The events the trigger can start a workflow on; the value is the item's `event` field. */
export const EVENT_OPTIONS = [
	{ name: 'Incoming Goods Registered', value: 'incomingGoodsRegistered', description: 'A new incoming goods document' },
	{ name: 'Incoming Goods Released', value: 'incomingGoodsReleased', description: 'Incoming goods were released into stock' },
	{ name: 'Production Order Created', value: 'productionOrderCreated', description: 'A new production order' },
	{ name: 'Production Order Released', value: 'productionOrderReleased', description: 'A production order was released (completed)' },
	{ name: 'Purchase Order Created', value: 'purchaseOrderCreated', description: 'A new purchase order' },
	{
		name: 'Purchase Order State Changed',
		value: 'purchaseOrderStateChanged',
		description: 'A purchase order moved to another state, e.g. SENT, RECEIVED or VOIDED',
	},
	{
		name: 'Stock Below Threshold',
		value: 'stockBelowThreshold',
		description: 'Available stock of an item at a stock point fell below the level you set',
	},
	{ name: 'Stock Taking Released', value: 'stockTakingReleased', description: 'A stock taking was released (completed)' },
] as const satisfies readonly INodePropertyOptions[];

export type WarehouseEvent = (typeof EVENT_OPTIONS)[number]['value'];

export const STOCK_EVENT: WarehouseEvent = 'stockBelowThreshold';
