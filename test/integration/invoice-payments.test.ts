import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, coreRequests } = useCoreSandbox();

const payment = (credential: Credential, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'invoicePayment', ...parameters } }, items);
const invoice = (credential: Credential, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', ...parameters } });
const byNumber = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });
const storedInvoice = (tenantId: string, number: string) => sandbox().tenant(tenantId).sales.invoices.find((document) => document.head.DocumentNumber === number)?.head;
const storedPayments = (tenantId: string) => sandbox().tenant(tenantId).sales.payments.map((stored) => stored.head);
const paymentRequests = () => coreRequests().filter((request) => request.path.startsWith('/3/invoicepayments'));

async function ok(run: Promise<Awaited<ReturnType<typeof runNode>>>): Promise<IDataObject> {
	const result = await run;
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company with a customer and invoices made through the node, booked unless `booked` says otherwise. */
async function companyWithInvoices(prices: number[], { booked = true }: { booked?: boolean } = {}) {
	const { tenant, credential } = accessTokenCredential(sandbox());
	const customer = await ok(runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'create', name: 'Städbolaget i Sverige AB', additionalFields: {} } }));
	const numbers: string[] = [];
	for (const price of prices) {
		const created = await ok(
			invoice(credential, {
				operation: 'create',
				customer: byNumber(String(customer.CustomerNumber)),
				rowsInput: 'fields',
				rows: { row: [{ Description: 'Städning', DeliveredQuantity: 1, rowFields: { Price: price } }] },
				additionalFields: { InvoiceDate: '2026-10-01' },
			}),
		);
		const number = String(created.DocumentNumber);
		if (booked) await ok(invoice(credential, { operation: 'bookkeep', documentNumber: byNumber(number) }));
		numbers.push(number);
	}
	return { tenantId: tenant.tenantId, credential, invoices: numbers };
}

