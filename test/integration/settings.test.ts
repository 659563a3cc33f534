import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { FortnoxSettings } from '../../nodes/FortnoxSettings/FortnoxSettings.node';
import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests, salesCompany, oneRowDocument, today } = useCoreSandbox();

const settings = (credential: NodeSpec['credential'], resource: string, parameters: IDataObject) =>
	runNode({ type: 'fortnoxSettings', credential, parameters: { resource, ...parameters } });

/** Each register: a new record's fields, a change, where the sandbox keeps it, and whether Fortnox deletes it. */
const REGISTERS = [
	{ resource: 'currency', create: { code: 'NOK', description: 'Norska kronor', additionalFields: { BuyRate: 0.95, SellRate: 1.05 } }, change: { SellRate: 1.1 }, stored: 'currencies', canDelete: true },
	{ resource: 'unit', create: { code: 'pall', description: 'Pall', additionalFields: { CodeEnglish: 'pallet' } }, change: { Description: 'EUR-pall' }, stored: 'units', canDelete: true },
	{ resource: 'termsOfPayment', create: { code: '45', description: '45 dagar netto' }, change: { Description: '45 dagar' }, stored: 'termsOfPayments', canDelete: true },
	{ resource: 'termsOfDelivery', create: { code: 'DAP', description: 'Levererat till plats', additionalFields: { DescriptionEnglish: 'Delivered at place' } }, change: { DescriptionEnglish: 'DAP' }, stored: 'termsOfDeliveries', canDelete: false },
	{ resource: 'modeOfPayment', create: { code: 'SWISH', accountNumber: '1930', additionalFields: { Description: 'Swish' } }, change: { AccountNumber: '1910' }, stored: 'modesOfPayments', canDelete: true },
	{ resource: 'wayOfDelivery', create: { code: 'BUD', additionalFields: { Description: 'Budfirma' } }, change: { DescriptionEnglish: 'Courier' }, stored: 'wayOfDeliveries', canDelete: true },
	{ resource: 'voucherSeries', create: { code: 'K', additionalFields: { Description: 'Kassaverifikationer', Manual: true } }, change: { Description: 'Kassa' }, stored: 'series', canDelete: false },
] as const;

/** The register as the sandbox holds it. */
function stored(tenantId: string, name: (typeof REGISTERS)[number]['stored']): Array<Record<string, unknown>> {
	const tenant = sandbox().tenant(tenantId);
	return (name === 'series' ? tenant.bookkeeping.series : tenant[name]) as unknown as Array<Record<string, unknown>>;
}

