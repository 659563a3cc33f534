import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { hostPoller } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const TRIGGER = 'fortnoxTrigger';
const EVENTS = ['supplierInvoiceCreated', 'supplierInvoiceBookkept', 'supplierInvoiceFullyPaid'];

const { sandbox } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

/** The supplier invoice requests so far (useCoreSandbox checks each against Fortnox's OpenAPI). */
const supplierInvoiceRequests = () => sandbox().requests.filter((request) => request.path.startsWith('/3/supplierinvoices'));

/** The emitted items as "event number" (a voucher: series and number). */
function summary(outcome: PollOutcome, of: 'supplierInvoice' | 'voucher' = 'supplierInvoice'): string[] {
	expect(outcome.error).toBeUndefined();
	const number = (json: IDataObject) => (of === 'voucher' ? `${String(json.VoucherSeries)}${String(json.VoucherNumber)}` : String(json.GivenNumber));
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${number(json)}`);
}

/** A company, and its bookkeeper working in Fortnox directly (not through n8n): the changes the trigger should notice. */
function company() {
	const { tenant, credential } = accessTokenCredential(sandbox());
	const headers = { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json' };
	const send = async (method: 'POST' | 'PUT', path: string, body?: IDataObject): Promise<IDataObject> => {
		const res = await fetch(`${sandbox().url}${path}`, { method, headers, body: body && JSON.stringify(body) });
		expect([path, res.status]).toEqual([path, method === 'POST' ? 201 : 200]);
		return (await res.json()) as IDataObject;
	};
	const bookkeeper = {
		/** A supplier invoice of 1,000 SEK on 4010 and 25 % VAT; its GivenNumber. */
		async receive(supplierNumber = '201'): Promise<string> {
			const { SupplierInvoice } = (await send('POST', '/3/supplierinvoices', {
				SupplierInvoice: { SupplierNumber: supplierNumber, SupplierInvoiceRows: [{ Account: 4010, Debit: 1000 }], VAT: '250' },
			})) as { SupplierInvoice: IDataObject };
			return String(SupplierInvoice.GivenNumber);
		},
		bookkeep: async (number: string) => await send('PUT', `/3/supplierinvoices/${number}/bookkeep`),
		/** A booked payment of all the invoice owes. */
		async pay(number: string) {
			const { SupplierInvoicePayment } = (await send('POST', '/3/supplierinvoicepayments', { SupplierInvoicePayment: { InvoiceNumber: number } })) as {
				SupplierInvoicePayment: IDataObject;
			};
			await send('PUT', `/3/supplierinvoicepayments/${String(SupplierInvoicePayment.Number)}/bookkeep`);
		},
	};
	const stored = (number: string) => sandbox().tenant(tenant.tenantId).purchasing.supplierInvoices.find((invoice) => invoice.GivenNumber === number);
	return { credential, bookkeeper, stored, tenantId: tenant.tenantId };
}

describe('Fortnox Trigger: supplier invoices', () => {
	it('fires created, bookkept and fully paid once each, over polls with changes between and a restart, also for an invoice settled between two polls', async () => {
		const { credential, bookkeeper, stored } = company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: EVENTS } });
		const before = await bookkeeper.receive();
		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual([]);
		// The unpaid list and the newest invoice: two requests.
		expect(supplierInvoiceRequests().map((request) => Object.fromEntries(Object.entries(request.query).filter(([name]) => name !== 'limit')))).toEqual([
			{ filter: 'unpaid' },
			{ sortorder: 'descending' },
		]);

		// Between polls: one received, one received and bookkept, one received, bookkept and paid in full (never on the unpaid list).
		const received = await bookkeeper.receive();
		const booked = await bookkeeper.receive();
		await bookkeeper.bookkeep(booked);
		const settled = await bookkeeper.receive('202');
		await bookkeeper.bookkeep(settled);
		await bookkeeper.pay(settled);
		expect(stored(settled)).toMatchObject({ Booked: true, Balance: 0 });

		const second = await trigger.poll();
		expect(summary(second)).toEqual([
			`supplierInvoiceCreated ${received}`,
			`supplierInvoiceCreated ${booked}`,
			`supplierInvoiceBookkept ${booked}`,
			`supplierInvoiceCreated ${settled}`,
			`supplierInvoiceBookkept ${settled}`,
			`supplierInvoiceFullyPaid ${settled}`,
		]);
		// The whole record, rows included.
		expect(second.emitted?.[0].json).toMatchObject({ SupplierNumber: '201', Total: '1250', SupplierInvoiceRows: expect.arrayContaining([expect.objectContaining({ Account: 4010 })]) });
		expect(summary(await trigger.poll())).toEqual([]);

		trigger.restart();
		// The invoice from before the baseline is bookkept; the bookkept one is paid and leaves the unpaid list.
		await bookkeeper.bookkeep(before);
		await bookkeeper.pay(booked);
		expect(summary(await trigger.poll())).toEqual([`supplierInvoiceBookkept ${before}`, `supplierInvoiceFullyPaid ${booked}`]);
		expect(summary(await trigger.poll())).toEqual([]);
		expect(trigger.saved().supplierInvoices).toEqual({ max: Number(settled), open: { [before]: 'b', [received]: '' } });
	});

	it('a failing GET moves nothing; the next poll fires what it missed once. A supplier filter keeps that supplier’s invoices only', async () => {
		const { credential, bookkeeper } = company();
		throughProxy(credential, proxy());
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: EVENTS, filters: { supplierNumber: '202' } } });
		expect(summary(await trigger.poll())).toEqual([]);
		const saved = trigger.saved();
		await bookkeeper.receive('201');
		const theirs = await bookkeeper.receive('202');

		// Its GET answers 500 every time (the transport tries five times).
		proxy().setRule((request) =>
			request.method === 'GET' && request.path === `/3/supplierinvoices/${theirs}` ? { kind: 'answer', status: 500, headers: { 'Retry-After': '0' }, body: '{}' } : { kind: 'pass' },
		);
		const failed = await trigger.poll();
		proxy().setRule(() => ({ kind: 'pass' }));
		expect(failed.error?.description).toMatch(/Nothing was marked as seen/);
		expect(trigger.saved()).toEqual(saved);
		expect(summary(await trigger.poll())).toEqual([`supplierInvoiceCreated ${theirs}`]);
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('an invoice paid while the poll reads (after the unpaid list, before the newest) fires bookkept now and fully paid at the next poll, each once', async () => {
		const { credential, bookkeeper } = company();
		throughProxy(credential, proxy());
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: EVENTS } });
		const number = await bookkeeper.receive();
		expect(summary(await trigger.poll())).toEqual([]);
		await bookkeeper.bookkeep(number);
		proxy().setRule(
			once((request) => request.path === '/3/supplierinvoices' && request.query.get('sortorder') === 'descending', { kind: 'before', action: async () => await bookkeeper.pay(number) }),
		);
		// The unpaid list still showed it bookkept and unpaid; the GET shows it paid: bookkept fires, with what it holds now.
		const during = await trigger.poll();
		expect(summary(during)).toEqual([`supplierInvoiceBookkept ${number}`]);
		expect(during.emitted?.[0].json).toMatchObject({ Booked: true, Balance: '0' });
		expect(summary(await trigger.poll())).toEqual([`supplierInvoiceFullyPaid ${number}`]);
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('answers a manual test with the newest supplier invoice of each chosen event', async () => {
		const { credential, bookkeeper } = company();
		const booked = await bookkeeper.receive();
		await bookkeeper.bookkeep(booked);
		const newest = await bookkeeper.receive();
		const result = await runNode({ type: TRIGGER, credential, parameters: { events: EVENTS } });
		expect(result.error()).toBeUndefined();
		expect(result.items.map(({ json }) => `${String(json.event)} ${String(json.GivenNumber)}`)).toEqual([`supplierInvoiceCreated ${newest}`, `supplierInvoiceBookkept ${booked}`]);
	});
});

describe('Fortnox Trigger: vouchers', () => {
	const voucherLists = () => sandbox().requests.filter((request) => request.method === 'GET' && request.path === '/3/vouchers');

	it('fires each new voucher once, with its rows, reading the year’s list only when its count grew', async () => {
		const { credential, bookkeeper, tenantId } = company();
		const headers = { 'Access-Token': sandbox().tenant(tenantId).accessToken, 'Client-Secret': sandbox().tenant(tenantId).clientSecret, 'Content-Type': 'application/json' };
		const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
		const year = sandbox().tenant(tenantId).financialYears.find((fy) => fy.FromDate <= today && today <= fy.ToDate)!.Id;
		const manualVoucher = async (description: string) => {
			const res = await fetch(`${sandbox().url}/3/vouchers`, {
				method: 'POST',
				headers,
				body: JSON.stringify({
					Voucher: { VoucherSeries: 'A', Year: year, TransactionDate: today, Description: description, VoucherRows: [{ Account: 1930, Debit: 100 }, { Account: 3001, Credit: 100 }] },
				}),
			});
			expect(res.status).toBe(201);
			return ((await res.json()) as { Voucher: IDataObject }).Voucher;
		};
		const stored = () => sandbox().tenant(tenantId).bookkeeping.vouchers;
		await manualVoucher('Före bevakningen');
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['voucherCreated'] } });
		expect(summary(await trigger.poll(), 'voucher')).toEqual([]);

		const cash = await manualVoucher('Kontantförsäljning');
		// Bookkeeping a supplier invoice makes a voucher in series D.
		await bookkeeper.bookkeep(await bookkeeper.receive());
		const second = await trigger.poll();
		const supplierVoucher = stored().find((voucher) => voucher.VoucherSeries === 'D');
		expect(summary(second, 'voucher')).toEqual([`voucherCreated A${String(cash.VoucherNumber)}`, `voucherCreated D${String(supplierVoucher?.VoucherNumber)}`]);
		expect(second.emitted?.[0].json).toMatchObject({ Description: 'Kontantförsäljning', VoucherRows: expect.arrayContaining([expect.objectContaining({ Account: 1930, Debit: 100 })]) });

		// Nothing new: one count (a page of one) per watched year, the year of today and the one before, and no list read.
		const years = sandbox().tenant(tenantId).financialYears;
		const current = years.find((fy) => fy.FromDate <= today && today <= fy.ToDate)!;
		const before = years.filter((fy) => fy.ToDate < current.FromDate).sort((a, b) => b.ToDate.localeCompare(a.ToDate))[0];
		sandbox().clearRequests();
		expect(summary(await trigger.poll(), 'voucher')).toEqual([]);
		expect(voucherLists().map((request) => request.query)).toEqual([before, current].map((fy) => ({ financialyear: String(fy.Id), limit: '1' })));

		// A voucher whose GET fails: the poll fails and moves nothing; after a restart it fires once.
		throughProxy(credential, proxy());
		const later = await manualVoucher('Bankavgift');
		const saved = trigger.saved();
		const itsGet = `/3/vouchers/A/${String(later.VoucherNumber)}`;
		proxy().setRule((request) => (request.path === itsGet ? { kind: 'answer', status: 500, headers: { 'Retry-After': '0' }, body: '{}' } : { kind: 'pass' }));
		expect((await trigger.poll()).error?.description).toMatch(/Nothing was marked as seen/);
		expect(trigger.saved()).toEqual(saved);
		proxy().setRule(() => ({ kind: 'pass' }));
		trigger.restart();
		expect(summary(await trigger.poll(), 'voucher')).toEqual([`voucherCreated A${String(later.VoucherNumber)}`]);
		expect(summary(await trigger.poll(), 'voucher')).toEqual([]);
	});
});
