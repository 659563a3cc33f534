import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companyProperty, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import { pickersOf, resourceProperties } from '../shared/operations/resource';
import { getItems, ITEMS, listSearchOf, loadOptionsOf, SUPPLIER_LIST } from '../shared/warehouse/pickers';
import { RESOURCES } from './resources';
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
			companyProperty,
			...resourceProperties(RESOURCES, 'stockBalance'),
			concurrencyProperty,
		],
	};

	methods = pickersOf(RESOURCES, { listSearch: { searchItems: listSearchOf(ITEMS), searchSuppliers: listSearchOf(SUPPLIER_LIST) }, loadOptions: { getItems, getSuppliers: loadOptionsOf(SUPPLIER_LIST) } });

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
