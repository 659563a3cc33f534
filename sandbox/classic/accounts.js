// @ts-check
'use strict';

/**
 * Accounts, per financial year (`?financialyear=<id>`, default the latest year):
 * GET/POST /3/accounts, GET/PUT /3/accounts/{number}; DELETE /3/accounts/{number} (the OpenAPI gives it no
 * financial year: it removes the account from the latest year) → 204, refused (400) while a voucher of
 * that year books on it, a predefined account or a mode of payment names it.
 * The list, by number, takes the OpenAPI's `sru`, `lastmodified` and `sortby=number` (list-query.js).
 * State: tenant.accounts is Map<yearId, Map<accountNumber, Account>>.
 */

const { badRequest, notFound, CODES, INVALID_IDENTIFIER_TEXT } = require('../errors');
const { json, noContent } = require('../http');
const { newAccount } = require('../chart-of-accounts');
const { unwrap } = require('./validate');
const { accountChanges } = require('./account-fields');
const { selectYear } = require('./financial-years');
const { listPage, equalsInteger } = require('./list-query');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').Account} Account */

const LIST_FIELDS = /** @type {const} */ ([
	'Active', 'BalanceBroughtForward', 'CostCenter', 'CostCenterSettings', 'Description', 'Number',
	'Project', 'ProjectSettings', 'SRU', 'Year',
]);
const FULL_FIELDS = /** @type {const} */ ([
	'Active', 'BalanceBroughtForward', 'BalanceCarriedForward', 'CostCenter', 'CostCenterSettings',
	'Description', 'Number', 'Project', 'ProjectSettings', 'SRU', 'TransactionInformation',
	'TransactionInformationSettings', 'VATCode', 'Year',
]);

/** @type {import('./list-query').ListSpec<Account>} */
const LIST = {
	match: { sru: equalsInteger('sru', (a) => a.SRU) },
	modifiedAt: (a) => a.modifiedAt,
	sortBy: { number: (a) => a.Number },
};

/** @param {any} r router group of the classic API @param {{ url: string, clock: { now(): number } }} state */
function registerAccountRoutes(r, state) {
	/** @param {Account} a @param {ReadonlyArray<keyof Account>} fields */
	const render = (a, fields) => {
		/** @type {Record<string, unknown>} */
		const out = { '@url': `${state.url}/3/accounts/${a.Number}?financialyear=${a.Year}` };
		for (const f of fields) out[f] = a[f];
		return out;
	};

	r.get('/3/accounts', (/** @type {any} */ ctx) => {
		const { accounts } = yearAccounts(ctx);
		const sorted = [...accounts.values()].sort((a, b) => a.Number - b.Number);
		const { meta, items } = listPage(sorted, ctx.query, LIST);
		return json({ MetaInformation: meta, Accounts: items.map((a) => render(a, LIST_FIELDS)) });
	});

	r.get('/3/accounts/:number', (/** @type {any} */ ctx) => {
		const { accounts } = yearAccounts(ctx);
		return json({ Account: render(findAccount(accounts, ctx.params.number), FULL_FIELDS) });
	});

	r.post('/3/accounts', async (/** @type {any} */ ctx) => {
		const { year, accounts } = yearAccounts(ctx);
		const changes = accountChanges(ctx.tenant, unwrap(await ctx.json(), 'Account'));
		if (changes.Number === undefined) throw badRequest(CODES.REQUIRED, 'Number is required.');
		if (changes.Description === undefined) throw badRequest(CODES.REQUIRED, 'Description is required.');
		if (accounts.has(changes.Number)) {
			throw badRequest(CODES.ACCOUNT_EXISTS, `Account ${changes.Number} already exists in financial year ${year}.`);
		}
		const account = newAccount(year, /** @type {any} */ (changes), state.clock.now());
		accounts.set(account.Number, account);
		return json({ Account: render(account, FULL_FIELDS) }, 201);
	});

	r.delete('/3/accounts/:number', (/** @type {any} */ ctx) => {
		const { year, accounts } = yearAccounts(ctx);
		const account = findAccount(accounts, ctx.params.number);
		const use = accountUse(ctx.tenant, year, account.Number);
		if (use) throw badRequest(CODES.IN_USE, `Account ${account.Number} is used by ${use}; it cannot be deleted.`);
		accounts.delete(account.Number);
		return noContent();
	});

	r.put('/3/accounts/:number', async (/** @type {any} */ ctx) => {
		const { accounts } = yearAccounts(ctx);
		const account = findAccount(accounts, ctx.params.number);
		const changes = accountChanges(ctx.tenant, unwrap(await ctx.json(), 'Account'));
		if (changes.Number !== undefined && changes.Number !== account.Number) {
			throw badRequest(CODES.ACCOUNT_NUMBER_CHANGE, `The account number cannot be changed (${account.Number} → ${changes.Number}).`);
		}
		Object.assign(account, changes, { modifiedAt: state.clock.now() });
		account.BalanceCarriedForward = account.BalanceBroughtForward;
		return json({ Account: render(account, FULL_FIELDS) });
	});
}

/** What keeps an account of a financial year from being deleted. @param {Tenant} tenant @param {number} year @param {number} number */
function accountUse(tenant, year, number) {
	const voucher = tenant.bookkeeping.vouchers.find((v) => v.Year === year && v.VoucherRows.some((row) => row.Account === number));
	if (voucher) return `voucher ${voucher.VoucherSeries}${voucher.VoucherNumber}`;
	const predefined = tenant.settings.predefinedAccounts.find((p) => p.Account === number);
	if (predefined) return `the predefined account ${predefined.Name}`;
	const mode = tenant.modesOfPayments.find((m) => m.AccountNumber === String(number));
	return mode && `the mode of payment ${mode.Code}`;
}

/** @param {any} ctx @returns {{ year: number, accounts: Map<number, Account> }} */
function yearAccounts(ctx) {
	/** @type {Tenant} */
	const tenant = ctx.tenant;
	const year = selectYear(tenant, ctx.query('financialyear'));
	return { year, accounts: /** @type {Map<number, Account>} */ (tenant.accounts.get(year)) };
}

/** @param {Map<number, Account>} accounts @param {string} raw */
function findAccount(accounts, raw) {
	if (!/^\d+$/.test(raw)) throw badRequest(CODES.INVALID_IDENTIFIER, INVALID_IDENTIFIER_TEXT);
	const account = accounts.get(Number(raw));
	if (!account) throw notFound(CODES.ACCOUNT_NOT_FOUND, 'Kan inte hitta kontot.');
	return account;
}

module.exports = { registerAccountRoutes };
