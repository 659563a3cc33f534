import type { IDataObject } from 'n8n-workflow';

import { hostPoller } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';
import { byId, purchaseOrderHeader, useWarehouseSandbox } from '../harness/warehouse';

/**
 * Issue 40: the real Fortnox sends many numbers of its lists as strings ("0", "1250"). Both polling
 * triggers, with every number of every list they read sent as a string: each event once, and the
 * events that rest on a number (nothing left to pay, stock below a level) fire when they should.
 */

const summary = (outcome: PollOutcome, name: (json: IDataObject) => unknown) => {
	expect(outcome.error).toBeUndefined();
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(name(json))}`);
};

describe('Fortnox Trigger with the numbers of its lists as strings', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox({ rateLimit: false, numbersAsStrings: true });
	});
	afterAll(async () => await sandbox.close());

	it('customers created and updated, supplier invoices created, bookkept and fully paid (Balance "0"), each once', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const headers = { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json' };
		const send = async (method: string, path: string, body?: IDataObject) => {
			const res = await fetch(`${sandbox.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
			expect([path, res.status]).toEqual([path, method === 'POST' ? 201 : 200]);
			return (await res.json()) as Record<string, IDataObject>;
		};
		const events = ['customerCreated', 'customerUpdated', 'supplierInvoiceCreated', 'supplierInvoiceBookkept', 'supplierInvoiceFullyPaid'];
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events } });
		const named = (json: IDataObject) => json.CustomerNumber ?? json.GivenNumber;
		expect(summary(await trigger.poll(), named)).toEqual([]);

		const customer = String((await send('POST', '/3/customers', { Customer: { Name: 'Strängbolaget AB' } })).Customer.CustomerNumber);
		const invoice = String(
			(await send('POST', '/3/supplierinvoices', { SupplierInvoice: { SupplierNumber: '201', SupplierInvoiceRows: [{ Account: 4010, Debit: 1000 }], VAT: '250' } }))
				.SupplierInvoice.GivenNumber,
		).valueOf();
		expect(summary(await trigger.poll(), named)).toEqual([`customerCreated ${customer}`, `supplierInvoiceCreated ${invoice}`]);

		await send('PUT', `/3/customers/${customer}`, { Customer: { City: 'Malmö' } });
		await send('PUT', `/3/supplierinvoices/${invoice}/bookkeep`);
		expect(summary(await trigger.poll(), named)).toEqual([`customerUpdated ${customer}`, `supplierInvoiceBookkept ${invoice}`]);

		const payment = (await send('POST', '/3/supplierinvoicepayments', { SupplierInvoicePayment: { InvoiceNumber: invoice } })).SupplierInvoicePayment;
		await send('PUT', `/3/supplierinvoicepayments/${String(payment.Number)}/bookkeep`);
		const listed = (await send('GET', '/3/supplierinvoices')).SupplierInvoices as unknown as IDataObject[];
		// The list the trigger reads says it as Fortnox does: a string.
		expect(listed.find((record) => record.GivenNumber === invoice)?.Balance).toBe('0');
		expect(summary(await trigger.poll(), named)).toEqual([`supplierInvoiceFullyPaid ${invoice}`]);
		expect(summary(await trigger.poll(), named)).toEqual([]);
	});
});

describe('Fortnox Warehouse Trigger with the numbers of its lists as strings', () => {
	const { sandbox, company, ok } = useWarehouseSandbox();
	beforeAll(() => sandbox().setNumbersAsStrings(true));

	it('a purchase order once, and an item whose available stock falls below 10 once, back above and below again once more', async () => {
		const { credential } = company('2026-11-20');
		const move = async (direction: 'out' | 'in', quantity: number) => {
			const resource = direction === 'out' ? 'manualOutboundDocument' : 'manualInboundDocument';
			const [document] = await ok(credential, resource, {
				operation: 'create',
				date: '2026-11-20',
				...(direction === 'in' ? { currency: 'SEK', currencyRate: 1 } : {}),
				rows: { row: [{ itemId: '1001', quantity, stockPoint: 'MAIN', stockLocation: 'A1' }] },
			});
			await ok(credential, resource, { operation: 'release', id: byId(document.id as string) });
		};
		const trigger = hostPoller({ type: 'fortnoxWarehouseTrigger', credential, parameters: { events: ['purchaseOrderCreated', 'stockBelowThreshold'], stockPointCode: 'MAIN', threshold: 10 } });
		const named = (json: IDataObject) => (json.event === 'stockBelowThreshold' ? json.itemId : json.id);
		expect(summary(await trigger.poll(), named)).toEqual([]);

		const [order] = await ok(credential, 'purchaseOrder', {
			operation: 'create',
			supplier: byId('202'),
			...purchaseOrderHeader('2026-11-20'),
			rows: { row: [{ itemId: '1001', orderedQuantity: 3, price: 1890, stockPoint: 'MAIN', stockLocation: 'A1' }] },
		});
		await move('out', 15);
		const below = await trigger.poll();
		expect(summary(below, named)).toEqual([`purchaseOrderCreated ${String(order.id)}`, 'stockBelowThreshold 1001']);
		// What the trigger read is what Fortnox sends: numbers as strings.
		expect(typeof below.emitted?.[1].json.availableStock).toBe('string');
		expect(summary(await trigger.poll(), named)).toEqual([]);

		await move('in', 20);
		expect(summary(await trigger.poll(), named)).toEqual([]);
		await move('out', 20);
		expect(summary(await trigger.poll(), named)).toEqual(['stockBelowThreshold 1001']);
	});
});
