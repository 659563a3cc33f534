import type { IDataObject } from 'n8n-workflow';

import { byNumber } from '../harness/core';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

const DEMO = { tenantId: 'demo', accessToken: 'demo-access-token', clientSecret: 'demo-client-secret' };
const ore = (amount: number) => Math.round(amount * 100) / 100;
const sum = (amounts: number[]) => ore(amounts.reduce((total, amount) => total + amount, 0));

/**
 * The demo company as a bookkeeper reads it through the nodes: what its ledgers booked reaches its
 * books, and its asset register is ready to use (issue 43).
 */
describe('the demo company, read through the nodes', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox({ demo: true, rateLimit: false });
	});
	afterAll(async () => await sandbox.close());

	const run = async (type: string, resource: string, parameters: IDataObject) => {
		const result = await runNode({ type, credential: accessTokenCredential(sandbox, DEMO).credential, parameters: { resource, ...parameters } });
		expect(result.error()).toBeUndefined();
		return result.items.map((item) => item.json);
	};
	const fortnox = (resource: string, parameters: IDataObject) => run('fortnox', resource, parameters);

	it("shows in its SIE 4 file's profit and loss the sales of its booked invoices and the costs of its booked supplier invoices and manual vouchers", async () => {
		const year = sandbox.tenant(DEMO.tenantId).financialYears.at(-1)!;
		const inYear = (date: unknown) => year.FromDate <= String(date) && String(date) <= year.ToDate;
		const accounts = await fortnox('sie', { operation: 'get', sieType: '4', financialYear: String(year.Id), parse: 'accounts' });
		const result = (from: number, to: number) => sum(accounts.filter((a) => Number(a.Account) >= from && Number(a.Account) <= to).map((a) => Number(a.Result)));

		const invoices = [];
		for (const listed of await fortnox('invoice', { operation: 'getAll', returnAll: true })) {
			if (listed.Booked) invoices.push(...(await fortnox('invoice', { operation: 'get', documentNumber: byNumber(String(listed.DocumentNumber)) })));
		}
		const booked = invoices.filter((invoice) => inYear(invoice.InvoiceDate));
		expect(booked.length).toBeGreaterThan(0);
		// What the customers owe less the VAT: the sales, with the öresavrundning Fortnox books on 3740.
		const sales = sum(booked.map((invoice) => Number(invoice.Total) - Number(invoice.TotalVAT)));
		expect(sales).toBeGreaterThan(0);

		const supplierInvoices = [];
		for (const listed of await fortnox('supplierInvoice', { operation: 'getAll', returnAll: true })) {
			supplierInvoices.push(...(await fortnox('supplierInvoice', { operation: 'get', documentNumber: byNumber(String(listed.GivenNumber)) })));
		}
		const purchases = supplierInvoices.filter((invoice) => invoice.Booked && inYear(invoice.InvoiceDate));
		expect(purchases.length).toBeGreaterThan(0);
		const manual = [];
		for (const listed of await fortnox('voucher', { operation: 'getAll', returnAll: true, filters: { voucherSeries: 'A', financialYear: String(year.Id) } })) {
			manual.push(...(await fortnox('voucher', { operation: 'get', voucherSeries: 'A', voucherNumber: Number(listed.VoucherNumber), options: { financialYear: String(year.Id) } })));
		}
		const manualCosts = manual.flatMap((voucher) => (voucher.VoucherRows as IDataObject[]).filter((row) => Number(row.Account) >= 4000 && Number(row.Account) <= 8999));
		const costs = sum([
			...purchases.map((invoice) => Number(invoice.Total) - Number(invoice.VAT)),
			...manualCosts.map((row) => Number(row.Debit) - Number(row.Credit)),
		]);

		expect(result(3000, 3999)).toBe(-sales);
		expect(result(4000, 8999)).toBe(costs);
		expect(result(3000, 8999)).toBe(ore(costs - sales));
	});

	it('has asset types on the accounts the Assets node names, and those accounts in its chart by their BAS names', async () => {
		const types = await run('fortnoxAssets', 'assetType', { operation: 'getAll', returnAll: true });
		expect(types.map(({ Number, Description, AccountAssetId, AccountDepreciationId, AccountValueLossId }) => ({ Number, Description, AccountAssetId, AccountDepreciationId, AccountValueLossId }))).toEqual([
			{ Number: 'INV', Description: 'Inventarier och verktyg', AccountAssetId: 1220, AccountDepreciationId: 1229, AccountValueLossId: 7832 },
			{ Number: 'DATA', Description: 'Datorer', AccountAssetId: 1250, AccountDepreciationId: 1259, AccountValueLossId: 7835 },
		]);
		const names = [];
		for (const number of [1220, 1229, 7832]) names.push(...(await fortnox('account', { operation: 'get', account: byNumber(number) })).map((account) => account.Description));
		expect(names).toEqual(['Inventarier och verktyg', 'Ackumulerade avskrivningar på inventarier och verktyg', 'Avskrivningar på inventarier och verktyg']);
	});
});

/** The second demo company (issue 48): a real company's Fortnox, without everything. */
describe('the limited demo company, Begränsad Handel AB', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox({ demo: true, rateLimit: false });
	});
	afterAll(async () => await sandbox.close());
	const LIMITED = { tenantId: 'demo-limited', accessToken: 'demo-limited-access-token', clientSecret: 'demo-limited-client-secret' };
	const run = async (type: string, parameters: IDataObject) => await runNode({ type, credential: accessTokenCredential(sandbox, LIMITED).credential, parameters });

	it('sells and invoices, but refuses payroll for want of the salary scope and the warehouse for want of Lager', async () => {
		const invoices = await run('fortnox', { resource: 'invoice', operation: 'getAll', returnAll: true });
		expect(invoices.error()).toBeUndefined();
		expect(invoices.items.length).toBeGreaterThan(0);
		expect((await run('fortnoxPayroll', { resource: 'employee', operation: 'getAll', returnAll: true })).error()?.message).toBe(
			'Fortnox refused GET /3/employees: the token lacks the "salary" scope (Salary)',
		);
		expect((await run('fortnoxWarehouse', { resource: 'stockPoint', operation: 'getAll', returnAll: true })).error()?.message).toBe(
			'Fortnox refused GET /api/warehouse/stockpoints-v1: the company has no licence for the Lager module (the "warehouse" scope (Warehouse))',
		);
	});
});
