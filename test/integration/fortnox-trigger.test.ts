import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { IDataObject, INode } from 'n8n-workflow';

import { byNumber, plusDays, useCoreSandbox } from '../harness/core';
import { once, startFaultProxy, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { ProxiedRequest } from '../harness/fault-proxy';
import { hostPoller } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import type { NodeSpec } from '../harness/run-workflow';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import { call, legacy } from '../sandbox/helpers';

type Credential = NodeSpec['credential'];

const TRIGGER = 'fortnoxTrigger';
const SALES_EVENTS = [
	'customerCreated',
	'customerUpdated',
	'articleCreated',
	'articleUpdated',
	'invoiceCreated',
	'invoiceBookkept',
	'invoiceFullyPaid',
	'invoiceCancelled',
	'invoiceOverdue',
	'invoicePaymentBookkept',
	'orderCreated',
	'orderUpdated',
	'offerCreated',
];

const { sandbox, coreRequests, salesCompany, oneRowDocument, today, madeLongAgo } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

/** Runs one operation of the Fortnox node: the changes the trigger should notice. */
async function change(credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject> {
	const result = await runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters } });
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company with two customers and an article, made long enough ago to be history to a first poll (unless `lately`). */
async function company(lately = false) {
	const made = await salesCompany({
		customers: [
			['Anna Andersson AB', { Email: 'anna@example.se' }],
			['Berit Bygg AB', { Email: 'berit@example.se' }],
		],
		articles: [['K1', 'Konsulttimme', 1000]],
	});
	if (!lately) madeLongAgo();
	return made;
}