describe('Fortnox Settings → the registers', () => {
	it.each(REGISTERS)('$resource: creates, gets, lists, updates and (where Fortnox allows) deletes', async ({ resource, create, change, stored: where, canDelete }) => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const code = create.code;
		const created = await settings(credential, resource, { operation: 'create', ...create });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json.Code).toBe(code);
		expect(stored(tenant.tenantId, where).find((record) => record.Code === code)).toBeDefined();

		const got = await settings(credential, resource, { operation: 'get', [resource]: byNumber(code) });
		expect(got.items[0].json).toMatchObject({ Code: code });

		const listed = await settings(credential, resource, { operation: 'getAll', returnAll: true });
		expect(listed.items.map((item) => item.json.Code)).toContain(code);
		const limited = await settings(credential, resource, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(limited.items).toHaveLength(1);

		const updated = await settings(credential, resource, { operation: 'update', [resource]: byNumber(code), updateFields: change });
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json).toMatchObject({ Code: code, ...change });
		expect(stored(tenant.tenantId, where).find((record) => record.Code === code)).toMatchObject(change);

		const node = new FortnoxSettings();
		expect(Object.keys(node.description.properties.find((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.[0] === resource)?.options ?? []).length).toBe(canDelete ? 5 : 4);
		if (!canDelete) return;
		const deleted = await settings(credential, resource, { operation: 'delete', [resource]: byNumber(code) });
		expect(deleted.items[0].json).toEqual({ Code: code, deleted: true });
		expect(stored(tenant.tenantId, where).some((record) => record.Code === code)).toBe(false);
	});

	it("refuses what breaks Fortnox's limits before sending: a unit code over 20, a 3-digit payment account, a way of delivery code over 50, a voucher series code over 10", async () => {
		const { credential } = accessTokenCredential(sandbox());
		for (const [resource, parameters, message] of [
			['unit', { code: 'x'.repeat(21), description: 'Lång' }, /^Code is 21 characters long: it must be 1 to 20 characters$/],
			['modeOfPayment', { code: 'BG2', accountNumber: '193' }, /^Account Number is 3 characters long: it must be 4 to 4 characters$/],
			['wayOfDelivery', { code: 'x'.repeat(51) }, /^Code is 51 characters long: it must be 1 to 50 characters$/],
			['voucherSeries', { code: 'KASSA-2026-X' }, /^Code is 12 characters long: it must be 1 to 10 characters$/],
			['termsOfDelivery', { code: 'DAP', description: 'x'.repeat(201) }, /^Description is 201 characters long: at most 200 characters are allowed$/],
		] as const) {
			const result = await settings(credential, resource, { operation: 'create', ...parameters });
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);
	});

	it("passes Fortnox's refusals through: a mode of payment on an account the chart lacks, deleting the company's own currency", async () => {
		const { credential } = accessTokenCredential(sandbox());
		const unknownAccount = await settings(credential, 'modeOfPayment', { operation: 'create', code: 'X', accountNumber: '1234' });
		expect(unknownAccount.error()?.message).toMatch(/Kunde inte hitta konto/);
		const sek = await settings(credential, 'currency', { operation: 'delete', currency: byNumber('SEK') });
		expect(sek.error()?.message).toMatch(/Currency SEK is used by the company's accounting/);
	});

	it("shares the Fortnox node's pickers: a unit made here is offered on articles, a voucher series in the predefined series' field", async () => {
		const { credential } = accessTokenCredential(sandbox());
		await settings(credential, 'unit', { operation: 'create', code: 'låda', description: 'Låda' });
		const fortnox = new Fortnox();
		const node = new FortnoxSettings();
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'article', operation: 'create' } });
		expect(await fortnox.methods.loadOptions.getUnits.call(context)).toContainEqual({ name: 'Låda (låda)', value: 'låda' });
		const found = await node.methods.listSearch.searchUnits.call(loadOptionsContext({ type: 'fortnoxSettings', credential, parameters: { resource: 'unit', operation: 'get' } }), 'låd');
		expect(found.results).toEqual([{ name: 'Låda (låda)', value: 'låda' }]);
		const seriesField = node.description.properties
			.find((p) => p.name === 'updateFields' && p.displayOptions?.show?.resource?.[0] === 'predefinedVoucherSeries')
			?.options?.find((option) => 'name' in option && option.name === 'VoucherSeries');
		expect(seriesField).toMatchObject({ type: 'options', typeOptions: { loadOptionsMethod: 'getVoucherSeries' } });
	});
});

