import { Logger } from '@n8n/backend-common';
import type { IDataObject } from 'n8n-workflow';

import { eventually } from '../harness/eventually';
import { byNumber, plusDays, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { byId } from '../harness/warehouse';
import type { ProxiedRequest } from '../harness/fault-proxy';
import { pass, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential } from '../harness/sandbox';
import type { StreamHost } from '../harness/stream-host';
import { hostTrigger } from '../harness/stream-host';
import { ACTIVATION_MARGIN_MS } from '../../nodes/shared/activation-margin';
import { RETRY_REFUSED_MS } from '../../nodes/FortnoxStreamTrigger/refused-reads';

type Credential = NodeSpec['credential'];

const TRIGGER = 'fortnoxStreamTrigger';
const { sandbox, salesCompany, oneRowDocument, today } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

/** Runs one operation of the Fortnox node: the changes the trigger should tell. */
async function change(credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject> {
	const result = await runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters } });
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

const NUMBER_FIELDS = ['DocumentNumber', 'CustomerNumber', 'ArticleNumber', 'SupplierNumber', 'ProjectNumber', 'Code', 'GivenNumber', 'Number', 'VoucherNumber'];
/** The runs as "event number" lines, one line per item. */
const lines = (host: StreamHost) =>
	host.runs.flatMap((run) => run.items.map((json) => `${String(json.event)} ${String(NUMBER_FIELDS.map((field) => json[field]).find((value) => value !== undefined))}`));

const hosts: StreamHost[] = [];
function trigger(credential: Credential, events: string[], options: IDataObject = {}): StreamHost {
	const host = hostTrigger({ type: TRIGGER, credential, parameters: { events, options } });
	hosts.push(host);
	return host;
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const realNow = Date.now.bind(Date);
let movedBy = 0;
/** Moves n8n's clock (Date.now) and Fortnox's (the sandbox's) on by `ms` together, as time passing while the workflow is inactive. */
function timePasses(ms: number): void {
	movedBy += ms;
	jest.spyOn(Date, 'now').mockImplementation(() => realNow() + movedBy);
	sandbox().setTime(realNow() + movedBy);
}

afterEach(async () => {
	for (const host of hosts.splice(0)) await host.deactivate();
	sandbox().stream.duplicateEvery(0);
	sandbox().stream.refuseOldOffsets(false);
	jest.restoreAllMocks();
	movedBy = 0;
	sandbox().setTime(null);
});

/** A company whose customers and article were made long enough ago to be history to a trigger activated now. */
async function company() {
	const made = await salesCompany({ customers: [['Anna Andersson AB', {}], ['Berit Bygg AB', {}]], articles: [['K1', 'Konsulttimme', 1000]] });
	timePasses(ACTIVATION_MARGIN_MS + MINUTE);
	return made;
}

const totalInStock = (rows: IDataObject[]) => rows.reduce((sum, row) => sum + Number(row.inStock), 0);
/** An item's stock balance per stock point, read from the sandbox as Fortnox's warehouse answers it. */
async function stockBalance(tenant: { accessToken: string; clientSecret: string }, itemId: string): Promise<IDataObject[]> {
	const answer = await fetch(`${sandbox().url}/api/warehouse/status-v1/stockbalance?itemIds=${itemId}`, { headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret } });
	expect(answer.status).toBe(200);
	return (await answer.json()) as IDataObject[];
}

/** "event 9" before "event 10". */
const padded = (line: string) => line.replace(/\d+/g, (n) => n.padStart(9, '0'));
const byNumberLine = (a: string, b: string) => padded(a).localeCompare(padded(b));

/** Waits until nothing more arrives for a moment: what came is all that will. */
async function settled(host: StreamHost, expected: number): Promise<string[]> {
	await host.runsReach(expected);
	await new Promise((resolve) => setTimeout(resolve, 300));
	return lines(host);
}

/**
 * Moves n8n's clock 51 minutes on, past the connection's 50-minute renewal, until the sandbox sees
 * a token request after the `before` it had counted.
 */
async function renewalDue(before: number): Promise<void> {
	const now = Date.now();
	const clock = jest.spyOn(Date, 'now').mockImplementation(() => now + 51 * 60_000);
	try {
		await eventually('the renewal\'s token request', () => sandbox().stats.tokenRequests !== before);
	} finally {
		clock.mockRestore();
	}
	expect(sandbox().stats.tokenRequests).toBeGreaterThan(before);
}

