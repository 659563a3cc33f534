// @ts-check
'use strict';

/**
 * Accounts, per financial year (`?financialyear=<id>`, default the latest year):
 * GET/POST /3/accounts, GET/PUT /3/accounts/{number}. No delete (none in the spec).
 * The list, by number, takes the OpenAPI's `sru`, `lastmodified` and `sortby=number` (list-query.js).
 * State: tenant.accounts is Map<yearId, Map<accountNumber, Account>>.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { newAccount } = require('../tenants');
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

/** @param {any} ctx @returns {{ year: number, accounts: Map<number, Account> }} */
function yearAccounts(ctx) {
	/** @type {Tenant} */
	const tenant = ctx.tenant;
	const year = selectYear(tenant, ctx.query('financialyear'));
	return { year, accounts: /** @type {Map<number, Account>} */ (tenant.accounts.get(year)) };
}

/** @param {Map<number, Account>} accounts @param {string} raw */
function findAccount(accounts, raw) {
	if (!/^\d+$/.test(raw)) throw badRequest(CODES.INVALID_IDENTIFIER, `A valid identifier was not provided: ${raw}`);
	const account = accounts.get(Number(raw));
	if (!account) throw notFound(CODES.ACCOUNT_NOT_FOUND, `Account ${raw} not found.`);
	return account;
}

module.exports = { registerAccountRoutes };