/** The emitted items as "event number", for comparing whole polls. */
const NUMBER_FIELDS = ['DocumentNumber', 'CustomerNumber', 'ArticleNumber', 'Number'];
function summary(outcome: PollOutcome): string[] {
	expect(outcome.error).toBeUndefined();
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(NUMBER_FIELDS.map((field) => json[field]).find((value) => value !== undefined))}`);
}

const requestLines = () => coreRequests().map((request) => `${request.method} ${request.path}`);

/** A record's values written as Fortnox writes them in other answers: numbers as text with two decimals, "" as null and null as "". */
function writtenOtherwise(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(writtenOtherwise);
	if (value === null) return '';
	if (value === '') return null;
	if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(2) : String(value);
	if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, writtenOtherwise(field)]));
	return value;
}

/** A booked invoice of one row for `customer`: dated `invoiceDate`, so it can be overdue already. */
async function bookedInvoice(credential: Credential, customer: string, price: number, invoiceDate = today()): Promise<string> {
	const number = await oneRowDocument('invoice', credential, customer, price, { InvoiceDate: invoiceDate });
	await change(credential, 'invoice', { operation: 'bookkeep', documentNumber: byNumber(number) });
	return number;
}

/** A booked payment of all the invoice still owes, as the sandbox holds it. */
async function payInFull(credential: Credential, tenantId: string, invoice: string): Promise<string> {
	const stored = sandbox().tenant(tenantId).sales.invoices.find((document) => document.head.DocumentNumber === invoice)!;
	const amount = Number(stored.head.Balance);
	const payment = await change(credential, 'invoicePayment', { operation: 'create', documentNumber: byNumber(invoice), amount, paymentDate: today(), additionalFields: {} });
	await change(credential, 'invoicePayment', { operation: 'bookkeep', number: String(payment.Number) });
	return String(payment.Number);
}

/**
 * One change for each sales event but payments: a customer and an article made, the others changed; an
 * invoice made and bookkept, another made and cancelled, one dated two months back bookkept (overdue
 * now); an order and an offer made. Returns what the next poll should emit, in its order.
 */
async function everySalesChange(credential: Credential, customer: string, other: string) {
	const carl = String((await change(credential, 'customer', { operation: 'create', name: 'Carl Café', additionalFields: {} })).CustomerNumber);
	await change(credential, 'customer', { operation: 'update', customer: byNumber(other), updateFields: { City: 'Malmö' } });
	await change(credential, 'article', { operation: 'create', description: 'Resa', additionalFields: { ArticleNumber: 'R1', SalesPrice: 500 } });
	await change(credential, 'article', { operation: 'update', article: byNumber('K1'), updateFields: { SalesPrice: 1100 } });
	const booked = await bookedInvoice(credential, customer, 1000);
	const cancelled = await oneRowDocument('invoice', credential, customer, 200);
	await change(credential, 'invoice', { operation: 'cancel', documentNumber: byNumber(cancelled) });
	const overdue = await bookedInvoice(credential, other, 300, plusDays(today(), -60));
	const order = await oneRowDocument('order', credential, customer);
	const offer = await oneRowDocument('offer', credential, other);
	const expected = [
		// Kind by kind, within a kind by number.
		`customerUpdated ${other}`,
		`customerCreated ${carl}`,
		'articleUpdated K1',
		'articleCreated R1',
		`invoiceCreated ${booked}`,
		`invoiceBookkept ${booked}`,
		`invoiceCreated ${cancelled}`,
		`invoiceCancelled ${cancelled}`,
		`invoiceCreated ${overdue}`,
		`invoiceBookkept ${overdue}`,
		`orderCreated ${order}`,
		`offerCreated ${offer}`,
		`invoiceOverdue ${overdue}`,
	];
	return { booked, overdue, order, offer, expected };
}

describe('Fortnox Trigger', () => {
	it('takes a baseline, then fires every sales event exactly once over polls with changes in between and a restart', async () => {
		const { tenantId, credential, customer, other } = await company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: SALES_EVENTS } });

		// Poll 1 takes note of how things stand: nothing fires.
		expect(summary(await trigger.poll())).toEqual([]);
		expect(trigger.saved().kinds).toMatchObject({ customers: { known: { ranges: '1-2', others: [] } }, articles: { known: { others: ['K1'] } } });

		// Between polls 1 and 2: one change for each event but payments.
		const { booked, overdue, order, expected } = await everySalesChange(credential, customer, other);

		sandbox().clearRequests();
		const second = await trigger.poll();
		expect(summary(second)).toEqual(expected);
		// The whole record: the invoice with its rows, the customer as its GET gives it.
		expect(second.emitted?.[4].json).toMatchObject({ event: 'invoiceCreated', DocumentNumber: booked, Booked: true, InvoiceRows: [expect.objectContaining({ Description: 'Konsulttimmar', DeliveredQuantity: '1', Price: 1000 })] });
		expect(second.emitted?.[0].json).toMatchObject({ event: 'customerUpdated', CustomerNumber: other, City: 'Malmö' });
		// One list per kind and the overdue list; one GET per record the lists named (an event, or a version to compare).
		expect(requestLines().filter((line) => !/\/\d+$|\/[A-Z]\d+$/.test(line))).toEqual([
			'GET /3/customers',
			'GET /3/articles',
			'GET /3/invoices',
			'GET /3/invoicepayments',
			'GET /3/orders',
			'GET /3/offers',
			'GET /3/invoices',
		]);
		expect(coreRequests()[0].query).toMatchObject({ lastmodified: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), limit: '500' });
		expect(coreRequests().filter((request) => request.path === '/3/invoices').at(-1)?.query).toMatchObject({ filter: 'unpaidoverdue' });

		// Nothing changed: the boundary minute is read again, and nothing fires twice.
		expect(summary(await trigger.poll())).toEqual([]);

		// n8n restarts: the next poll starts from what it saved.
		trigger.restart();
		expect(summary(await trigger.poll())).toEqual([]);

		// Between polls: the bookkept invoice is paid in full, the order changed.
		const payment = await payInFull(credential, tenantId, booked);
		await change(credential, 'order', { operation: 'update', documentNumber: byNumber(order), rowsInput: 'keep', updateFields: { OurReference: 'Sara Sälj' } });
		const fourth = await trigger.poll();
		expect(summary(fourth)).toEqual([`invoiceFullyPaid ${booked}`, `invoicePaymentBookkept ${payment}`, `orderUpdated ${order}`]);
		expect(fourth.emitted?.[0].json).toMatchObject({ Balance: 0, FinalPayDate: today() });
		expect(sandbox().tenant(tenantId).sales.invoices.find((document) => document.head.DocumentNumber === booked)?.head).toMatchObject({ Balance: 0, Booked: true });

		trigger.restart();
		expect(summary(await trigger.poll())).toEqual([]);
		// Settled records are forgotten: the paid and the cancelled invoice are no longer open.
		const invoices = (trigger.saved().kinds as Record<string, IDataObject>).invoices;
		expect(Object.keys(invoices.open as IDataObject)).toEqual([overdue]);

		// The order changes once more: it is an update again, once.
		await change(credential, 'order', { operation: 'update', documentNumber: byNumber(order), rowsInput: 'keep', updateFields: { OurReference: 'Sven Sälj' } });
		expect(summary(await trigger.poll())).toEqual([`orderUpdated ${order}`]);
		expect(summary(await trigger.poll())).toEqual([]);
		// Each poll fetches every customer, article and order changed in the minutes around the last poll (to compare versions), at the transport's pace.
	}, 180_000);

	it('with Include Whole Record off, an event the lists tell carries the list item and costs no request; an Updated event still fetches its record', async () => {
		const { credential, customer, other } = await company();
		const events = ['articleCreated', 'customerUpdated', 'invoiceCreated', 'invoiceBookkept', 'invoiceCancelled', 'invoiceOverdue', 'orderCreated', 'offerCreated'];
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events, options: { includeWholeRecord: false } } });
		expect(summary(await trigger.poll())).toEqual([]);
		const { expected } = await everySalesChange(credential, customer, other);

		sandbox().clearRequests();
		const second = await trigger.poll();
		expect(summary(second)).toEqual(expected.filter((line) => events.includes(line.split(' ')[0])));
		// The same lists as ever; the only GETs are the customers' (their versions: Customer Updated is watched).
		expect(requestLines().filter((line) => /\/\d+$|\/[A-Z]\d+$/.test(line) && !line.startsWith('GET /3/customers/'))).toEqual([]);
		const json = (event: string) => second.emitted!.find((emitted) => emitted.json.event === event)!.json;
		// The invoice as its list shows it (no rows), the customer whole.
		expect(json('invoiceBookkept')).toMatchObject({ Booked: true, Balance: 1250 });
		expect(json('invoiceBookkept').InvoiceRows).toBeUndefined();
		expect(json('customerUpdated')).toMatchObject({ CustomerNumber: other, City: 'Malmö', DefaultTemplates: expect.any(Object) });
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('fetches a record once a poll, however many events it carries: an invoice created, bookkept and overdue since the last poll is one GET', async () => {
		const { credential, customer } = await company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['invoiceCreated', 'invoiceBookkept', 'invoiceOverdue'] } });
		expect(summary(await trigger.poll())).toEqual([]);
		const overdue = await bookedInvoice(credential, customer, 300, plusDays(today(), -60));
		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual([`invoiceCreated ${overdue}`, `invoiceBookkept ${overdue}`, `invoiceOverdue ${overdue}`]);
		expect(requestLines().filter((line) => line === `GET /3/invoices/${overdue}`)).toHaveLength(1);
	});

	it('filters by customer: only that customer’s invoices fire, and the list is asked for them alone', async () => {
		const { credential, customer, other } = await company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['invoiceCreated'], filters: { customerNumber: customer } } });
		expect(summary(await trigger.poll())).toEqual([]);
		const mine = await oneRowDocument('invoice', credential, customer);
		await oneRowDocument('invoice', credential, other);
		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual([`invoiceCreated ${mine}`]);
		expect(coreRequests()[0].query).toMatchObject({ customernumber: customer });
	});

	it('adding an Updated event later starts the kind afresh: records read again from the boundary minute are no updates', async () => {
		const { credential, customer } = await company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'] } });
		expect(summary(await trigger.poll())).toEqual([]);
		// The company's customers were changed a moment ago: the next poll lists them again.
		trigger.reconfigure({ events: ['customerCreated', 'customerUpdated'] });
		expect(summary(await trigger.poll())).toEqual([]);
		expect(summary(await trigger.poll())).toEqual([]);
		await change(credential, 'customer', { operation: 'update', customer: byNumber(customer), updateFields: { City: 'Visby' } });
		expect(summary(await trigger.poll())).toEqual([`customerUpdated ${customer}`]);
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('a failing poll (Fortnox answers 500 late in the poll) throws a clear error, moves nothing, and the next poll, after a restart, emits every event it missed once', async () => {
		const { tenantId, credential, customer, other } = await company();
		// The requests Fortnox answers with a 500 (Retry-After 0: the transport's retries come at once).
		let failing: (request: ProxiedRequest) => boolean = () => false;
		let failed500 = 0;
		const faulty = await startFaultProxy(sandbox().url, (request) =>
			failing(request)
				? (failed500++, { kind: 'answer', status: 500, headers: { 'Retry-After': '0' }, body: JSON.stringify({ ErrorInformation: { error: 1, message: 'Internt fel', code: 2000000 } }) })
				: { kind: 'pass' },
		);
		const { accessToken, clientSecret } = sandbox().tenant(tenantId);
		const pollCredential = { id: `proxy-${tenantId}`, type: 'fortnoxApi' as const };
		credentialsHelper.set(pollCredential.id, { accessToken, clientSecret, baseUrl: faulty.url });
		const failedPoll = async (trigger: ReturnType<typeof hostPoller>, before: IDataObject) => {
			failed500 = 0;
			const failed = await trigger.poll();
			expect(failed.error?.description).toMatch(/Nothing was marked as seen: the next poll that succeeds reports what this one missed\.$/);
			expect(failed500).toBeGreaterThan(0);
			expect(trigger.saved()).toEqual(before);
		};
		try {
			const trigger = hostPoller({ type: TRIGGER, credential: pollCredential, parameters: { events: SALES_EVENTS } });
			expect(summary(await trigger.poll())).toEqual([]);
			const before = trigger.saved();
			const { booked, offer, expected } = await everySalesChange(credential, customer, other);

			// Every list is read and most records fetched; the offer's GET fails: nothing of the poll counts.
			failing = (request) => request.path === `/3/offers/${offer}`;
			await failedPoll(trigger, before);
			// Then the poll's last list, the overdue invoices, fails.
			failing = (request) => request.path === '/3/invoices' && request.query.get('filter') === 'unpaidoverdue';
			await failedPoll(trigger, before);

			// n8n restarts; Fortnox answers again: every event once, then nothing.
			failing = () => false;
			trigger.restart();
			expect(summary(await trigger.poll())).toEqual(expected);
			expect(summary(await trigger.poll())).toEqual([]);

			// A payment: its GET fails once, then it fires once, with the invoice it paid.
			const payment = await payInFull(credential, tenantId, booked);
			failing = (request) => request.path === `/3/invoicepayments/${payment}`;
			await failedPoll(trigger, trigger.saved());
			failing = () => false;
			expect(summary(await trigger.poll())).toEqual([`invoiceFullyPaid ${booked}`, `invoicePaymentBookkept ${payment}`]);
			expect(summary(await trigger.poll())).toEqual([]);
		} finally {
			await faulty.close();
		}
	}, 300_000);

	it('a record that changes while the poll reads it fires once, with what it holds when fetched, and not again', async () => {
		const { tenantId, credential, customer } = await company();
		throughProxy(credential, proxy());
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerUpdated'] } });
		expect(summary(await trigger.poll())).toEqual([]);
		await change(credential, 'customer', { operation: 'update', customer: byNumber(customer), updateFields: { City: 'Lund' } });

		// After the list named it and before its GET, the customer changes again.
		proxy().setRule(
			once((request) => request.method === 'GET' && request.path === `/3/customers/${customer}`, {
				kind: 'before',
				action: async () => void (await change(credential, 'customer', { operation: 'update', customer: byNumber(customer), updateFields: { City: 'Ystad' } })),
			}),
		);
		const during = await trigger.poll();
		expect(summary(during)).toEqual([`customerUpdated ${customer}`]);
		expect(during.emitted?.[0].json).toMatchObject({ City: 'Ystad' });
		expect(sandbox().tenant(tenantId).customers.find((stored) => stored.CustomerNumber === customer)?.City).toBe('Ystad');
		// Listed again (it changed after the poll began), with the version already emitted: nothing.
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it("its credential now another company's: it starts afresh there, as on activation, instead of reading that company against the first one's memory", async () => {
		const { credential } = await company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated', 'customerUpdated'] } });
		expect(summary(await trigger.poll())).toEqual([]);

		// Another company: customers 1 to 3 of its own, none of them the first company's.
		const other = await salesCompany({ customers: [['Cecilia Café AB', {}], ['David Däck AB', {}], ['Erik El AB', {}]], articles: [] });
		madeLongAgo();
		credentialsHelper.set(credential.id, credentialsHelper.stored.get(other.credential.id)!);
		expect(summary(await trigger.poll())).toEqual([]);

		const made = await change(other.credential, 'customer', { operation: 'create', name: 'Fia Frakt AB', additionalFields: {} });
		await change(other.credential, 'customer', { operation: 'update', customer: byNumber(other.customer), updateFields: { City: 'Lund' } });
		expect(summary(await trigger.poll())).toEqual([`customerUpdated ${other.customer}`, `customerCreated ${String(made.CustomerNumber)}`]);
	});

	it('a customer deleted between two pages of the list shifts no other one out of the read: every new customer fires once', async () => {
		const { tenantId, credential } = await company();
		throughProxy(credential, proxy());
		// 500 customers: a full page of the list. The 498 made as the trigger is activated are news to it.
		sandbox().addCustomers(tenantId, 498);
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'], options: { includeWholeRecord: false } } });
		expect(summary(await trigger.poll())).toHaveLength(498);
		// Two new ones: they open page 2 of the customers changed since the baseline.
		sandbox().addCustomers(tenantId, 2);
		const isLaterPage = (request: ProxiedRequest) => request.path === '/3/customers' && request.query.has('offset');
		// Just before page 2 is read, customer 5 is deleted: customer 501 moves up onto page 1.
		proxy().setRule(once(isLaterPage, { kind: 'before', action: async () => void (await change(credential, 'customer', { operation: 'delete', customer: byNumber('5') })) }));

		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual(['customerCreated 501', 'customerCreated 502']);
		expect(sandbox().tenant(tenantId).customers).toHaveLength(501);
		// The read saw the shift and started over: two pages, then one (the 499 changed since fit on it).
		expect(coreRequests().filter((request) => request.path === '/3/customers').map((request) => request.query.offset ?? 'first')).toEqual(['first', '499', 'first']);
		expect(summary(await trigger.poll())).toEqual([]);
	});


	it('a customer made after the activation but before the first poll fires, though a customer numbered by hand stands above the series; an old one changed then does not', async () => {
		const { credential, customer } = await company(true);
		// An import's customer, numbered by hand far above Fortnox's series (1, 2, …).
		await change(credential, 'customer', { operation: 'create', name: 'Importerad AB', additionalFields: { CustomerNumber: '1001' } });
		madeLongAgo();
		// n8n answered the activation; its first poll comes a moment later, after these two changes.
		await change(credential, 'customer', { operation: 'update', customer: byNumber(customer), updateFields: { City: 'Lund' } });
		const made = String((await change(credential, 'customer', { operation: 'create', name: 'Genast AB', additionalFields: {} })).CustomerNumber);
		expect(made).toBe('3');
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'] } });
		expect(summary(await trigger.poll())).toEqual([`customerCreated ${made}`]);
		expect(summary(await trigger.poll())).toEqual([]);
	});
	it('a customer read again with the same values written otherwise (numbers as text, null for "") fires no Updated; a real change does', async () => {
		const { credential, customer } = await company(true);
		throughProxy(credential, proxy());
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerUpdated'] } });
		expect(summary(await trigger.poll())).toEqual([]);

		// From now on Fortnox writes the customer's values as it does in other answers: 0 as "0.00", "" as null and null as "".
		const isCustomer = (request: ProxiedRequest) => request.method === 'GET' && request.path === `/3/customers/${customer}`;
		proxy().setRule((request) => (isCustomer(request) ? { kind: 'rewrite', change: (answer) => ({ ...answer, json: writtenOtherwise(answer.json) }) } : { kind: 'pass' }));
		// Listed again (it changed in the minute the last poll read from) and read with its values written otherwise: nothing.
		expect(summary(await trigger.poll())).toEqual([]);
		expect(proxy().log.filter((request) => isCustomer(request) && request.fault === 'rewrite')).toHaveLength(1);

		await change(credential, 'customer', { operation: 'update', customer: byNumber(customer), updateFields: { City: 'Gävle' } });
		expect(summary(await trigger.poll())).toEqual([`customerUpdated ${customer}`]);
	});

	it('a memory whose versions an earlier release digested from the records as written: an unchanged record fires nothing, a changed one fires once', async () => {
		const { tenantId, credential, customer, other } = await company(true);
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerUpdated'] } });
		expect(summary(await trigger.poll())).toEqual([]);
		// As the release before kept them: a digest of the record exactly as its GET answered.
		const { customers } = trigger.saved().kinds as { customers: IDataObject & { versions: Record<string, [string, number]> } };
		expect(Object.keys(customers.versions).sort()).toEqual([customer, other].sort());
		const asWritten = async (id: string) => {
			const { body } = await call<{ Customer: IDataObject }>(sandbox(), 'GET', `/3/customers/${id}`, { auth: legacy({ ...sandbox().tenant(tenantId), tenantId }) });
			return createHash('sha256').update(JSON.stringify(body.Customer)).digest('hex').slice(0, 16);
		};
		const before = Object.fromEntries(await Promise.all(Object.entries(customers.versions).map(async ([id, [, at]]) => [id, [await asWritten(id), at]])));
		trigger.restart({ kinds: { customers: { ...customers, versions: before } } });

		await change(credential, 'customer', { operation: 'update', customer: byNumber(other), updateFields: { City: 'Gävle' } });
		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual([`customerUpdated ${other}`]);
		// Both were read again and compared: the unchanged one by the earlier release's digest.
		expect(requestLines()).toEqual(expect.arrayContaining([`GET /3/customers/${customer}`, `GET /3/customers/${other}`]));
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('answers a manual test ("Fetch Test Event") with the newest record of each chosen event', async () => {
		const { credential, customer } = await company();
		const first = await bookedInvoice(credential, customer, 100);
		const newest = await oneRowDocument('invoice', credential, customer, 200);
		const result = await runNode({ type: TRIGGER, credential, parameters: { events: ['invoiceCreated', 'invoiceBookkept'] } });
		expect(result.error()).toBeUndefined();
		expect(result.items.map(({ json }) => [json.event, json.DocumentNumber])).toEqual([
			['invoiceCreated', newest],
			['invoiceBookkept', first],
		]);
		expect(result.items[0].json.InvoiceRows).toHaveLength(1);
	});

	it('refuses settings it cannot poll with before sending anything', async () => {
		const { credential } = await company();
		for (const [parameters, message] of [
			[{ events: [] }, /^Events are empty: choose at least one event$/],
			[{ events: ['invoicePaid'] }, /^Events include "invoicePaid": each must be one of /],
		] as Array<[IDataObject, RegExp]>) {
			sandbox().clearRequests();
			const failed = await hostPoller({ type: TRIGGER, credential, parameters }).poll();
			expect(failed.error?.message).toMatch(message);
			expect(coreRequests()).toEqual([]);
		}
	});
});

describe('examples/invoice-paid-thank-you.json through n8n-core', () => {
	const example = JSON.parse(readFileSync(join(__dirname, '../../examples/invoice-paid-thank-you.json'), 'utf8')) as { nodes: INode[] };
	const node = (name: string) => example.nodes.find((candidate) => candidate.name === name)!;

	it('e-mails an invoice once it is paid in full, once', async () => {
		const { tenantId, credential, customer } = await company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: node('Invoice fully paid').parameters as IDataObject });
		const invoice = await bookedInvoice(credential, customer, 4000);
		expect(summary(await trigger.poll())).toEqual([]);
		await payInFull(credential, tenantId, invoice);

		const emitted = await trigger.poll();
		expect(summary(emitted)).toEqual([`invoiceFullyPaid ${invoice}`]);
		const mailed = await runNode({ type: 'fortnox', credential, parameters: node('E-mail the paid invoice').parameters as IDataObject }, emitted.emitted!);
		expect(mailed.error()).toBeUndefined();
		expect(sandbox().sentSalesMails(tenantId)).toEqual([expect.objectContaining({ kind: 'invoice', documentNumber: invoice, to: 'anna@example.se' })]);
		expect(summary(await trigger.poll())).toEqual([]);
	});
});
