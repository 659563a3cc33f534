import type { INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { FortnoxCompanyOrders } from '../../nodes/FortnoxCompanyOrders/FortnoxCompanyOrders.node';
import { FortnoxCompanyOrderTrigger } from '../../nodes/FortnoxCompanyOrderTrigger/FortnoxCompanyOrderTrigger.node';
import { FortnoxRecurringBilling } from '../../nodes/FortnoxRecurringBilling/FortnoxRecurringBilling.node';
import { FortnoxTrigger } from '../../nodes/FortnoxTrigger/FortnoxTrigger.node';
import { FortnoxSettings } from '../../nodes/FortnoxSettings/FortnoxSettings.node';
import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node';
import { FortnoxWarehouseTrigger } from '../../nodes/FortnoxWarehouseTrigger/FortnoxWarehouseTrigger.node';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, serviceAccountCredential, startSandbox } from '../harness/sandbox';

const NODES: Array<[string, INodeType]> = [
	['Fortnox', new Fortnox()],
	['Fortnox Company Orders', new FortnoxCompanyOrders()],
	['Fortnox Company Order Trigger', new FortnoxCompanyOrderTrigger()],
	['Fortnox Recurring Billing', new FortnoxRecurringBilling()],
	['Fortnox Settings', new FortnoxSettings()],
	['Fortnox Warehouse', new FortnoxWarehouse()],
	['Fortnox Warehouse Trigger', new FortnoxWarehouseTrigger()],
	['Fortnox Trigger', new FortnoxTrigger()],
];

/** What n8n makes of a saved node's parameters: the version's defaults filled in where nothing was saved. */
const authenticationOf = (node: INodeType, typeVersion: number, saved: Record<string, string> = {}) =>
	NodeHelpers.getNodeParameters(node.description.properties, saved, true, false, { typeVersion }, node.description)?.authentication;

describe('the default credential', () => {
	it.each(NODES)('%s: a new node (version 2 or later) defaults to a service account; a saved version 1 keeps the access token', (_name, node) => {
		// The Fortnox node (2.1, 2.2) and Fortnox Payroll (2.1) have versions of their own; the list of versions is the surface snapshot's.
		const versions = node.description.version as number[];
		expect(versions.slice(0, 2)).toEqual([1, 2]);
		expect(node.description.defaultVersion).toBe(versions[versions.length - 1]);
		for (const version of versions.slice(1)) expect(authenticationOf(node, version)).toBe('serviceAccount');
		expect(authenticationOf(node, 1)).toBe('accessToken');
		// A choice that was saved stays what it was, in either version.
		expect(authenticationOf(node, 1, { authentication: 'oAuth2' })).toBe('oAuth2');
		expect(authenticationOf(node, 2, { authentication: 'accessToken' })).toBe('accessToken');
	});

	describe('through the engine', () => {
		let sandbox: Sandbox;
		beforeAll(async () => {
			sandbox = await startSandbox();
		});
		afterAll(async () => await sandbox.close());

		it('a workflow saved with version 1 and no Authentication runs on with its access token', async () => {
			const { credential } = accessTokenCredential(sandbox);
			const result = await runNode({ type: 'fortnox', typeVersion: 1, defaultAuthentication: true, credential, parameters: { resource: 'label', operation: 'create', description: 'Old' } });
			expect(result.error()).toBeUndefined();
			expect(result.items[0].json.Description).toBe('Old');
		});

		it('a new node (version 2) that keeps the default runs with its service account', async () => {
			const { tenant, credential } = serviceAccountCredential(sandbox);
			sandbox.resetStats();
			const result = await runNode({ type: 'fortnox', typeVersion: 2, defaultAuthentication: true, credential, parameters: { resource: 'label', operation: 'create', description: 'New' } });
			expect(result.error()).toBeUndefined();
			expect(sandbox.tenant(tenant.tenantId).labels.map((label) => label.Description)).toEqual(['New']);
			expect(sandbox.stats.tokenRequests).toBe(1);
		});
	});
});
