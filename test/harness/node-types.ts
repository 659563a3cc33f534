import type { IDataObject, INodeProperties, INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node.js';
import { FortnoxAssets } from '../../nodes/FortnoxAssets/FortnoxAssets.node.js';
import { FortnoxCompanyOrders } from '../../nodes/FortnoxCompanyOrders/FortnoxCompanyOrders.node.js';
import { FortnoxCompanyOrderTrigger } from '../../nodes/FortnoxCompanyOrderTrigger/FortnoxCompanyOrderTrigger.node.js';
import { FortnoxIntegrationDeveloper } from '../../nodes/FortnoxIntegrationDeveloper/FortnoxIntegrationDeveloper.node.js';
import { FortnoxPayroll } from '../../nodes/FortnoxPayroll/FortnoxPayroll.node.js';
import { FortnoxRecurringBilling } from '../../nodes/FortnoxRecurringBilling/FortnoxRecurringBilling.node.js';
import { FortnoxSettings } from '../../nodes/FortnoxSettings/FortnoxSettings.node.js';
import { FortnoxStreamTrigger } from '../../nodes/FortnoxStreamTrigger/FortnoxStreamTrigger.node.js';
import { FortnoxTrigger } from '../../nodes/FortnoxTrigger/FortnoxTrigger.node.js';
import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node.js';
import { FortnoxWarehouseTrigger } from '../../nodes/FortnoxWarehouseTrigger/FortnoxWarehouseTrigger.node.js';

export const PACKAGE = 'n8n-nodes-fortnox-suite';

const nodeClasses: Record<string, INodeType> = {
	[`${PACKAGE}.fortnox`]: new Fortnox(),
	[`${PACKAGE}.fortnoxAssets`]: new FortnoxAssets(),
	[`${PACKAGE}.fortnoxCompanyOrders`]: new FortnoxCompanyOrders(),
	[`${PACKAGE}.fortnoxCompanyOrderTrigger`]: new FortnoxCompanyOrderTrigger(),
	[`${PACKAGE}.fortnoxIntegrationDeveloper`]: new FortnoxIntegrationDeveloper(),
	[`${PACKAGE}.fortnoxPayroll`]: new FortnoxPayroll(),
	[`${PACKAGE}.fortnoxRecurringBilling`]: new FortnoxRecurringBilling(),
	[`${PACKAGE}.fortnoxSettings`]: new FortnoxSettings(),
	[`${PACKAGE}.fortnoxStreamTrigger`]: new FortnoxStreamTrigger(),
	[`${PACKAGE}.fortnoxTrigger`]: new FortnoxTrigger(),
	[`${PACKAGE}.fortnoxWarehouse`]: new FortnoxWarehouse(),
	[`${PACKAGE}.fortnoxWarehouseTrigger`]: new FortnoxWarehouseTrigger(),
};

/** Every node type of the package, by its full name (`n8n-nodes-fortnox-suite.fortnox`). */
export const PACKAGE_NODE_TYPES = Object.keys(nodeClasses);

/** The package's nodes, looked up by type name as n8n's node loader does. */
export class PackageNodeTypes implements INodeTypes {
	getByName(nodeType: string): INodeType | IVersionedNodeType {
		return this.getByNameAndVersion(nodeType);
	}

	getByNameAndVersion(nodeType: string): INodeType {
		const node = nodeClasses[nodeType];
		if (!node) throw new Error(`Unknown node type ${nodeType}`);
		return node;
	}

	getKnownTypes() {
		return {};
	}
}

/**
 * The parameter named `name` as the editor shows it at `typeVersion` for the values given (resource,
 * operation, rowsInput …): the one variant whose display options hold, or undefined if none shows.
 */
export function shownParameter(node: INodeType, typeVersion: number, values: IDataObject, name: string): INodeProperties | undefined {
	const { description } = node;
	const shown = description.properties.filter((property) => property.name === name && NodeHelpers.displayParameter(values as never, property, { typeVersion }, description));
	if (shown.length > 1) throw new Error(`${shown.length} parameters ${name} show at version ${typeVersion}`);
	return shown[0];
}

/** An option of a collection or a fixed collection's values, by name. */
export function optionOf(parent: INodeProperties | undefined, name: string): INodeProperties | undefined {
	const options = (parent?.options ?? []).flatMap((option) => ('values' in option ? option.values : [option]));
	return options.find((option): option is INodeProperties => 'type' in option && option.name === name);
}
