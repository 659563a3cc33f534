import type { INode, INodeProperties, INodePropertyOptions, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { writes } from '../../nodes/shared/transport/read-only';
import { PACKAGE, PackageNodeTypes } from '../harness/node-types';

const ACTION_NODES = ['fortnox', 'fortnoxAssets', 'fortnoxCompanyOrders', 'fortnoxIntegrationDeveloper', 'fortnoxPayroll', 'fortnoxRecurringBilling', 'fortnoxSettings', 'fortnoxWarehouse'];
const types = new PackageNodeTypes();

/** What an agent is told a tool does when its description is set automatically, as n8n makes it. */
function toolDescription(type: string, resource: string, operation: string): string {
	const nodeType = types.getByNameAndVersion(`${PACKAGE}.${type}`) as INodeType;
	const node = { id: 'tool', name: 'Tool', type: `${PACKAGE}.${type}Tool`, typeVersion: 1, position: [0, 0], parameters: { descriptionType: 'auto', resource, operation } } as INode;
	return NodeHelpers.getToolDescriptionForNode(node, nodeType);
}

/** Every resource and operation of every action node. */
const operations = ACTION_NODES.flatMap((type) =>
	(types.getByNameAndVersion(`${PACKAGE}.${type}`) as INodeType).description.properties
		.filter((property: INodeProperties) => property.name === 'operation')
		.flatMap((property) =>
			(property.options as INodePropertyOptions[]).map((option) => ({ type, resource: String(property.displayOptions?.show?.resource?.[0]), operation: String(option.value) })),
		),
);

describe('the description of a Fortnox tool', () => {
	it.each([
		['fortnox', 'invoice', 'bookkeep', 'Bookkeep an invoice (writes to Fortnox; cannot be undone) in Fortnox'],
		['fortnox', 'invoice', 'credit', 'Credit an invoice (writes to Fortnox; cannot be undone) in Fortnox'],
		['fortnox', 'invoice', 'sendEmail', 'Send an invoice by e mail (writes to Fortnox; cannot be undone) in Fortnox'],
		['fortnox', 'customer', 'delete', 'Delete a customer (writes to Fortnox; cannot be undone) in Fortnox'],
		['fortnox', 'order', 'cancel', 'Cancel an order (writes to Fortnox; cannot be undone) in Fortnox'],
		['fortnox', 'customer', 'create', 'Create a customer (writes to Fortnox) in Fortnox'],
		['fortnox', 'apiRequest', 'send', 'Send an API request (writes to Fortnox unless its method is GET; some writes cannot be undone) in Fortnox'],
		['fortnoxWarehouse', 'purchaseOrder', 'send', 'Send a purchase order by email (writes to Fortnox; cannot be undone) in Fortnox Warehouse'],
		['fortnoxWarehouse', 'purchaseOrder', 'create', 'Create a purchase order (writes to Fortnox) in Fortnox Warehouse'],
		['fortnox', 'invoice', 'get', 'Get an invoice in Fortnox'],
		['fortnox', 'invoice', 'preview', 'Preview an invoice in Fortnox'],
		['fortnoxWarehouse', 'stockBalance', 'get', 'Get the stock balance in Fortnox Warehouse'],
	])('%s → %s → %s: "%s"', (type, resource, operation, expected) => {
		expect(toolDescription(type, resource, operation)).toBe(expected);
	});

	it('says of every operation but the reads that it writes, and of every delete, cancel, credit, bookkeep, void and send that it cannot be undone', () => {
		const described = operations.map((entry) => ({ ...entry, description: toolDescription(entry.type, entry.resource, entry.operation) }));
		const read = ({ resource, operation }: { resource: string; operation: string }) =>
			resource !== 'apiRequest' && (operation.startsWith('get') || ['download', 'count', 'preview', 'validateIncludedOnSend'].includes(operation));

		expect(described.length).toBeGreaterThan(300);
		expect(described.filter((entry) => read(entry) === / \(writes to Fortnox/.test(entry.description))).toEqual([]);
		const final = described.filter(({ operation }) => /^(delete|cancel|credit|bookkeep|void|send)/.test(operation));
		expect(final.length).toBeGreaterThan(40);
		expect(final.filter((entry) => !entry.description.includes('cannot be undone'))).toEqual([]);
	});
});

describe('what a read-only credential lets through', () => {
	it.each([
		['GET', '/3/invoices/1', false],
		['GET', '/3/invoices/1/preview', false],
		['GET', '/api/warehouse/status-v1/stockbalance', false],
		['POST', '/api/fileattachments/attachments-v1/validateincludedonsend', false],
		['GET', '/3/invoices/1/print', true],
		['GET', '/3/Offers/1/EMAIL', true],
		['GET', '/3/invoices/1/einvoice', true],
		['GET', '/3/invoices/1/eprint', true],
		['GET', '/3/invoices/1/printreminder', true],
		['POST', '/3/customers', true],
		['PUT', '/3/invoices/1/bookkeep', true],
		['PATCH', '/api/bank-process-webhooks/v1/1', true],
		['DELETE', '/3/labels/1', true],
		['POST', '/api/bank-process-webhooks/v1/1/evaluate', true],
	] as const)('%s %s writes: %s', (method, path, expected) => {
		expect(writes(method, path)).toBe(expected);
	});
});
