// @ts-check
'use strict';

/**
 * The company's settings an administrator keeps, as Fortnox's OpenAPI has them:
 *   GET /3/predefinedaccounts[/{Name}]         {"PreDefinedAccounts":[…]} / {"PreDefinedAccount":{…}}
 *   PUT /3/predefinedaccounts/{Name}           points the name at another account: it must be in the chart of the current year
 *   GET /3/predefinedvoucherseries[/{Name}]    {"PreDefinedVoucherSeriesCollection":[…]} / {"PreDefinedVoucherSeries":{…}}
 *   PUT /3/predefinedvoucherseries/{Name}      points the name at another series: it must exist
 *   GET /3/printtemplates                      {"PrintTemplates":[…]}
 *   GET /3/accountcharts                       {"AccountCharts":[…]}
 *   GET /3/settings/company                    {"CompanySettings":{…}}: the company information's fields and name
 *   GET /3/settings/lockedperiod               {"LockedPeriod":{"EndDate"}}: the period the warehouse's release and void check too
 *   GET /3/me                                  {"MeInformation":{…}}: the user the token acts as
 *   GET /3/euvatlimitregulation?year=          {"EUVatLimitRegulation":{…}}: the year's invoiced net to customers of VAT type EUVAT against 99 680 SEK
 *   GET /3/emailsenders                        {"EmailSenders":{"TrustedSenders":[…],"RejectedSenders":[…]}}
 *   POST /3/emailsenders/trusted               {"TrustedSender":{"Email"}} → 201 with its Id; an address already trusted → 400;
 *                                              a rejected one leaves the rejected list
 *   DELETE /3/emailsenders/trusted/{Id}        204; unknown → 404
 * None of the names is created or deleted through the API; the lists are unpaged, as the OpenAPI has them.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { unwrap } = require('./validate');
const { readFields, text, integer, required } = require('./fields');
const { selectYear } = require('./financial-years');

/** @typedef {import('../tenants').Tenant} Tenant */
/**
 * @typedef {object} SettingsState
 * @property {Array<{ Name: string, Account: number }>} predefinedAccounts
 * @property {Array<{ Name: string, VoucherSeries: string }>} predefinedVoucherSeries
 * @property {Array<{ Id: number, Email: string }>} trustedSenders
 * @property {Array<{ Id: number, Email: string }>} rejectedSenders
 * @property {number} nextSenderId
 */

/** Skatteverket's limit for distance sales to consumers in other EU countries, SEK a year. */
const EU_VAT_LIMIT = 99_680;
const PRINT_TEMPLATES = [
	{ Template: 'fa_standard', Name: 'Faktura' },
	{ Template: 'fa_engelska', Name: 'Invoice (English)' },
	{ Template: 'of_standard', Name: 'Offert' },
	{ Template: 'or_standard', Name: 'Order' },
];
const ACCOUNT_CHARTS = ['BAS 2024', 'BAS 2024 (K2)', 'BAS 2024 (K3)', 'Egen kontoplan'].map((Name) => ({ Name }));