/**
 * A workflow hears customer 1 and is deactivated; a day later customer 2 is made and customer 1
 * changed (three weeks later the stream no longer has them); twenty days on, customer 3 is made
 * (the stream still has it), and a minute later the workflow may be activated again.
 */
async function weeksAway(credential: Credential, host: StreamHost): Promise<void> {
	await host.activate();
	await change(credential, 'customer', { operation: 'create', name: 'Anna', additionalFields: {} });
	await host.runsReach(1);
	await host.deactivate();
	timePasses(DAY);
	await change(credential, 'customer', { operation: 'create', name: 'Berit', additionalFields: {} });
	await change(credential, 'customer', { operation: 'update', customer: byNumber('1'), updateFields: { City: 'Malmö' } });
	timePasses(20 * DAY);
	await change(credential, 'customer', { operation: 'create', name: 'Carl', additionalFields: {} });
	timePasses(MINUTE);
}

/**
 * A workflow hears customer 1 and is deactivated with the memory an earlier release kept (offsets
 * and company, no time last heard); a day later customer 2 is made, and twenty days pass.
 */
async function awayWithAnEarlierMemory(credential: Credential, host: StreamHost): Promise<void> {
	await host.activate();
	await change(credential, 'customer', { operation: 'create', name: 'Anna', additionalFields: {} });
	await host.runsReach(1);
	await host.deactivate();
	const { offsets, tenantId } = host.saved();
	host.keep({ offsets, tenantId });
	timePasses(DAY);
	await change(credential, 'customer', { operation: 'create', name: 'Berit', additionalFields: {} });
	timePasses(20 * DAY);
}

