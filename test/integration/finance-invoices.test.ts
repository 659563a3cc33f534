import type { IDataObject } from 'n8n-workflow';

import { byNumber, plusDays, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';

type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, today, salesCompany, oneRowDocument } = useCoreSandbox();

const finance = (credential: Credential, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource: 'financeInvoice', ...parameters } });

async function ok(credential: Credential, parameters: IDataObject): Promise<IDataObject> {
	const result = await finance(credential, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company with an invoice of 1,000 + VAT (1,250 SEK), due `dueDays` from today. */
async function company(dueDays = 30) {
	const made = await salesCompany({ customers: [['Kaffeklubben AB', {}]], articles: [] });
	const invoice = await oneRowDocument('invoice', made.credential, made.customer, 1000, { DueDate: plusDays(today(), dueDays) });
	sandbox().clearRequests();
	return { ...made, invoice };
}

/** Fortnox Finans reports its status after a while: the sandbox after its first minute. */
const aMinuteLater = () => sandbox().setTime(sandbox().now() + 61_000);

afterEach(() => sandbox().setTime(null));

const stored = (tenantId: string) => sandbox().tenant(tenantId).sales.financeInvoices[0];

describe('Fortnox → Finance Invoice', () => {
	it('sends an invoice with Fortnox Finans (status UNKNOWN at first, then OPEN), pauses, unpauses and stops it', async () => {
		const { tenantId, credential, invoice } = await company();
		const sent = await ok(credential, { operation: 'create', invoiceNumber: byNumber(invoice), sendMethod: 'EMAIL', service: 'LEDGERBASE' });
		expect(sent).toMatchObject({ InvoiceNumber: Number(invoice), Status: 'UNKNOWN', CurrentCapitalBalance: 1250, Service: 'LEDGERBASE' });
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual([`GET /3/invoices/${invoice}`, 'POST /3/noxfinansinvoices']);
		expect(coreRequests()[1].body).toEqual({ NoxFinansInvoice: { InvoiceNumber: invoice, SendMethod: 'EMAIL', Service: 'LEDGERBASE' } });

		// Not yet OPEN: the pause is refused before it is sent.
		sandbox().clearRequests();
		const early = await finance(credential, { operation: 'pause', invoiceNumber: byNumber(invoice), pausedUntilDate: plusDays(today(), 10) });
		expect(early.error()?.message).toContain('has the status UNKNOWN');
		expect(coreRequests().map((request) => request.method)).toEqual(['GET']);

		aMinuteLater();
		expect(await ok(credential, { operation: 'get', invoiceNumber: byNumber(invoice) })).toMatchObject({ Status: 'OPEN', OCRNumber: expect.stringMatching(/^\d+$/) });
		const until = plusDays(today(), 20);
		expect(await ok(credential, { operation: 'pause', invoiceNumber: byNumber(invoice), pausedUntilDate: until })).toMatchObject({ Status: 'PAUSED', NextEventDate: until });
		expect(stored(tenantId)).toMatchObject({ status: 'PAUSED', pausedUntil: until });
		expect(await ok(credential, { operation: 'unpause', invoiceNumber: byNumber(invoice) })).toMatchObject({ Status: 'OPEN' });
		expect(await ok(credential, { operation: 'stop', invoiceNumber: byNumber(invoice) })).toMatchObject({ Status: 'STOPPED' });
		const afterStop = await finance(credential, { operation: 'unpause', invoiceNumber: byNumber(invoice) });
		expect(afterStop.error()?.message).toContain('STOPPED');
	});

	it('reports a payment of part of the capital, refuses more than is left before sending, and lets the client take the fees', async () => {
		const { tenantId, credential, invoice } = await company(-5);
		await ok(credential, { operation: 'create', invoiceNumber: byNumber(invoice), sendMethod: 'LETTER', service: 'REMINDER' });
		aMinuteLater();
		// Overdue and OPEN: a reminder fee of 60 is added.
		expect(await ok(credential, { operation: 'get', invoiceNumber: byNumber(invoice) })).toMatchObject({ CurrentCapitalBalance: 1250, BalanceIncludeFees: 1310 });

		const paid = await ok(credential, { operation: 'reportPayment', invoiceNumber: byNumber(invoice), paymentAmount: 250, paymentMethodCode: 'BG', paymentMethodAccount: 1930 });
		expect(paid).toMatchObject({ CurrentCapitalBalance: 1000, BalanceIncludeFees: 1060 });
		expect(stored(tenantId).payments).toEqual([{ amount: 250, at: today(), bookkept: true, clientTakesFees: false }]);

		sandbox().clearRequests();
		const tooMuch = await finance(credential, { operation: 'reportPayment', invoiceNumber: byNumber(invoice), paymentAmount: 1000.01, paymentMethodCode: 'BG', paymentMethodAccount: 1930 });
		expect(tooMuch.error()?.message).toContain('is more than the capital left');
		expect(coreRequests().map((request) => request.method)).toEqual(['GET']);

		expect(await ok(credential, { operation: 'takeFees', invoiceNumber: byNumber(invoice) })).toMatchObject({ BalanceIncludeFees: 1000 });
		expect(stored(tenantId).feesTaken).toBe(true);
	});

	it('refuses before sending: an invoice in another currency, a pause longer than 60 days, a booked payment without its mode of payment', async () => {
		const made = await salesCompany({ customers: [['Kaffeklubben AB', {}]], articles: [] });
		const { credential, customer, tenantId } = made;
		const euro = await oneRowDocument('invoice', credential, customer, 100, { Currency: 'EUR', CurrencyRate: 11.5 });
		sandbox().clearRequests();
		const inEuro = await finance(credential, { operation: 'create', invoiceNumber: byNumber(euro), sendMethod: 'EMAIL', service: 'LEDGERBASE' });
		expect(inEuro.error()?.message).toContain('is in EUR');
		const long = await finance(credential, { operation: 'pause', invoiceNumber: byNumber(euro), pausedUntilDate: plusDays(today(), 75) });
		expect(long.error()?.message).toContain('is not within the next 60 days');
		const noCode = await finance(credential, { operation: 'reportPayment', invoiceNumber: byNumber(euro), paymentAmount: 10, paymentMethodCode: '' });
		expect(noCode.error()?.message).toContain('Payment Method Code');
		expect(coreRequests().map((request) => request.method)).toEqual(['GET']);
		expect(sandbox().tenant(tenantId).sales.financeInvoices).toEqual([]);
	});
});