describe('Fortnox Settings → predefined accounts and voucher series', () => {
	it('lists and gets the predefined accounts and points one at another account; an account outside 1000–9999 is refused before sending', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const all = await settings(credential, 'predefinedAccount', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Name)).toEqual(sandbox().tenant(tenant.tenantId).settings.predefinedAccounts.map((account) => account.Name));
		const got = await settings(credential, 'predefinedAccount', { operation: 'get', predefinedAccount: byNumber('BANK') });
		expect(got.items[0].json).toMatchObject({ Name: 'BANK', Account: 1930 });

		const moved = await settings(credential, 'predefinedAccount', { operation: 'update', predefinedAccount: byNumber('BANK'), updateFields: { Account: 1910 } });
		expect(moved.items[0].json).toMatchObject({ Name: 'BANK', Account: 1910 });
		expect(sandbox().tenant(tenant.tenantId).settings.predefinedAccounts.find((account) => account.Name === 'BANK')?.Account).toBe(1910);

		sandbox().clearRequests();
		const wrong = await settings(credential, 'predefinedAccount', { operation: 'update', predefinedAccount: byNumber('BANK'), updateFields: { Account: 999 } });
		expect(wrong.error()?.message).toBe('Account 999 is out of range: it must be from 1000 to 9999');
		expect(coreRequests()).toEqual([]);
	});

	it('points a predefined voucher series at another series; a code of two letters is refused before sending, an unknown series by Fortnox', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const all = await settings(credential, 'predefinedVoucherSeries', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Name)).toContain('INVOICE');
		const moved = await settings(credential, 'predefinedVoucherSeries', { operation: 'update', predefinedVoucherSeries: byNumber('INVOICE'), updateFields: { VoucherSeries: 'A' } });
		expect(moved.items[0].json).toMatchObject({ Name: 'INVOICE', VoucherSeries: 'A' });
		const got = await settings(credential, 'predefinedVoucherSeries', { operation: 'get', predefinedVoucherSeries: byNumber('INVOICE') });
		expect(got.items[0].json.VoucherSeries).toBe('A');
		expect(sandbox().tenant(tenant.tenantId).settings.predefinedVoucherSeries.find((series) => series.Name === 'INVOICE')?.VoucherSeries).toBe('A');

		sandbox().clearRequests();
		const long = await settings(credential, 'predefinedVoucherSeries', { operation: 'update', predefinedVoucherSeries: byNumber('INVOICE'), updateFields: { VoucherSeries: 'AB' } });
		expect(long.error()?.message).toBe('Voucher Series is 2 characters long: at most 1 characters are allowed');
		expect(coreRequests()).toEqual([]);
		const unknown = await settings(credential, 'predefinedVoucherSeries', { operation: 'update', predefinedVoucherSeries: byNumber('INVOICE'), updateFields: { VoucherSeries: 'Z' } });
		expect(unknown.error()?.message).toMatch(/VoucherSeries Z does not exist/);
	});
});

describe('Fortnox Settings → lists and settings Fortnox only lets read', () => {
	it('lists the print templates (a Limit too) and the account charts', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const templates = await settings(credential, 'printTemplate', { operation: 'getAll', returnAll: true });
		expect(templates.items.map((item) => item.json.Template)).toContain('fa_standard');
		const two = await settings(credential, 'printTemplate', { operation: 'getAll', returnAll: false, limit: 2 });
		expect(two.items).toHaveLength(2);
		const charts = await settings(credential, 'accountChart', { operation: 'getAll', returnAll: true });
		expect(charts.items.map((item) => item.json.Name)).toContain('BAS 2024');
	});

	it("gets the company settings, the locked period (as the warehouse locks it) and the credential's user", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const company = await settings(credential, 'companySettings', { operation: 'get' });
		expect(company.items[0].json).toMatchObject({ Name: sandbox().tenant(tenant.tenantId).name, OrganizationNumber: sandbox().tenant(tenant.tenantId).sales.company.OrganizationNumber });

		const open = await settings(credential, 'lockedPeriod', { operation: 'get' });
		expect(open.items[0].json).toEqual({ EndDate: null });
		sandbox().lockWarehousePeriod(tenant.tenantId, '2026-03-31');
		const locked = await settings(credential, 'lockedPeriod', { operation: 'get' });
		expect(locked.items[0].json).toEqual({ EndDate: '2026-03-31' });

		const me = await settings(credential, 'me', { operation: 'get' });
		expect(me.items[0].json).toMatchObject({ SysAdmin: true, Locale: 'sv_SE' });
	});

	it("gets the EU VAT limit: a year's net invoiced to EU consumers against the limit; a year not of four digits is refused before sending", async () => {
		const { tenantId, credential, customer } = await salesCompany({ customers: [['Hans Müller', { VATType: 'EUVAT', CountryCode: 'DE' }]], articles: [] });
		await oneRowDocument('invoice', credential, customer, 1200);
		const year = today().slice(0, 4);
		const limit = await settings(credential, 'euVatLimitRegulation', { operation: 'get', options: { year: Number(year) } });
		expect(limit.items[0].json).toEqual({ IsOverLimit: false, Limit: 99680, TotalExclVat: 1200, Year: year });
		const before = await settings(credential, 'euVatLimitRegulation', { operation: 'get', options: { year: Number(year) - 1 } });
		expect(before.items[0].json).toMatchObject({ TotalExclVat: 0 });
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(1);

		sandbox().clearRequests();
		const wrong = await settings(credential, 'euVatLimitRegulation', { operation: 'get', options: { year: 26 } });
		expect(wrong.error()?.message).toBe('Year "26" has 2 digits: it must be exactly 4 digits');
		expect(coreRequests()).toEqual([]);
	});
});