describe('Fortnox Stream Trigger', () => {
	it('fires each sales event once, with the whole record, from changes made after activation', async () => {
		const { credential, customer, other } = await company();
		const host = trigger(credential, [
			'customerCreated', 'customerUpdated', 'articleCreated', 'articleUpdated', 'invoiceCreated', 'invoiceUpdated', 'invoiceBookkept',
			'invoiceCancelled', 'invoicePaymentBookkept', 'invoiceFullyPaid', 'orderCreated', 'orderUpdated', 'offerCreated', 'offerUpdated',
		]);
		await host.activate();

		const carl = String((await change(credential, 'customer', { operation: 'create', name: 'Carl Café', additionalFields: {} })).CustomerNumber);
		await change(credential, 'customer', { operation: 'update', customer: byNumber(other), updateFields: { City: 'Malmö' } });
		await change(credential, 'article', { operation: 'create', description: 'Resa', additionalFields: { ArticleNumber: 'R1', SalesPrice: 500 } });
		await change(credential, 'article', { operation: 'update', article: byNumber('K1'), updateFields: { SalesPrice: 1100 } });
		const invoice = await oneRowDocument('invoice', credential, customer, 1000);
		await change(credential, 'invoice', { operation: 'update', documentNumber: byNumber(invoice), updateFields: { YourReference: 'Anna' } });
		await change(credential, 'invoice', { operation: 'bookkeep', documentNumber: byNumber(invoice) });
		const cancelled = await oneRowDocument('invoice', credential, customer, 200);
		await change(credential, 'invoice', { operation: 'cancel', documentNumber: byNumber(cancelled) });
		const payment = await change(credential, 'invoicePayment', { operation: 'create', documentNumber: byNumber(invoice), amount: 1250, paymentDate: today(), additionalFields: {} });
		await change(credential, 'invoicePayment', { operation: 'bookkeep', number: String(payment.Number) });
		const order = await oneRowDocument('order', credential, customer);
		await change(credential, 'order', { operation: 'update', documentNumber: byNumber(order), updateFields: { YourReference: 'Berit' } });
		const offer = await oneRowDocument('offer', credential, other);
		await change(credential, 'offer', { operation: 'update', documentNumber: byNumber(offer), updateFields: { YourReference: 'Carl' } });

		expect(await settled(host, 14)).toEqual([
			`customerCreated ${carl}`,
			`customerUpdated ${other}`,
			'articleCreated R1',
			'articleUpdated K1',
			`invoiceCreated ${invoice}`,
			`invoiceUpdated ${invoice}`,
			`invoiceBookkept ${invoice}`,
			`invoiceCreated ${cancelled}`,
			`invoiceCancelled ${cancelled}`,
			`invoicePaymentBookkept ${String(payment.Number)}`,
			`invoiceFullyPaid ${invoice}`,
			`orderCreated ${order}`,
			`orderUpdated ${order}`,
			`offerCreated ${offer}`,
			`offerUpdated ${offer}`,
		]);
		// The whole record: an invoice with its rows, as the single GET gives it.
		const bookkept = host.runs.flatMap((run) => run.items).find((item) => item.event === 'invoiceBookkept')!;
		expect(bookkept).toMatchObject({ DocumentNumber: invoice, Booked: true, InvoiceRows: [expect.objectContaining({ Price: 1000 })] });
		// The payment's two events are one run, with one deduplication key: workflow, node, tenant, topic and offset.
		const paid = host.runs.find((run) => run.items.some((item) => item.event === 'invoiceFullyPaid'))!;
		expect(paid.items.map((item) => item.event)).toEqual(['invoicePaymentBookkept', 'invoiceFullyPaid']);
		expect(paid.key).toMatch(/^trigger-workflow-\d+:node-0:[^:]+:invoices:\d+$/);
		expect(new Set(host.runs.map((run) => run.key)).size).toBe(host.runs.length);
	});

	it('fires the purchasing, bookkeeping and register events the stream adds', async () => {
		const { tenantId, credential } = await company();
		const host = trigger(credential, [
			'supplierCreated', 'supplierUpdated', 'supplierInvoiceCreated', 'supplierInvoiceUpdated', 'supplierInvoiceBookkept', 'projectCreated', 'projectUpdated',
			'costCenterCreated', 'costCenterUpdated', 'currencyCreated', 'currencyUpdated', 'voucherCreated',
		]);
		await host.activate();

		const supplier = String((await change(credential, 'supplier', { operation: 'create', name: 'Leverantören AB', additionalFields: {} })).SupplierNumber);
		await change(credential, 'supplier', { operation: 'update', supplier: byNumber(supplier), updateFields: { City: 'Lund' } });
		const invoice = await change(credential, 'supplierInvoice', {
			operation: 'create',
			supplier: byNumber(supplier),
			Total: 1000,
			VAT: 200,
			InvoiceDate: today(),
			DueDate: plusDays(today(), 30),
			rowsInput: 'fields',
			rows: { row: [{ Account: 4010, Debit: 800, Credit: 0 }] },
			additionalFields: {},
		});
		await change(credential, 'supplierInvoice', { operation: 'update', documentNumber: byNumber(String(invoice.GivenNumber)), rowsInput: 'keep', updateFields: { Comments: 'Attesteras' } });
		await change(credential, 'supplierInvoice', { operation: 'approveBookkeep', documentNumber: byNumber(String(invoice.GivenNumber)) });
		const project = String((await change(credential, 'project', { operation: 'create', description: 'Bygget', additionalFields: {} })).ProjectNumber);
		await change(credential, 'project', { operation: 'update', project: byNumber(project), updateFields: { Status: 'ONGOING' } });
		await change(credential, 'costCenter', { operation: 'create', code: 'SALJ', description: 'Sälj', additionalFields: {} });
		await change(credential, 'costCenter', { operation: 'update', costCenter: byNumber('SALJ'), updateFields: { Active: false } });
		// The Fortnox node has no currency resource: the bookkeeper adds and changes one in Fortnox.
		const books = sandbox().tenant(tenantId);
		const asBookkeeper = async (method: string, path: string, body: IDataObject) =>
			expect((await fetch(`${sandbox().url}${path}`, { method, headers: { 'Access-Token': books.accessToken, 'Client-Secret': books.clientSecret, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).ok).toBe(true);
		await asBookkeeper('POST', '/3/currencies', { Currency: { Code: 'NOK', Description: 'Norska kronor' } });
		await asBookkeeper('PUT', '/3/currencies/NOK', { Currency: { BuyRate: 0.95 } });
		const voucher = await change(credential, 'voucher', {
			operation: 'create',
			voucherSeries: 'A',
			transactionDate: today(),
			description: 'Kassa',
			rowsInput: 'fields',
			rows: { row: [{ Account: 1930, Debit: 100, Credit: 0 }, { Account: 3001, Debit: 0, Credit: 100 }] },
		});

		expect(await settled(host, 12)).toEqual([
			`supplierCreated ${supplier}`,
			`supplierUpdated ${supplier}`,
			`supplierInvoiceCreated ${String(invoice.GivenNumber)}`,
			`supplierInvoiceUpdated ${String(invoice.GivenNumber)}`,
			`supplierInvoiceBookkept ${String(invoice.GivenNumber)}`,
			`projectCreated ${project}`,
			`projectUpdated ${project}`,
			'costCenterCreated SALJ',
			'costCenterUpdated SALJ',
			'currencyCreated NOK',
			'currencyUpdated NOK',
			`voucherCreated ${String(voucher.VoucherNumber)}`,
		]);
	});

	it("fires Warehouse Stock Balance Changed for each item a released warehouse document moves, with its balance per stock point", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		sandbox().setWarehouseToday(tenant.tenantId, today());
		const host = trigger(credential, ['warehouseStockBalanceChanged']);
		await host.activate();
		const warehouse = async (parameters: IDataObject) => {
			const result = await runNode({ type: 'fortnoxWarehouse', credential, parameters: { resource: 'manualInboundDocument', ...parameters } });
			expect(result.error()).toBeUndefined();
			return result.items[0].json;
		};
		const document = await warehouse({
			operation: 'create',
			date: today(),
			rows: { row: [{ itemId: '1001', quantity: 5, stockLocation: 'A1' }, { itemId: '1002', quantity: 2, stockLocation: 'A1' }] },
			additionalFields: {},
		});
		const chairsBefore = totalInStock(await stockBalance(tenant, '1001'));
		// Made but not released: no stock moved yet.
		await new Promise((resolve) => setTimeout(resolve, 300));
		expect(host.runs).toEqual([]);
		await warehouse({ operation: 'release', id: byId(String(document.id)) });

		const runs = await host.runsReach(2);
		const items = runs.flatMap((run) => run.items);
		expect(items.map((item) => `${String(item.event)} ${String(item.itemId)}`).sort()).toEqual(['warehouseStockBalanceChanged 1001', 'warehouseStockBalanceChanged 1002']);
		const chairs = items.find((item) => item.itemId === '1001')!;
		expect(chairs.stockBalance).toEqual(expect.arrayContaining([expect.objectContaining({ itemId: '1001', inStock: expect.any(Number) })]));
		// The balance the event carries is the one after the release: five chairs more than before it.
		expect(totalInStock(chairs.stockBalance as IDataObject[])).toBe(chairsBefore + 5);
	});

	it('hands each event on once when the stream sends it twice', async () => {
		const { credential } = await company();
		const host = trigger(credential, ['customerCreated']);
		await host.activate();
		sandbox().stream.duplicateEvery(1);
		for (const name of ['Ada', 'Bo', 'Cia']) await change(credential, 'customer', { operation: 'create', name, additionalFields: {} });
		expect(await settled(host, 3)).toEqual(['customerCreated 3', 'customerCreated 4', 'customerCreated 5']);
	});

	it('loses nothing and doubles nothing across a dropped connection', async () => {
		const { credential } = await company();
		const host = trigger(credential, ['customerCreated']);
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Före', additionalFields: {} });
		await host.runsReach(1);
		sandbox().stream.dropConnections();
		// Made while the trigger is away (it waits a second before it connects again).
		await change(credential, 'customer', { operation: 'create', name: 'Under', additionalFields: {} });
		await change(credential, 'customer', { operation: 'create', name: 'Medan', additionalFields: {} });
		await host.runsReach(3);
		await change(credential, 'customer', { operation: 'create', name: 'Efter', additionalFields: {} });
		expect(await settled(host, 4)).toEqual(['customerCreated 3', 'customerCreated 4', 'customerCreated 5', 'customerCreated 6']);
		expect(sandbox().stream.connections()).toHaveLength(1);
		// A drop it recovered from in a second is a line in n8n's log, not a failed run an error workflow would alert on.
		expect(host.failures).toEqual([]);
	});

	it('gives every event to each of two workflows that follow the same company and topic', async () => {
		const { credential } = await company();
		const crm = trigger(credential, ['customerCreated']);
		const slack = trigger(credential, ['customerCreated', 'customerUpdated']);
		await crm.activate();
		await slack.activate();
		for (const name of ['Ada', 'Bo', 'Cia']) await change(credential, 'customer', { operation: 'create', name, additionalFields: {} });
		const all = ['customerCreated 3', 'customerCreated 4', 'customerCreated 5'];
		expect(await settled(crm, 3)).toEqual(all);
		expect(await settled(slack, 3)).toEqual(all);
		// n8n refused none of their runs as a repeat of another workflow's.
		expect([...crm.skipped, ...slack.skipped]).toEqual([]);
	});

	it("reads each event's record once for ten workflows of one company, and gives each workflow a copy of its own", async () => {
		const { credential } = await company();
		const workflows = Array.from({ length: 10 }, () => trigger(credential, ['customerCreated']));
		for (const workflow of workflows) await workflow.activate();
		sandbox().clearRequests();
		// Bursts of five at once, as an import or a webshop makes them.
		for (let burst = 0; burst < 2; burst++) {
			await Promise.all(['A', 'B', 'C', 'D', 'E'].map(async (name) => await change(credential, 'customer', { operation: 'create', name: `${name}${burst}`, additionalFields: {} })));
		}
		const made = ['3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
		for (const workflow of workflows) expect((await settled(workflow, 10)).sort(byNumberLine)).toEqual(made.map((number) => `customerCreated ${number}`));
		const reads = sandbox().requests.filter((request) => request.method === 'GET' && /^\/3\/customers\/\d+$/.test(request.path));
		expect(reads.map((request) => request.path).sort(byNumberLine)).toEqual(made.map((number) => `/3/customers/${number}`));

		// A workflow that changes the record it runs with changes its own copy only.
		const [first, second] = workflows.map((workflow) => workflow.runs.flatMap((run) => run.items).find((item) => item.CustomerNumber === '3')!);
		(first.DefaultDeliveryTypes as IDataObject).Invoice = 'changed by the first workflow';
		expect(second.DefaultDeliveryTypes).not.toEqual(first.DefaultDeliveryTypes);
	});

	it('reads a record again for a later event of it', async () => {
		const { credential, other } = await company();
		const workflows = [trigger(credential, ['customerUpdated']), trigger(credential, ['customerUpdated'])];
		for (const workflow of workflows) await workflow.activate();
		await change(credential, 'customer', { operation: 'update', customer: byNumber(other), updateFields: { City: 'Malmö' } });
		for (const workflow of workflows) await workflow.runsReach(1);
		await change(credential, 'customer', { operation: 'update', customer: byNumber(other), updateFields: { City: 'Lund' } });
		for (const workflow of workflows) {
			await workflow.runsReach(2);
			expect(workflow.runs.map((run) => run.items[0].City)).toEqual(['Malmö', 'Lund']);
		}
	});

	it('hands on a change made as soon as n8n answered the activation, before the trigger started, with Fortnox a second behind', async () => {
		const { credential } = await company();
		sandbox().setTime(Date.now() - 1_000);
		const host = trigger(credential, ['customerCreated']);
		// n8n said the workflow is active; the trigger starts a moment later.
		await change(credential, 'customer', { operation: 'create', name: 'Genast', additionalFields: {} });
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Sedan', additionalFields: {} });
		expect(await settled(host, 2)).toEqual(['customerCreated 3', 'customerCreated 4']);
	});

	it('hands a workflow activated while others follow the topic every change made since n8n answered its activation, though the others have moved past them', async () => {
		const { credential } = await company();
		const first = trigger(credential, ['customerCreated']);
		await first.activate();
		// n8n answered the second workflow's activation; two customers are made and the first workflow hands both on before the second's trigger starts.
		const second = trigger(credential, ['customerCreated']);
		await change(credential, 'customer', { operation: 'create', name: 'Genast', additionalFields: {} });
		await change(credential, 'customer', { operation: 'create', name: 'Strax', additionalFields: {} });
		await first.runsReach(2);
		await second.activate();
		expect(await settled(second, 2)).toEqual(['customerCreated 3', 'customerCreated 4']);
		expect(lines(first)).toEqual(['customerCreated 3', 'customerCreated 4']);
	});

	it('hands on, after a restart, the changes made since its activation when it had heard none yet', async () => {
		const { credential } = await company();
		const host = trigger(credential, ['customerCreated']);
		await host.activate();
		await host.deactivate();
		// n8n was down; the customer is made meanwhile, and n8n starts with the workflow active.
		timePasses(MINUTE);
		await change(credential, 'customer', { operation: 'create', name: 'Medan', additionalFields: {} });
		timePasses(MINUTE);
		await host.activate('init');
		expect(await settled(host, 1)).toEqual(['customerCreated 3']);
	});

	it("does not read one company's kept offsets as another's when the workflow moves to the other company's credential", async () => {
		const first = await company();
		const second = accessTokenCredential(sandbox(), sandbox().createTenant({ clientSecret: sandbox().tenant(first.tenantId).clientSecret }));
		const host = trigger(first.credential, ['customerCreated']);
		await host.activate();
		await change(first.credential, 'customer', { operation: 'create', name: 'Hos A', additionalFields: {} });
		await host.runsReach(1);
		await host.deactivate();

		// Made well before the workflow follows the second company: not news to it.
		await change(second.credential, 'customer', { operation: 'create', name: 'Före flytten', additionalFields: {} });
		timePasses(ACTIVATION_MARGIN_MS + MINUTE);
		host.useCredential(second.credential);
		await host.activate();
		await change(second.credential, 'customer', { operation: 'create', name: 'Efter flytten', additionalFields: {} });
		expect(await settled(host, 2)).toEqual(['customerCreated 3', 'customerCreated 2']);
		expect(host.runs[1].items[0]).toMatchObject({ Name: 'Efter flytten' });
		expect(host.saved()).toMatchObject({ tenantId: String(second.tenant.tenantId) });
	});

	it('after a deactivation, asks from the offset it kept and fires what happened meanwhile, once', async () => {
		const { credential } = await company();
		const host = trigger(credential, ['customerCreated', 'articleCreated']);
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Först', additionalFields: {} });
		await host.runsReach(1);
		await host.deactivate();
		// Articles, of which it heard nothing new yet, count from its first activation, past the article the company had.
		expect(host.saved()).toEqual({
			offsets: { customers: expect.stringMatching(/^\d+$/), articles: expect.stringMatching(/^\d+$/) },
			countsFrom: { articles: expect.any(Number) },
			heardAt: { customers: expect.any(Number) },
			highest: { customers: 3 },
			tenantId: expect.any(String),
		});

		await change(credential, 'customer', { operation: 'create', name: 'Medan', additionalFields: {} });
		await change(credential, 'article', { operation: 'create', description: 'Medan', additionalFields: { ArticleNumber: 'M1' } });
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Sedan', additionalFields: {} });
		// The article made while it was off comes too; the company's article K1, made before the first activation, does not.
		expect((await settled(host, 4)).sort()).toEqual(['articleCreated M1', 'customerCreated 3', 'customerCreated 4', 'customerCreated 5']);
	});

	it('after weeks of inactivity, catches up from the lists what the stream no longer has, then goes on from the stream, each once', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const host = trigger(credential, ['customerCreated', 'customerUpdated']);
		await weeksAway(credential, host);
		await host.activate();

		expect(await settled(host, 4)).toEqual(['customerCreated 1', 'customerUpdated 1', 'customerCreated 2', 'customerCreated 3']);
		expect(host.runs[1].items[0]).toMatchObject({ CustomerNumber: '1', City: 'Malmö' });
		// Each caught-up record is a run of its own, with a key of its own.
		expect(host.runs.slice(1).map((run) => run.key)).toEqual([1, 2, 3].map((id) => expect.stringMatching(new RegExp(`^trigger-workflow-\\d+:node-0:[^:]+:customers:catch-up:${id}:\\d+$`))));
		expect(host.skipped).toEqual([]);

		// An hour later, deactivated and activated again: nothing is news.
		await host.deactivate();
		timePasses(HOUR);
		await host.activate();
		await new Promise((resolve) => setTimeout(resolve, 500));
		expect(lines(host)).toHaveLength(4);
		expect(host.skipped).toEqual([]);
	});

	it('activates as before with a memory an earlier release kept, which does not say when it last heard', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const host = trigger(credential, ['customerCreated', 'customerUpdated']);
		await awayWithAnEarlierMemory(credential, host);
		await change(credential, 'customer', { operation: 'create', name: 'Carl', additionalFields: {} });
		await host.activate();
		// Nothing says the memory is older than the stream keeps: the stream alone, from the earliest it kept.
		expect(await settled(host, 2)).toEqual(['customerCreated 1', 'customerCreated 3']);
		expect(host.saved()).toMatchObject({ heardAt: { customers: expect.any(Number) }, highest: { customers: 3 } });
	});

	it('catches up from the lists when the stream refuses the offset it kept, then follows the stream from now, each once', async () => {
		sandbox().stream.refuseOldOffsets(true);
		const { credential } = accessTokenCredential(sandbox());
		const host = trigger(credential, ['customerCreated', 'customerUpdated']);
		await weeksAway(credential, host);
		const subscriptions = sandbox().stream.subscriptions();
		// The stream no longer has the offset kept: it refuses it, and the trigger asks again from now.
		await host.activate();
		await host.runsReach(4);
		await change(credential, 'customer', { operation: 'create', name: 'Dora', additionalFields: {} });
		await change(credential, 'customer', { operation: 'update', customer: byNumber('2'), updateFields: { City: 'Lund' } });

		expect(await settled(host, 6)).toEqual(['customerCreated 1', 'customerUpdated 1', 'customerCreated 2', 'customerCreated 3', 'customerCreated 4', 'customerUpdated 2']);
		expect(host.runs.slice(1, 4).map((run) => run.key)).toEqual([1, 2, 3].map((id) => expect.stringMatching(new RegExp(`:customers:catch-up:${id}:\\d+$`))));
		// Subscribed at once, not failing and trying again.
		expect(sandbox().stream.subscriptions() - subscriptions).toBe(1);
		expect(host.failures).toEqual([]);
		expect(host.skipped).toEqual([]);
	});

	it('follows the stream from now, with a warning, when it refuses the offset of a memory that does not say when it last heard', async () => {
		sandbox().stream.refuseOldOffsets(true);
		const { credential } = accessTokenCredential(sandbox());
		const host = trigger(credential, ['customerCreated']);
		await awayWithAnEarlierMemory(credential, host);
		const subscriptions = sandbox().stream.subscriptions();
		// n8n's logger, which a trigger's this.logger is.
		const warn = jest.spyOn(Logger.prototype, 'warn');
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Carl', additionalFields: {} });
		expect(await settled(host, 2)).toEqual(['customerCreated 1', 'customerCreated 3']);
		expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refused the offset kept for customers.*could not be had/));
		expect(sandbox().stream.subscriptions() - subscriptions).toBe(1);
		expect(host.failures).toEqual([]);
	});

	it('keeps the gap for the next activation when Fortnox fails the catch-up, reports it, and still follows the stream', async () => {
		const { credential } = accessTokenCredential(sandbox());
		throughProxy(credential, proxy());
		const host = trigger(credential, ['customerCreated', 'articleCreated']);
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Anna', additionalFields: {} });
		await host.runsReach(1);
		await host.deactivate();
		const { heardAt } = host.saved();

		timePasses(DAY);
		await change(credential, 'customer', { operation: 'create', name: 'Berit', additionalFields: {} });
		timePasses(20 * DAY);
		// Fortnox's lists are down.
		const down = { kind: 'answer' as const, status: 503, headers: { 'retry-after': '0' }, body: '{"message":"Service Unavailable"}' };
		proxy().setRule((request) => (request.query.has('lastmodified') ? down : { kind: 'pass' }));
		await host.activate();
		expect(host.failures).toEqual([expect.objectContaining({ message: expect.stringMatching(/503|unavailable/i) })]);
		await change(credential, 'article', { operation: 'create', description: 'Under', additionalFields: { ArticleNumber: 'U1' } });
		expect(await settled(host, 2)).toEqual(['customerCreated 1', 'articleCreated U1']);
		await host.deactivate();
		expect(host.saved().heardAt).toMatchObject({ customers: (heardAt as IDataObject).customers });

		// Fortnox is back: the next activation catches the gap up.
		proxy().setRule(pass);
		timePasses(MINUTE);
		await host.activate();
		expect(await settled(host, 3)).toEqual(['customerCreated 1', 'articleCreated U1', 'customerCreated 2']);
	});

	it('waits while Fortnox refuses the reads for want of a scope: one failed run, and once access is back every event, once', async () => {
		const { credential } = accessTokenCredential(sandbox());
		throughProxy(credential, proxy());
		const host = trigger(credential, ['customerCreated']);
		await host.activate();
		const refused = {
			kind: 'answer' as const,
			status: 403,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ ErrorInformation: { error: 1, message: 'Har inte behörighet för scope', code: 2000663 } }),
		};
		const customerRead = (request: ProxiedRequest) => request.method === 'GET' && /^\/3\/customers\/\d+$/.test(request.path);
		proxy().setRule((request) => (customerRead(request) ? refused : { kind: 'pass' }));
		for (const name of ['Anna', 'Berit', 'Carl']) await change(credential, 'customer', { operation: 'create', name, additionalFields: {} });
		// The three events came: the first was read and refused, the two after it wait behind it.
		await eventually('a failed run', () => host.failures.length > 0);
		expect(host.failures.map((failure) => failure.message)).toEqual(['Fortnox refused GET /3/customers/1: the token lacks the "customer" scope (Customer)']);
		expect(host.runs).toEqual([]);

		// The scope is granted; a minute on, the trigger asks the stream again from the offset it kept.
		proxy().setRule(pass);
		timePasses(RETRY_REFUSED_MS);
		await change(credential, 'customer', { operation: 'create', name: 'Dan', additionalFields: {} });
		expect(await settled(host, 4)).toEqual(['customerCreated 1', 'customerCreated 2', 'customerCreated 3', 'customerCreated 4']);
		expect(host.failures).toHaveLength(1);
	});

	it('shares one connection among the workflows of one client, each its own tenant and events', async () => {
		const first = await company();
		const second = accessTokenCredential(sandbox(), sandbox().createTenant({ clientSecret: sandbox().tenant(first.tenantId).clientSecret }));
		const a = trigger(first.credential, ['customerCreated']);
		const b = trigger(second.credential, ['customerCreated', 'articleCreated']);
		await a.activate();
		await b.activate();
		expect(sandbox().stream.connections()).toEqual([expect.objectContaining({ tenants: expect.arrayContaining([first.tenantId, second.tenant.tenantId]), subscribed: true })]);

		await change(first.credential, 'customer', { operation: 'create', name: 'Till A', additionalFields: {} });
		await change(second.credential, 'customer', { operation: 'create', name: 'Till B', additionalFields: {} });
		await change(second.credential, 'article', { operation: 'create', description: 'Till B', additionalFields: { ArticleNumber: 'B1' } });
		expect(await settled(a, 1)).toEqual(['customerCreated 3']);
		expect(await settled(b, 2)).toEqual(['customerCreated 1', 'articleCreated B1']);

		await a.deactivate();
		await change(second.credential, 'customer', { operation: 'create', name: 'Igen', additionalFields: {} });
		expect(await settled(b, 3)).toEqual(['customerCreated 1', 'articleCreated B1', 'customerCreated 2']);
		expect(sandbox().stream.connections()).toEqual([expect.objectContaining({ tenants: [second.tenant.tenantId], topics: expect.arrayContaining(['customers', 'articles']) })]);
		await b.deactivate();
		await eventually('the connection to close', () => sandbox().stream.connections().length === 0);
	});

	it('refuses to activate with a clear error when the stream refuses the credential', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const wrong = accessTokenCredential(sandbox(), { ...tenant, clientSecret: 'not-the-secret' });
		await expect(trigger(wrong.credential, ['customerCreated']).activate()).rejects.toThrow(/event stream refused this credential's access token/);
		// Nobody is left on it: the connection closes.
		await eventually('the connection to close', () => sandbox().stream.connections().length === 0);
		await trigger(credential, ['customerCreated']).activate();
	});

	it("takes an OAuth2 credential's token, renews it through n8n when it is due, and the credential keeps the new one", async () => {
		const { tenant, credential, stored } = oAuth2Credential(sandbox());
		const first = String((stored()?.oauthTokenData as IDataObject).access_token);
		const host = trigger(credential, ['customerCreated']);
		await host.activate();
		await change(credential, 'customer', { operation: 'create', name: 'Före', additionalFields: {} });
		await host.runsReach(1);

		// 51 minutes on: the connection renews the tenant's token (the refresh token, through n8n) and adds it again.
		const tokensBefore = sandbox().stats.tokenRequests;
		await renewalDue(tokensBefore);
		// The sandbox has answered the token request; n8n stores the new token a moment later.
		const storedToken = () => String((stored()?.oauthTokenData as IDataObject).access_token);
		await eventually('n8n to store the renewed token', () => storedToken() !== first);

		// Every token issued so far stops working: the trigger's GET of the record renews it once more, and the event comes.
		sandbox().expireAccessTokens();
		await change(credential, 'customer', { operation: 'create', name: 'Efter', additionalFields: {} });
		expect(await settled(host, 2)).toEqual([`customerCreated 1`, `customerCreated 2`]);
		expect(sandbox().stream.connections()).toEqual([expect.objectContaining({ tenants: [tenant.tenantId] })]);
	});

	it('takes a service account token, and adds a new one on the open connection when it is due', async () => {
		const { tenant, credential } = serviceAccountCredential(sandbox());
		const host = trigger(credential, ['customerCreated']);
		await host.activate();
		const tokensBefore = sandbox().stats.tokenRequests;
		await change(credential, 'customer', { operation: 'create', name: 'Före', additionalFields: {} });
		await host.runsReach(1);

		// 51 minutes on: the connection renews the tenant's token and adds it again.
		await renewalDue(tokensBefore);
		sandbox().expireAccessTokens();
		await change(credential, 'customer', { operation: 'create', name: 'Efter', additionalFields: {} });
		expect(await settled(host, 2)).toEqual([`customerCreated 1`, `customerCreated 2`]);
		expect(sandbox().stream.connections()).toEqual([expect.objectContaining({ tenants: [tenant.tenantId] })]);
	});
});