/** A new company's settings: where its ledgers book and which series they use (bookkeeping/state.js), one rejected sender. */
function createSettingsState() {
	/** @type {SettingsState} */
	const settings = {
		predefinedAccounts: [
			['ACCOUNTS_RECEIVABLE', 1510], ['ACCOUNTS_PAYABLE', 2440], ['SALES_VAT_25', 2611], ['ROUNDING', 3740], ['BANK', 1930],
		].map(([Name, Account]) => ({ Name: String(Name), Account: Number(Account) })),
		predefinedVoucherSeries: [
			['MANUAL', 'A'], ['INVOICE', 'B'], ['PAYMENT', 'C'], ['SUPPLIERINVOICE', 'D'], ['SUPPLIERPAYMENT', 'E'],
		].map(([Name, VoucherSeries]) => ({ Name, VoucherSeries })),
		trustedSenders: [],
		rejectedSenders: [{ Id: 1, Email: 'okand@example.com' }],
		nextSenderId: 2,
	};
	return settings;
}

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerSettingsRoutes(r, state) {
	/**
	 * GET list, GET one and PUT of a name Fortnox keeps, pointing at another record.
	 * @param {{ path: string, one: string, many: string, field: 'Account' | 'VoucherSeries', schema: import('./fields').Schema,
	 *   list: (t: Tenant) => Array<Record<string, any>>, exists: (t: Tenant, value: any) => boolean }} spec
	 */
	const pointers = ({ path, one, many, field, schema, list, exists }) => {
		/** @param {Record<string, any>} record */
		const render = (record) => ({ '@url': `${state.url}${path}/${encodeURIComponent(record.Name)}`, ...record });
		/** @param {any} ctx */
		const find = (ctx) => {
			const record = list(ctx.tenant).find((candidate) => candidate.Name === ctx.params.name);
			if (!record) throw notFound(CODES.PREDEFINED_NOT_FOUND, `${one} not found: ${ctx.params.name}`);
			return record;
		};
		r.get(path, (/** @type {any} */ ctx) => json({ [many]: list(ctx.tenant).map(render) }));
		r.get(`${path}/:name`, (/** @type {any} */ ctx) => json({ [one]: render(find(ctx)) }));
		r.put(`${path}/:name`, async (/** @type {any} */ ctx) => {
			const record = find(ctx);
			const fields = readFields(unwrap(await ctx.json(), one), schema, { readOnly: ['@url'], creating: false });
			if (fields.Name !== undefined && fields.Name !== record.Name) throw badRequest(CODES.NUMBER_CHANGE, `The name ${record.Name} cannot be changed.`);
			if (fields[field] !== undefined) {
				if (!exists(ctx.tenant, fields[field])) {
					// A predefined account's: the OpenAPI's 2001265 (its description as the text); a series' the sandbox's own.
					if (field === 'Account') throw badRequest(CODES.PREDEFINED_ACCOUNT_INVALID, 'The provided account is invalid. It either has not been provided, does not exist, or is inactive.');
					throw badRequest(CODES.REFERENCE_UNKNOWN, `${field} ${String(fields[field])} does not exist.`);
				}
				record[field] = fields[field];
			}
			return json({ [one]: render(record) });
		});
	};
	pointers({
		path: '/3/predefinedaccounts', one: 'PreDefinedAccount', many: 'PreDefinedAccounts', field: 'Account',
		schema: { Account: required(integer(1000, 9999)), Name: text() },
		list: (t) => t.settings.predefinedAccounts,
		exists: (t, account) => Boolean(t.accounts.get(selectYear(t, undefined))?.has(account)),
	});
	pointers({
		path: '/3/predefinedvoucherseries', one: 'PreDefinedVoucherSeries', many: 'PreDefinedVoucherSeriesCollection', field: 'VoucherSeries',
		schema: { Name: text(), VoucherSeries: required(text(1, 1)) },
		list: (t) => t.settings.predefinedVoucherSeries,
		exists: (t, code) => t.bookkeeping.series.some((series) => series.Code === code),
	});

	r.get('/3/printtemplates', () => json({ PrintTemplates: PRINT_TEMPLATES }));
	r.get('/3/accountcharts', () => json({ AccountCharts: ACCOUNT_CHARTS }));

	r.get('/3/settings/company', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		return json({ CompanySettings: { Name: tenant.name, ...tenant.sales.company, TaxEnabled: true } });
	});

	r.get('/3/settings/lockedperiod', (/** @type {any} */ ctx) => json({ LockedPeriod: { EndDate: ctx.tenant.warehouse.settings.lockedThrough ?? null } }));

	r.get('/3/me', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		return json({ MeInformation: { Email: `admin@${tenant.id.slice(0, 8)}.example.se`, Id: `user-${tenant.id.slice(0, 8)}`, Locale: 'sv_SE', Name: 'Sandbox Administratör', SysAdmin: true } });
	});

	r.get('/3/euvatlimitregulation', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const raw = ctx.query('year');
		if (raw !== undefined && !/^\d{4}$/.test(raw)) throw badRequest(CODES.INVALID_PARAMETER, `Invalid parameter year: ${raw}`);
		const year = raw ?? tenant.financialYears[tenant.financialYears.length - 1].FromDate.slice(0, 4);
		const euCustomers = new Set(tenant.customers.filter((c) => c.VATType === 'EUVAT').map((c) => c.CustomerNumber));
		const total = tenant.sales.invoices
			.filter(({ head }) => !head.Cancelled && String(head.InvoiceDate).startsWith(`${year}-`) && euCustomers.has(String(head.CustomerNumber)))
			.reduce((sum, { head }) => sum + Number(head.Net ?? 0), 0);
		const TotalExclVat = Math.round(total * 100) / 100;
		return json({ EUVatLimitRegulation: { IsOverLimit: TotalExclVat > EU_VAT_LIMIT, Limit: EU_VAT_LIMIT, TotalExclVat, Year: year } });
	});

	r.get('/3/emailsenders', (/** @type {any} */ ctx) => {
		/** @type {SettingsState} */
		const settings = ctx.tenant.settings;
		return json({ EmailSenders: { TrustedSenders: settings.trustedSenders.map((s) => ({ ...s })), RejectedSenders: settings.rejectedSenders.map((s) => ({ ...s })) } });
	});

	r.post('/3/emailsenders/trusted', async (/** @type {any} */ ctx) => {
		/** @type {SettingsState} */
		const settings = ctx.tenant.settings;
		const { Email } = readFields(unwrap(await ctx.json(), 'TrustedSender'), { Email: required(text()) }, { readOnly: ['Id'], creating: true });
		const email = String(Email).trim();
		if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(CODES.INVALID_PARAMETER, `Email ${email} is not an e-mail address.`);
		const same = (/** @type {{ Email: string }} */ s) => s.Email.toLowerCase() === email.toLowerCase();
		if (settings.trustedSenders.some(same)) throw badRequest(CODES.RECORD_EXISTS, `${email} is already a trusted sender.`);
		settings.rejectedSenders = settings.rejectedSenders.filter((s) => !same(s));
		const sender = { Id: settings.nextSenderId++, Email: email };
		settings.trustedSenders.push(sender);
		return json({ TrustedSender: { ...sender } }, 201);
	});

	r.delete('/3/emailsenders/trusted/:id', (/** @type {any} */ ctx) => {
		/** @type {SettingsState} */
		const settings = ctx.tenant.settings;
		const index = settings.trustedSenders.findIndex((s) => String(s.Id) === ctx.params.id);
		if (index < 0) throw notFound(CODES.EMAIL_SENDER_NOT_FOUND, `Trusted sender not found: ${ctx.params.id}`);
		settings.trustedSenders.splice(index, 1);
		return noContent();
	});
}

module.exports = { createSettingsState, registerSettingsRoutes };
