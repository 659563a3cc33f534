import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { Fault, ProxiedRequest } from '../harness/fault-proxy';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';

type NodeError = Error & { description?: string; context?: IDataObject };
type Credential = NodeSpec['credential'];

const { sandbox, salesCompany, oneRowDocument } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

/** The proxy's log from now on. */
function logFromNow() {
	const start = proxy().log.length;
	return (matches: (request: ProxiedRequest) => boolean) => proxy().log.slice(start).filter(matches);
}

const run = (credential: Credential, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters });
async function ok(credential: Credential, parameters: IDataObject): Promise<IDataObject> {
	const result = await run(credential, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company through the fault proxy: a customer with a booked invoice, an open order, and a booked supplier invoice. */
async function company() {
	const { tenantId, credential, customer } = await salesCompany({ customers: [['Kontorsgiganten AB', {}]], articles: [] });
	throughProxy(credential, proxy());
	const invoice = await oneRowDocument('invoice', credential, customer, 1000);
	await ok(credential, { resource: 'invoice', operation: 'bookkeep', documentNumber: byNumber(invoice) });
	const order = await oneRowDocument('order', credential, customer, 500);
	const supplier = await ok(credential, { resource: 'supplier', operation: 'create', name: 'Hyresvärden Fastighets AB', additionalFields: {} });
	const supplierInvoice = await ok(credential, {
		resource: 'supplierInvoice',
		operation: 'create',
		supplier: byNumber(String(supplier.SupplierNumber)),
		Total: 1000,
		VAT: 200,
		rowsInput: 'fields',
		rows: { row: [{ Account: 6110, Debit: 800, Credit: 0, rowFields: {} }] },
		additionalFields: {},
	});
	await ok(credential, { resource: 'supplierInvoice', operation: 'bookkeep', documentNumber: byNumber(String(supplierInvoice.GivenNumber)) });
	return { tenantId, credential, customer, invoice, order, supplierInvoice: String(supplierInvoice.GivenNumber) };
}
type Company = Awaited<ReturnType<typeof company>>;

interface Write {
	name: string;
	/** The write's own request. */
	method: string;
	path: (company: Company) => string;
	parameters: (company: Company) => IDataObject;
	/** How many records of its kind the sandbox holds now. */
	count: (company: Company) => number;
}

const tenantOf = (company: Company) => sandbox().tenant(company.tenantId) as unknown as {
	sales: { invoices: unknown[]; payments: unknown[] };
	purchasing: { payments: unknown[] };
	bookkeeping: { vouchers: unknown[] };
};

const WRITES: Write[] = [
	{
		name: 'Invoice → Create',
		method: 'POST',
		path: () => '/3/invoices',
		parameters: (c) => ({ resource: 'invoice', operation: 'create', customer: byNumber(c.customer), rowsInput: 'fields', rows: { row: [{ Description: 'Konsulttimme', DeliveredQuantity: 1, rowFields: { Price: 900 } }] }, additionalFields: {} }),
		count: (c) => tenantOf(c).sales.invoices.length,
	},
	{
		name: 'Invoice Payment → Create',
		method: 'POST',
		path: () => '/3/invoicepayments',
		parameters: (c) => ({ resource: 'invoicePayment', operation: 'create', documentNumber: byNumber(c.invoice), amount: 400, paymentDate: '2026-11-03', additionalFields: {} }),
		count: (c) => tenantOf(c).sales.payments.length,
	},
	{
		name: 'Invoice → Credit',
		method: 'PUT',
		path: (c) => `/3/invoices/${c.invoice}/credit`,
		parameters: (c) => ({ resource: 'invoice', operation: 'credit', documentNumber: byNumber(c.invoice) }),
		count: (c) => tenantOf(c).sales.invoices.length,
	},
	{
		name: 'Order → Create Invoice',
		method: 'PUT',
		path: (c) => `/3/orders/${c.order}/createinvoice`,
		parameters: (c) => ({ resource: 'order', operation: 'createInvoice', documentNumber: byNumber(c.order) }),
		count: (c) => tenantOf(c).sales.invoices.length,
	},
	{
		name: 'Supplier Invoice Payment → Create',
		method: 'POST',
		path: () => '/3/supplierinvoicepayments',
		parameters: (c) => ({ resource: 'supplierInvoicePayment', operation: 'create', documentNumber: byNumber(c.supplierInvoice), amount: 300, paymentDate: '2026-11-05', additionalFields: {} }),
		count: (c) => tenantOf(c).purchasing.payments.length,
	},
	{
		name: 'Voucher → Create',
		method: 'POST',
		path: () => '/3/vouchers',
		parameters: () => ({
			resource: 'voucher',
			operation: 'create',
			voucherSeries: 'A',
			transactionDate: '2026-11-20T00:00:00',
			description: 'Kontorsmaterial',
			rowsInput: 'fields',
			rows: { row: [{ Account: 6110, Debit: 800, Credit: 0 }, { Account: 1930, Debit: 0, Credit: 800 }] },
		}),
		count: (c) => tenantOf(c).bookkeeping.vouchers.length,
	},
];

const gateway503 = (retryAfter?: string): Fault => ({
	kind: 'answer',
	status: 503,
	headers: { 'Content-Type': 'text/html', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
	body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
});

describe('a 503 before a write: the service did not take it, so it is sent again', () => {
	const cases = WRITES.flatMap((write) => [
		[write.name, 'no Retry-After', write, undefined],
		[write.name, 'Retry-After: 1', write, '1'],
	] as const);

	it.each(cases)('%s, %s: the item succeeds and the record is made once', async (_name, _how, write, retryAfter) => {
		const c = await company();
		const before = write.count(c);
		const isWrite = (request: ProxiedRequest) => request.method === write.method && request.path === write.path(c);
		proxy().setRule(once(isWrite, gateway503(retryAfter)));
		const log = logFromNow();

		const result = await run(c.credential, write.parameters(c));
		expect(result.error()).toBeUndefined();
		expect(log(isWrite).map((request) => request.fault)).toEqual(['answer', 'pass']);
		expect(write.count(c)).toBe(before + 1);
	});

	it('a write that meets 503 on every attempt fails saying nothing was applied', async () => {
		const c = await company();
		const before = tenantOf(c).sales.invoices.length;
		const isCreate = (request: ProxiedRequest) => request.method === 'POST' && request.path === '/3/invoices';
		proxy().setRule((request) => (isCreate(request) ? gateway503('0') : { kind: 'pass' }));
		const log = logFromNow();

		const result = await run(c.credential, WRITES[0].parameters(c));
		const error = result.error() as NodeError;
		expect(error.message).toBe('Fortnox is unavailable (HTTP 503) and did not take the request, so nothing was applied: run the item again later.');
		expect(`${error.message} ${error.description}`).not.toMatch(/<html>|may have applied/i);
		expect(log(isCreate).length).toBeGreaterThan(1);
		expect(tenantOf(c).sales.invoices.length).toBe(before);
	});
});

describe("a 5xx carrying Fortnox's own error after a write it applied", () => {
	const fortnoxError = { ErrorInformation: { error: 1, message: 'Ett internt fel uppstod.', code: 2000359 } };
	const afterApplying = (status: number): Fault => ({ kind: 'rewrite', change: (answer) => ({ ...answer, status, json: fortnoxError }) });

	it.each([500, 502, 504])('HTTP %s: Fortnox’s message and code, with the may-have-applied advice; sent once', async (status) => {
		const c = await company();
		const before = tenantOf(c).sales.invoices.length;
		const isCreate = (request: ProxiedRequest) => request.method === 'POST' && request.path === '/3/invoices';
		proxy().setRule(once(isCreate, afterApplying(status)));
		const log = logFromNow();

		const result = await run(c.credential, WRITES[0].parameters(c));
		const error = result.error() as NodeError;
		expect(error.message).toBe(`Fortnox answered POST /3/invoices with a server error (HTTP ${status}: Ett internt fel uppstod. · code 2000359): Fortnox may have applied it`);
		expect(error.description).toMatch(/It was not sent again.*look the record up/);
		expect(log(isCreate)).toHaveLength(1);
		expect(tenantOf(c).sales.invoices.length).toBe(before + 1);
	});

	it('a GET that keeps failing with Fortnox’s own 500 is Fortnox refusing it: its message and code', async () => {
		const c = await company();
		const isGet = (request: ProxiedRequest) => request.method === 'GET' && request.path === `/3/invoices/${c.invoice}`;
		proxy().setRule((request) => (isGet(request) ? { kind: 'answer', status: 500, headers: { 'Content-Type': 'application/json', 'Retry-After': '0' }, body: JSON.stringify(fortnoxError) } : { kind: 'pass' }));

		const result = await run(c.credential, { resource: 'invoice', operation: 'get', documentNumber: byNumber(c.invoice) });
		const error = result.error() as NodeError;
		expect(error.message).toBe('Ett internt fel uppstod.');
		expect(error.description).toMatch(/Fortnox error code 2000359 · HTTP 500/);
	});
});
