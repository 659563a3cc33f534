// Values a Fortnox user may not see (issue 48, point 5): Fortnox writes `API_NORIGHT` in their place
// (recorded 2024: an invoice's ContributionPercent and ContributionValue). Through the nodes such a
// value is `null`, named under `notPermitted`; Create or Update takes it for no change and writes
// nothing back; the Fortnox Trigger's versions leave it out, so the right's return fires nothing; a
// check that would sum or compare it refuses.
import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import { hostPoller } from '../harness/poll-host';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';
import { articleSync } from '../harness/sync';

const { sandbox, coreRequests, salesCompany, oneRowDocument, today } = useCoreSandbox();

type Credential = NodeSpec['credential'];
const CONTRIBUTION = ['ContributionPercent', 'ContributionValue'];

async function ok(credential: Credential, parameters: IDataObject): Promise<IDataObject[]> {
	const result = await runNode({ type: 'fortnox', credential, parameters });
	expect(result.error()).toBeUndefined();
	return result.items.map((item) => item.json);
}

/** A company with a customer and an invoice of one row, whose user may not see contribution values. */
async function companyWithAnInvoice() {
	const made = await salesCompany({ customers: [['Anna Andersson AB', {}]], articles: [] });
	const invoice = await oneRowDocument('invoice', made.credential, made.customer, 1000);
	sandbox().setAccess(made.tenantId, { hiddenValues: CONTRIBUTION });
	return { ...made, invoice };
}

describe('values the user may not see (API_NORIGHT)', () => {
	it('Get gives them as null, named under notPermitted on the invoice and on each row; Get Many on each listed invoice', async () => {
		const { credential, invoice } = await companyWithAnInvoice();
		const [got] = await ok(credential, { resource: 'invoice', operation: 'get', documentNumber: byNumber(invoice) });
		expect(got).toMatchObject({ DocumentNumber: invoice, ContributionPercent: null, ContributionValue: null, notPermitted: CONTRIBUTION });
		const [row] = got.InvoiceRows as IDataObject[];
		expect(row).toMatchObject({ ContributionPercent: null, ContributionValue: null });
		expect([...(row.notPermitted as string[])].sort()).toEqual(CONTRIBUTION);
		expect(JSON.stringify(got)).not.toContain('API_NORIGHT');

		const listed = await ok(credential, { resource: 'invoice', operation: 'getAll', returnAll: true });
		expect(JSON.stringify(listed)).not.toContain('API_NORIGHT');
	});

	it('a payment checked against a balance the user may not see is refused before anything is sent, naming the balance', async () => {
		const { credential, tenantId, invoice } = await companyWithAnInvoice();
		await ok(credential, { resource: 'invoice', operation: 'bookkeep', documentNumber: byNumber(invoice) });
		sandbox().setAccess(tenantId, { hiddenValues: ['Balance'] });
		sandbox().clearRequests();
		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'invoicePayment', operation: 'create', documentNumber: byNumber(invoice), amount: 500, paymentDate: today(), additionalFields: {} },
		});
		const error = result.error() as Error & { description?: string };
		expect(error.message).toMatch(new RegExp(`Amount cannot be checked against invoice ${invoice}: Fortnox does not let this user see its Balance \\(API_NORIGHT\\)`));
		expect(`${error.message} ${error.description}`).toMatch(/right to see it, or turn on Options → Allow Overpayment or Reversal/);
		expect(sandbox().requests.filter((request) => request.method === 'POST')).toEqual([]);
	});

	it('an update that would write API_NORIGHT back is refused before anything is sent', async () => {
		const { credential, customer } = await companyWithAnInvoice();
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'update', customer: byNumber(customer), updateFields: { City: 'API_NORIGHT' } } });
		expect((result.error() as Error).message).toMatch(/City is API_NORIGHT, Fortnox's stand-in for a value this user may not see/);
		expect(sandbox().requests.filter((request) => request.method === 'PUT')).toEqual([]);
	});

	it('Create or Update of 1,000 articles whose purchase price the user may not see sends no PUT; a real change does, and writes no hidden value back', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const number = (k: number) => `P-${k}`;
		const CHANGED = 500;
		for (let k = 0; k < 1000; k++) sandbox().addItem(tenant.tenantId, { itemId: number(k), description: `Skruv ${k}` });
		for (const item of sandbox().tenant(tenant.tenantId).warehouse.items) Object.assign(item, { purchasePrice: '12.35', article: { ...item.article, SalesPrice: 20 } });
		sandbox().setAccess(tenant.tenantId, { hiddenValues: ['PurchasePrice'] });
		sandbox().clearRequests();
		// The file holds the purchase prices too: what Fortnox holds of them the user cannot know.
		const rows = Array.from({ length: 1000 }, (_, k) => ({ number: number(k), description: `Skruv ${k}`, price: k === CHANGED ? 25 : 20, purchase: 9 }));
		const result = await runNode(articleSync(credential, { SalesPrice: '={{ $json.price }}', PurchasePrice: '={{ $json.purchase }}' }), rows);
		expect(result.error()).toBeUndefined();
		const actions = result.items.map((item) => String(item.json.action));
		expect(actions.filter((action) => action === 'unchanged')).toHaveLength(999);
		expect(actions[CHANGED]).toBe('updated');
		const puts = sandbox().requests.filter((request) => request.method === 'PUT');
		expect(puts.map((request) => request.path)).toEqual([`/3/articles/${number(CHANGED)}`]);
		expect(JSON.stringify(puts[0].body)).not.toContain('API_NORIGHT');
		expect(result.items[0].json).toMatchObject({ PurchasePrice: null, notPermitted: ['PurchasePrice'] });
	}, 300_000);

	it('the Fortnox Trigger fires no update when the right to see the values returns; a real change fires once', async () => {
		const { tenantId, credential, customer } = await companyWithAnInvoice();
		const order = await oneRowDocument('order', credential, customer, 1000);
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['orderUpdated'] } });
		const orderReads = () => coreRequests().filter((request) => request.method === 'GET' && request.path === `/3/orders/${order}`).length;
		expect((await trigger.poll()).emitted ?? []).toEqual([]);
		expect((await trigger.poll()).emitted ?? []).toEqual([]);

		sandbox().setAccess(tenantId, { hiddenValues: [] });
		sandbox().clearRequests();
		const returned = await trigger.poll();
		expect(returned.error).toBeUndefined();
		expect(returned.emitted ?? []).toEqual([]);
		// The order was read again (its minute is the boundary's) and compared: not merely left unread.
		expect(orderReads()).toBe(1);

		await ok(credential, { resource: 'order', operation: 'update', documentNumber: byNumber(order), rowsInput: 'keep', updateFields: { OurReference: 'Sara Sälj' } });
		const changed = await trigger.poll();
		expect((changed.emitted ?? []).map((item) => [item.json.event, item.json.DocumentNumber, typeof item.json.ContributionValue])).toEqual([['orderUpdated', order, 'number']]);
		expect((await trigger.poll()).emitted ?? []).toEqual([]);
	});
});
