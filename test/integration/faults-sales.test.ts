import type { IDataObject } from 'n8n-workflow';

import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());
const proxy = useFaultProxy(() => sandbox.url);

const byNumber = (value: string) => ({ __rl: true, mode: 'id', value });
const invoicesOf = (tenantId: string) => (sandbox.tenant(tenantId) as unknown as { sales: { invoices: Array<{ head: IDataObject }> } }).sales.invoices;

describe('sales actions whose answer is lost', () => {
	it.each([
		['bookkeep', '/bookkeep', (head: IDataObject) => head.Booked === true],
		['sendEmail', '/email', (head: IDataObject) => head.Sent === true],
	])('%s: applied once, not sent again, and the error says it may have been applied', async (operation, action, applied) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
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
		const number = String(created.items[0].json.DocumentNumber);
		const isAction = (request: { path: string }) => request.path === `/3/invoices/${number}${action}`;
		proxy().setRule(once(isAction, { kind: 'dropAnswer' }));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation, documentNumber: byNumber(number) } });
		expect(result.error()?.message).toMatch(new RegExp(`^No answer from Fortnox to (PUT|GET) /3/invoices/${number}${action} \\(the connection was dropped\\): Fortnox may have applied it$`));
		expect(proxy().log.filter(isAction)).toHaveLength(1);
		expect(applied(invoicesOf(tenant.tenantId).find((invoice) => String(invoice.head.DocumentNumber) === number)!.head)).toBe(true);
	});
});
