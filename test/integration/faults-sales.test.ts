import type { IDataObject } from 'n8n-workflow';

import type { ProxiedRequest } from '../harness/fault-proxy';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());
const proxy = useFaultProxy(() => sandbox.url);

type Credential = NodeSpec['credential'];

const byNumber = (value: string) => ({ __rl: true, mode: 'id', value });
const invoicesOf = (tenantId: string) => (sandbox.tenant(tenantId) as unknown as { sales: { invoices: Array<{ head: IDataObject }> } }).sales.invoices;

/** An invoice of one row to a new customer, made through the proxy; its document number. */
async function anInvoice(credential: Credential): Promise<string> {
	const customer = await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'create', name: 'Kund AB', additionalFields: { EmailInvoice: 'faktura@kund.se' } } });
	const created = await runNode({
		type: 'fortnox',
		credential,
		parameters: {
			resource: 'invoice',
			operation: 'create',
			customer: byNumber(String(customer.items[0].json.CustomerNumber)),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Konsulttimme', DeliveredQuantity: 1, rowFields: { Price: 1000, AccountNumber: 3001 } }] },
		},
	});
	return String(created.items[0].json.DocumentNumber);
}

describe('sales actions whose answer is lost', () => {
	it.each([
		['bookkeep', '/bookkeep', (head: IDataObject) => head.Booked === true],
		['sendEmail', '/email', (head: IDataObject) => head.Sent === true],
	])('%s: applied once, not sent again, and the error says it may have been applied', async (operation, action, applied) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		const number = await anInvoice(credential);
		const isAction = (request: { path: string }) => request.path === `/3/invoices/${number}${action}`;
		proxy().setRule(once(isAction, { kind: 'dropAnswer' }));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation, documentNumber: byNumber(number) } });
		expect(result.error()?.message).toMatch(new RegExp(`^No answer from Fortnox to (PUT|GET) /3/invoices/${number}${action} \\(the connection was dropped\\): Fortnox may have applied it$`));
		expect(proxy().log.filter(isAction)).toHaveLength(1);
		expect(applied(invoicesOf(tenant.tenantId).find((invoice) => String(invoice.head.DocumentNumber) === number)!.head)).toBe(true);
	});
});

describe('a credit whose credit invoice cannot be read back', () => {
	it('fails the item saying the invoice is credited and is not to be credited again; the credit was sent once', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		const number = await anInvoice(credential);
		expect((await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'bookkeep', documentNumber: byNumber(number) } })).error()).toBeUndefined();
		const readsAnother = (request: ProxiedRequest) => request.method === 'GET' && /^\/3\/invoices\/\d+$/.test(request.path) && request.path !== `/3/invoices/${number}`;
		proxy().setRule(once(readsAnother, { kind: 'answer', status: 403, body: JSON.stringify({ ErrorInformation: { error: 1, message: 'Saknar behörighet.', code: 2000663 } }) }));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'credit', documentNumber: byNumber(number) } });
		const error = result.error() as Error & { description?: string };
		const credit = invoicesOf(tenant.tenantId).find((invoice) => invoice.head.CreditInvoiceReference === number && invoice.head.Credit === 'true');
		expect(error.message).toMatch(new RegExp(`^Invoice ${number} is credited, but reading its credit invoice ${String(credit?.head.DocumentNumber)} failed: `));
		expect(error.description).toMatch(/^Do not credit it again: get invoice \d+, the credit invoice\./);
		expect(proxy().log.filter((request) => request.path === `/3/invoices/${number}/credit`)).toHaveLength(1);
	});

	it('an answer naming the credit invoice "0", as Fortnox answers an unset reference, names none: no GET of invoice 0', async () => {
		const { credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		const number = await anInvoice(credential);
		expect((await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'bookkeep', documentNumber: byNumber(number) } })).error()).toBeUndefined();
		const isCredit = (request: ProxiedRequest) => request.path === `/3/invoices/${number}/credit`;
		proxy().setRule(
			once(isCredit, { kind: 'rewrite', change: (answer) => ({ ...answer, json: { Invoice: { ...(answer.json as { Invoice: IDataObject }).Invoice, CreditInvoiceReference: '0' } } }) }),
		);

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'credit', documentNumber: byNumber(number) } });
		expect(result.error()?.message).toBe(`Invoice ${number} is credited, but Fortnox's answer names no credit invoice`);
		expect(proxy().log.filter((request) => request.path === '/3/invoices/0')).toEqual([]);
	});
});
