// The second demo company of `npm start`, Begränsad Handel AB, in a real n8n (issue 48): a company
// as a real one can be, without the Lager module, on a token without the salary scope, for a user
// who may not see contribution values. A workflow made through n8n's public API reads an invoice,
// the stock points and the employees: the invoice comes with the hidden values as null and named,
// the other two fail alone (Continue On Fail) with what is missing and what to do.
import type { IDataObject } from 'n8n-workflow';

import { CREDENTIALS } from '../../scripts/n8n-instance';
import type { RealN8n } from './harness';
import { EXAMPLE_RUN_TIMEOUT_MS, outputOf } from './harness';

const LIMITED = { fortnoxApi: { id: CREDENTIALS.limited.id, name: CREDENTIALS.limited.name } };

/** A node of the workflow: a Fortnox node on the limited company's credential, failing alone. */
const fortnoxNode = (name: string, type: string, x: number, parameters: IDataObject) => ({
	id: `5e0c0a11-0000-4000-8000-00000000000${x}`,
	name,
	type: `n8n-nodes-fortnox-suite.${type}`,
	typeVersion: 1,
	position: [x * 250, 0],
	parameters: { authentication: 'accessToken', ...parameters },
	credentials: LIMITED,
	onError: 'continueRegularOutput',
	executeOnce: true,
});

export function describeLimitedCompany(real: () => RealN8n): void {
	describe('the second demo company, Begränsad Handel AB, in a real n8n', () => {
		let outputs: Record<string, IDataObject[]>;

		beforeAll(async () => {
			const { api } = real();
			const nodes = [
				{ id: '5e0c0a11-0000-4000-8000-000000000000', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
				fortnoxNode('Invoice', 'fortnox', 1, { resource: 'invoice', operation: 'get', documentNumber: { __rl: true, mode: 'id', value: '1' } }),
				fortnoxNode('Stock points', 'fortnoxWarehouse', 2, { resource: 'stockPoint', operation: 'getAll', returnAll: true }),
				fortnoxNode('Employees', 'fortnoxPayroll', 3, { resource: 'employee', operation: 'getAll', returnAll: true }),
			];
			const connections = Object.fromEntries(
				nodes.slice(0, -1).map((node, k) => [node.name, { main: [[{ node: nodes[k + 1].name, type: 'main', index: 0 }]] }]),
			);
			const { id } = await api<{ id: string }>('/workflows', 'POST', { name: 'Begränsad Handel AB: what it may reach', nodes, connections, settings: { executionOrder: 'v1' } });
			const execution = await real().runWorkflow(id, 'Start');
			outputs = Object.fromEntries(['Invoice', 'Stock points', 'Employees'].map((name) => [name, outputOf(execution, name).map((item) => item.json)]));
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('gives an invoice with the contribution values the user may not see as null, named under notPermitted, on it and on its rows', () => {
			const [invoice] = outputs.Invoice;
			expect(JSON.stringify(invoice)).not.toContain('API_NORIGHT');
			expect(invoice).toMatchObject({ DocumentNumber: '1', ContributionPercent: null, ContributionValue: null });
			expect([...(invoice.notPermitted as string[])].sort()).toEqual(['ContributionPercent', 'ContributionValue']);
			expect((invoice.InvoiceRows as IDataObject[]).every((row) => row.ContributionValue === null && (row.notPermitted as string[]).includes('ContributionValue'))).toBe(true);
		});

		it('says the company has no licence for Lager, with no reconnect advice, and goes on', () => {
			expect(outputs['Stock points']).toEqual([
				expect.objectContaining({ error: 'Fortnox refused GET /api/warehouse/stockpoints-v1: the company has no licence for the Lager module (the "warehouse" scope (Warehouse))' }),
			]);
			expect(JSON.stringify(outputs['Stock points'])).not.toMatch(/Connect my account/);
		});

		it('says the token lacks the salary scope, and how a legacy token gets it', () => {
			expect(outputs.Employees).toEqual([expect.objectContaining({ error: 'Fortnox refused GET /3/employees: the token lacks the "salary" scope (Salary)' })]);
		});
	});
}