describe('Fortnox Settings → trusted e-mail senders', () => {
	it('adds a trusted sender, lists trusted and rejected senders, and deletes one', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const added = await settings(credential, 'trustedEmailSender', { operation: 'add', email: 'okand@example.com' });
		expect(added.items[0].json).toEqual({ Id: expect.any(Number), Email: 'okand@example.com' });
		const id = Number(added.items[0].json.Id);
		expect(coreRequests().find((request) => request.method === 'POST')?.body).toEqual({ TrustedSender: { Email: 'okand@example.com' } });

		const trusted = await settings(credential, 'trustedEmailSender', { operation: 'getAll', senders: 'trusted', returnAll: true });
		expect(trusted.items.map((item) => item.json)).toEqual([{ Id: id, Email: 'okand@example.com' }]);
		// Trusting an address Fortnox had turned away takes it off the rejected list.
		const rejected = await settings(credential, 'trustedEmailSender', { operation: 'getAll', senders: 'rejected', returnAll: true });
		expect(rejected.items).toEqual([]);

		const context = loadOptionsContext({ type: 'fortnoxSettings', credential, parameters: { resource: 'trustedEmailSender', operation: 'delete' } });
		const picked = await new FortnoxSettings().methods.listSearch.searchTrustedEmailSenders.call(context, 'okand');
		expect(picked.results).toEqual([{ name: 'okand@example.com', value: String(id) }]);

		const deleted = await settings(credential, 'trustedEmailSender', { operation: 'delete', id: { __rl: true, mode: 'list', value: String(id) } });
		expect(deleted.items[0].json).toEqual({ Id: id, deleted: true });
		expect(sandbox().tenant(tenant.tenantId).settings.trustedSenders).toEqual([]);
		const again = await settings(credential, 'trustedEmailSender', { operation: 'delete', id: byNumber(id) });
		expect(again.error()?.message).toMatch(/Trusted sender not found/);
	});

	it('refuses an address that is not one, and a sender ID that is not a number, before sending', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const bad = await settings(credential, 'trustedEmailSender', { operation: 'add', email: 'faktura at example.se' });
		expect(bad.error()?.message).toBe('Email "faktura at example.se" has the wrong format: it must be one e-mail address, such as faktura@example.se');
		const id = await settings(credential, 'trustedEmailSender', { operation: 'delete', id: byNumber('abc') });
		expect(id.error()?.message).toMatch(/^Sender ID "abc" is not a whole number/);
		expect(coreRequests()).toEqual([]);
	});
});

describe('Fortnox → Account → Delete', () => {
	it("deletes an account from the current year's chart; Fortnox refuses one a setting uses; a number not of 4 digits is refused before sending", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const account = (parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource: 'account', ...parameters } });
		const created = await account({ operation: 'create', accountNumber: '1799', description: 'Övriga förutbetalda kostnader' });
		expect(created.error()).toBeUndefined();
		const years = sandbox().tenant(tenant.tenantId).accounts;
		const current = [...years.keys()].pop() as number;
		expect(years.get(current)?.has(1799)).toBe(true);

		const deleted = await account({ operation: 'delete', account: byNumber('1799') });
		expect(deleted.items[0].json).toEqual({ Number: '1799', deleted: true });
		expect(years.get(current)?.has(1799)).toBe(false);
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toContain('DELETE /3/accounts/1799');

		const used = await account({ operation: 'delete', account: byNumber('1510') });
		expect(used.error()?.message).toMatch(/Account 1510 is used by the predefined account ACCOUNTS_RECEIVABLE/);
		expect(years.get(current)?.has(1510)).toBe(true);

		sandbox().clearRequests();
		// An expression's value passes the editor's own check of the field; the node checks it again.
		const short = await account({ operation: 'delete', account: { __rl: true, mode: 'id', value: '={{ "151" }}' } });
		expect(short.error()?.message).toBe('Account Number "151" has 3 digits: it must be exactly 4 digits');
		expect(coreRequests()).toEqual([]);
	});
});