describe('Fortnox → Invoice Payment', () => {
	it('creates a payment of the whole invoice and books it: the invoice’s balance is 0 and it is fully paid', async () => {
		const { tenantId, credential, invoices } = await companyWithInvoices([800]);
		const [number] = invoices;
		expect(storedInvoice(tenantId, number)).toMatchObject({ Total: 1000, Balance: 1000, FinalPayDate: '' });

		const created = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 1000, paymentDate: '2026-11-03T00:00:00.000Z', additionalFields: { ModeOfPaymentAccount: 1930 } }));
		expect(created).toMatchObject({ InvoiceNumber: Number(number), Amount: 1000, PaymentDate: '2026-11-03', Booked: false, InvoiceCustomerName: 'Städbolaget i Sverige AB' });
		expect(paymentRequests().find((request) => request.method === 'POST')?.body).toEqual({
			InvoicePayment: { ModeOfPaymentAccount: 1930, InvoiceNumber: Number(number), Amount: 1000, PaymentDate: '2026-11-03' },
		});
		// Created, not yet booked: the invoice still owes everything.
		expect(storedInvoice(tenantId, number)?.Balance).toBe(1000);

		const paymentNumber = String(created.Number);
		const got = await ok(payment(credential, { operation: 'get', number: paymentNumber }));
		expect(got).toMatchObject({ Number: paymentNumber, Amount: 1000, Booked: false });

		const booked = await ok(payment(credential, { operation: 'bookkeep', number: paymentNumber }));
		expect(booked).toMatchObject({ Number: paymentNumber, Booked: true, VoucherSeries: 'C' });
		expect(storedPayments(tenantId)[0]).toMatchObject({ Booked: true });
		expect(storedInvoice(tenantId, number)).toMatchObject({ Balance: 0, FinalPayDate: '2026-11-03' });
		expect(await ok(invoice(credential, { operation: 'get', documentNumber: byNumber(number) }))).toMatchObject({ Balance: 0, FinalPayDate: '2026-11-03' });
		const fullyPaid = await invoice(credential, { operation: 'getAll', returnAll: true, filters: { filter: 'fullypaid' } });
		expect(fullyPaid.items.map((item) => item.json.DocumentNumber)).toEqual([number]);
	});

	it('a partial payment leaves a balance; an unbooked payment can be updated and deleted, a booked one cannot', async () => {
		const { tenantId, credential, invoices } = await companyWithInvoices([800]);
		const [number] = invoices;
		const first = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 300, paymentDate: '2026-11-05', additionalFields: {} }));
		const firstNumber = String(first.Number);

		const updated = await ok(payment(credential, { operation: 'update', number: firstNumber, updateFields: { Amount: 400, PaymentDate: '2026-11-06T00:00:00.000Z' } }));
		expect(updated).toMatchObject({ Number: firstNumber, Amount: 400, AmountCurrency: 400, PaymentDate: '2026-11-06' });
		await ok(payment(credential, { operation: 'bookkeep', number: firstNumber }));
		expect(storedInvoice(tenantId, number)).toMatchObject({ Balance: 600, FinalPayDate: '' });
		const unpaid = await invoice(credential, { operation: 'getAll', returnAll: true, filters: { filter: 'unpaid' } });
		expect(unpaid.items.map((item) => [item.json.DocumentNumber, item.json.Balance])).toEqual([[number, 600]]);

		const refusedDelete = await payment(credential, { operation: 'delete', number: firstNumber });
		expect(refusedDelete.error()?.message).toBe(`Invoice payment ${firstNumber} is booked and cannot be deleted.`);
		expect((refusedDelete.error() as NodeError).description).toContain('Fortnox error code 2009221');
		const refusedUpdate = await payment(credential, { operation: 'update', number: firstNumber, updateFields: { Amount: 1 } });
		expect(refusedUpdate.error()?.message).toBe(`Invoice payment ${firstNumber} is booked and cannot be updated.`);
		const refusedAgain = await payment(credential, { operation: 'bookkeep', number: firstNumber });
		expect((refusedAgain.error() as NodeError).description).toContain('Fortnox error code 2009221');
		expect(storedPayments(tenantId)).toEqual([expect.objectContaining({ Number: firstNumber, Amount: 400, Booked: true })]);

		const second = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 50, paymentDate: '2026-11-07', additionalFields: {} }));
		const deleted = await ok(payment(credential, { operation: 'delete', number: String(second.Number) }));
		expect(deleted).toEqual({ Number: String(second.Number), deleted: true });
		expect(storedPayments(tenantId).map((stored) => stored.Number)).toEqual([firstNumber]);
		expect(storedInvoice(tenantId, number)?.Balance).toBe(600);

		// More than the balance, allowed by the user, goes to Fortnox; the sandbox refuses it when the payment is booked.
		const tooMuch = await ok(
			payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 700, paymentDate: '2026-11-08', additionalFields: {}, options: { allowBeyondBalance: true } }),
		);
		const overpaid = await payment(credential, { operation: 'bookkeep', number: String(tooMuch.Number) });
		expect((overpaid.error() as NodeError).description).toContain('Fortnox error code 2009222');
		expect(storedInvoice(tenantId, number)?.Balance).toBe(600);
	});

	it('refuses before sending an amount of 0 or a payment date that is not a day; Fortnox refuses a payment of an unbooked invoice', async () => {
		const { tenantId, credential, invoices } = await companyWithInvoices([100], { booked: false });
		const [number] = invoices;
		const zero = await payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 0, paymentDate: '2026-11-05', additionalFields: {} });
		expect(zero.error()?.message).toBe('Amount is 0: a payment has an amount');
		const badDate = await payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 10, paymentDate: '2026-02-30', additionalFields: {} });
		expect(badDate.error()?.message).toMatch(/^Payment Date "2026-02-30" is a day the calendar does not have/);
		const empty = await payment(credential, { operation: 'update', number: '1', updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add at least one field to change');
		expect(paymentRequests()).toEqual([]);

		const unbooked = await payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 125, paymentDate: '2026-11-05', additionalFields: {} });
		expect(unbooked.error()?.message).toBe(`Invoice ${number} is not booked: it cannot be paid.`);
		expect((unbooked.error() as NodeError).description).toContain('Fortnox error code 2009212');
		expect(storedPayments(tenantId)).toEqual([]);
	});

	it('refuses before sending a payment the balance does not cover (more than it, or negative on an invoice that owes); only those items fail, and the option sends them', async () => {
		const { tenantId, credential, invoices } = await companyWithInvoices([800, 400]);
		const [number, other] = invoices;
		await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 400, paymentDate: '2026-11-02', additionalFields: {} }));
		await ok(payment(credential, { operation: 'bookkeep', number: String(storedPayments(tenantId)[0].Number) }));
		expect(storedInvoice(tenantId, number)?.Balance).toBe(600);
		const before = storedPayments(tenantId).length;
		sandbox().clearRequests();

		const result = await payment(
			credential,
			{ operation: 'create', documentNumber: { __rl: true, mode: 'id', value: '={{ $json.invoice }}' }, amount: '={{ $json.amount }}', paymentDate: '2026-11-10', additionalFields: {} },
			[
				{ invoice: number, amount: 600.01 },
				{ invoice: number, amount: -100 },
				{ invoice: other, amount: 500 },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.Amount)).toEqual([
			`Amount 600.01 SEK is more than invoice ${number} has left to pay (balance 600.00 SEK): a payment settles at most the balance; turn on Options → Allow Overpayment or Reversal to send it anyway`,
			`Amount -100.00 SEK is negative, but invoice ${number} has nothing to pay back (balance 600.00 SEK): a negative amount pays out a negative balance, such as a credit invoice's; to reverse a payment, turn on Options → Allow Overpayment or Reversal to send it anyway`,
			500,
		]);
		expect(result.items[1].json.description).toMatch(/^Item 2: nothing was sent to Fortnox/);
		// Write-offs settle the balance too.
		const withWriteOff = await payment(credential, {
			operation: 'create',
			documentNumber: byNumber(number),
			amount: 590,
			paymentDate: '2026-11-10',
			additionalFields: { WriteOffs: [{ Amount: 20, AccountNumber: 3740 }] },
		});
		expect(withWriteOff.error()?.message).toBe(
			`Amount and Write Offs 610.00 SEK is more than invoice ${number} has left to pay (balance 600.00 SEK): a payment settles at most the balance; turn on Options → Allow Overpayment or Reversal to send it anyway`,
		);
		// Each item read its invoice; only the one the balance covers was sent.
		expect(paymentRequests().filter((request) => request.method === 'POST').map((request) => (request.body as IDataObject).InvoicePayment)).toEqual([
			expect.objectContaining({ InvoiceNumber: Number(other), Amount: 500 }),
		]);
		expect(storedPayments(tenantId)).toHaveLength(before + 1);

		// Asked for, an overpayment and a reversal go to Fortnox as they are, without reading the invoice.
		sandbox().clearRequests();
		for (const amount of [700, -100]) {
			await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount, paymentDate: '2026-11-11', additionalFields: {}, options: { allowBeyondBalance: true } }));
		}
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['POST /3/invoicepayments', 'POST /3/invoicepayments']);
		expect(storedPayments(tenantId).slice(-2).map((stored) => stored.Amount)).toEqual([700, -100]);
	});

	it('takes a negative payment of a negative balance (a credit), up to the balance', async () => {
		const { tenantId, credential } = await companyWithInvoices([]);
		const customer = sandbox().tenant(tenantId).customers[0].CustomerNumber;
		const credit = await ok(
			invoice(credential, { operation: 'create', customer: byNumber(customer), rowsInput: 'fields', rows: { row: [{ Description: 'Återbetalning', DeliveredQuantity: 1, rowFields: { Price: -400 } }] }, additionalFields: {} }),
		);
		const number = String(credit.DocumentNumber);
		await ok(invoice(credential, { operation: 'bookkeep', documentNumber: byNumber(number) }));
		expect(storedInvoice(tenantId, number)?.Balance).toBe(-500);

		const tooMuch = await payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: -500.5, paymentDate: '2026-11-10', additionalFields: {} });
		expect(tooMuch.error()?.message).toBe(
			`Amount -500.50 SEK pays back more than invoice ${number} owes (balance -500.00 SEK): a payment settles at most the balance; turn on Options → Allow Overpayment or Reversal to send it anyway`,
		);
		const paidOut = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: -500, paymentDate: '2026-11-10', additionalFields: {} }));
		await ok(payment(credential, { operation: 'bookkeep', number: String(paidOut.Number) }));
		expect(storedInvoice(tenantId, number)?.Balance).toBe(0);
	});

	it('under Continue On Fail, the one item of three that Fortnox refuses fails alone', async () => {
		const { tenantId, credential, invoices } = await companyWithInvoices([100, 200]);
		const unbooked = await unbookedInvoice(credential, tenantId);
		const result = await payment(
			credential,
			{ operation: 'create', documentNumber: { __rl: true, mode: 'id', value: '={{ $json.invoice }}' }, amount: '={{ $json.amount }}', paymentDate: '={{ $json.paid }}', additionalFields: {} },
			[
				{ invoice: invoices[0], amount: 125, paid: '2026-11-10' },
				{ invoice: unbooked, amount: 50, paid: '2026-11-10' },
				{ invoice: invoices[1], amount: 250, paid: '2026-11-11' },
			],
			{ continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.InvoiceNumber ?? item.json.error)).toEqual([Number(invoices[0]), `Invoice ${unbooked} is not booked: it cannot be paid.`, Number(invoices[1])]);
		expect(result.items[1].json).toMatchObject({ code: '2009212', httpCode: '400', description: expect.stringContaining('Fortnox error code 2009212') });
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(storedPayments(tenantId).map((stored) => [stored.InvoiceNumber, stored.Amount])).toEqual([
			[Number(invoices[0]), 125],
			[Number(invoices[1]), 250],
		]);
	});

	it('lists payments of one invoice or all, with Return All or a Limit', async () => {
		const { credential, invoices } = await companyWithInvoices([400, 800]);
		const made: string[] = [];
		for (const [number, amount, paid] of [
			[invoices[0], 100, '2026-11-12'],
			[invoices[1], 200, '2026-11-10'],
			[invoices[0], 300, '2026-11-11'],
		] as const) {
			made.push(String((await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount, paymentDate: paid, additionalFields: {} }))).Number));
		}
		const ofFirst = await payment(credential, { operation: 'getAll', returnAll: true, filters: { invoicenumber: invoices[0] } });
		expect(ofFirst.items.map((item) => [item.json.Number, item.json.Amount])).toEqual([
			[made[2], 300],
			[made[0], 100],
		]);
		const all = await payment(credential, { operation: 'getAll', returnAll: true, filters: { sortby: 'paymentdate', sortorder: 'descending' } });
		expect(all.items.map((item) => item.json.PaymentDate)).toEqual(['2026-11-12', '2026-11-11', '2026-11-10']);
		const one = await payment(credential, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(one.items.map((item) => item.json.Number)).toEqual([made[1]]);
		expect(paymentRequests().filter((request) => request.method === 'GET').map((request) => request.query)).toEqual([
			{ invoicenumber: invoices[0], page: '1', limit: '500' },
			{ sortby: 'paymentdate', sortorder: 'descending', page: '1', limit: '500' },
			{ page: '1', limit: '1' },
		]);
	});
});

/** One more, unbooked invoice in a company made by companyWithInvoices. */
async function unbookedInvoice(credential: Credential, tenantId: string): Promise<string> {
	const customer = sandbox().tenant(tenantId).customers[0].CustomerNumber;
	const created = await ok(
		invoice(credential, { operation: 'create', customer: byNumber(customer), rowsInput: 'fields', rows: { row: [{ Description: 'Fönsterputs', DeliveredQuantity: 1, rowFields: { Price: 40 } }] }, additionalFields: {} }),
	);
	return String(created.DocumentNumber);
}
