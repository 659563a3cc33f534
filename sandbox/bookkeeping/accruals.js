// @ts-check
'use strict';

/**
 * Accruals (periodiseringar) of contracts, invoices and supplier invoices, as Fortnox's OpenAPI
 * describes them (fortnox_ContractAccrual, fortnox_InvoiceAccrual, fortnox_SupplierInvoiceAccrual,
 * their rows and list items). Each kind the same way, under /3/{contractaccruals|invoiceaccruals|supplierinvoiceaccruals}:
 *   GET    ''            the list items (number, Description, Period), by number; paging, lastmodified
 *   GET    /{number}     the accrual with its rows
 *   POST   ''            → 201; numbered by its document, which must exist and have no accrual yet;
 *                        the OpenAPI's required fields; at least two rows, each an account of the chart
 *                        with a debit or a credit, the debits equal to the credits; StartDate not after EndDate
 *   PUT    /{number}     the fields given; new rows replace the old, checked alike
 *   DELETE /{number}     204
 */

const { badRequest, notFound, ACCOUNT_NOT_FOUND_TEXT } = require('../errors');
const { json, noContent } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields, applyFields, text, number, integer, boolean, oneOf, date, required, defaults } = require('../classic/fields');
const { readList } = require('../sales/checks');
const { BOOKKEEPING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxAccrual} Accrual */
/** @typedef {import('../classic/fields').Schema} Schema */

const ACCOUNT = integer(1000, 9999);
const PERIODS = ['MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'ANNUALLY'];
const LONG_PERIODS = [...PERIODS, '1_MONTHS', '2_MONTHS', '3_MONTHS', '6_MONTHS', '12_MONTHS'];
/** @type {Schema} */
const ROW = { Account: required(integer()), CostCenter: text(), Credit: number(0), Debit: number(0), Project: text(), TransactionInformation: text(100) };

/**
 * @typedef {object} AccrualKind
 * @property {string} path  @property {string} one  @property {string} many  @property {string} key the number field
 * @property {string} rows  @property {'contracts' | 'invoices' | 'supplierInvoices'} state
 * @property {(tenant: Tenant, number: string) => boolean} documentExists  @property {string} document in messages
 * @property {Schema} schema less the number and the rows
 */
/** @type {AccrualKind[]} */
const KINDS = [
	{
		path: '/3/contractaccruals', one: 'ContractAccrual', many: 'ContractAccruals', key: 'DocumentNumber', rows: 'AccrualRows', state: 'contracts', document: 'Contract',
		documentExists: (tenant, n) => tenant.sales.contracts.some((c) => c.head.DocumentNumber === n),
		schema: {
			AccrualAccount: required(ACCOUNT), CostAccount: required(ACCOUNT), Description: required(text()), Period: oneOf(PERIODS, 'MONTHLY'), Times: integer(1),
			Total: required(number()), VATIncluded: boolean(),
		},
	},
	{
		path: '/3/invoiceaccruals', one: 'InvoiceAccrual', many: 'InvoiceAccruals', key: 'InvoiceNumber', rows: 'InvoiceAccrualRows', state: 'invoices', document: 'Invoice',
		documentExists: (tenant, n) => tenant.sales.invoices.some((d) => d.head.DocumentNumber === n),
		schema: {
			AccrualAccount: required(ACCOUNT), Description: required(text()), EndDate: required(date), Period: oneOf(LONG_PERIODS, 'MONTHLY'), RevenueAccount: required(ACCOUNT),
			StartDate: required(date), Times: integer(1), Total: required(number()), VATIncluded: boolean(),
		},
	},
	{
		path: '/3/supplierinvoiceaccruals', one: 'SupplierInvoiceAccrual', many: 'SupplierInvoiceAccruals', key: 'SupplierInvoiceNumber', rows: 'SupplierInvoiceAccrualRows',
		state: 'supplierInvoices', document: 'Supplier invoice',
		documentExists: (tenant, n) => tenant.purchasing.supplierInvoices.some((d) => String(d.GivenNumber) === n),
		schema: {
			AccrualAccount: required(ACCOUNT), CostAccount: required(ACCOUNT), Description: text(), EndDate: required(date), Period: required(oneOf(LONG_PERIODS)),
			StartDate: required(date), Times: required(integer(1)), Total: required(number()), VATIncluded: boolean(),
		},
	},
];

/** Whether the chart of any financial year has the account. @param {Tenant} tenant @param {number} account */
const accountExists = (tenant, account) => [...tenant.accounts.values()].some((chart) => chart.has(account));

/** The rows of a body: two or more, known accounts, balanced to the öre. @param {Tenant} tenant @param {AccrualKind} kind @param {unknown} raw */
function readRows(tenant, kind, raw) {
	const rows = readList(raw, kind.rows, (item) => ({ ...defaults(ROW), ...readFields(item, ROW, { readOnly: [], creating: true }) }));
	if (rows.length < 2) throw badRequest(BOOKKEEPING_CODES.TOO_FEW_ROWS, `${kind.rows}: an accrual needs at least two rows (${rows.length}).`);
	rows.forEach((row, i) => {
		if (!accountExists(tenant, Number(row.Account))) throw badRequest(BOOKKEEPING_CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
	});
	const ore = (/** @type {string} */ side) => rows.reduce((sum, row) => sum + Math.round(Number(row[side]) * 100), 0);
	if (ore('Debit') !== ore('Credit')) {
		throw badRequest(BOOKKEEPING_CODES.UNBALANCED, `${kind.rows}: debit ${(ore('Debit') / 100).toFixed(2)} and credit ${(ore('Credit') / 100).toFixed(2)} differ.`);
	}
	return rows;
}

/** @param {Tenant} tenant @param {AccrualKind} kind @param {Record<string, unknown>} fields */
function checkHead(tenant, kind, fields) {
	for (const field of ['AccrualAccount', 'CostAccount', 'RevenueAccount']) {
		if (fields[field] != null && !accountExists(tenant, Number(fields[field]))) throw badRequest(BOOKKEEPING_CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
	}
	if (fields.StartDate && fields.EndDate && String(fields.EndDate) < String(fields.StartDate)) {
		throw badRequest(BOOKKEEPING_CODES.ACCRUAL_DATES, `EndDate ${String(fields.EndDate)} is before StartDate ${String(fields.StartDate)}.`);
	}
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerAccrualRoutes(r, state) {
	for (const kind of KINDS) {
		/** @param {Tenant} tenant @returns {Accrual[]} */
		const all = (tenant) => tenant.bookkeeping.accruals[kind.state];
		/** @param {Accrual} a */
		const render = (a) => ({ '@url': `${state.url}${kind.path}/${a.number}`, [kind.key]: Number(a.number), ...a.head, [kind.rows]: a.rows });
		/** @param {any} ctx */
		const find = (ctx) => {
			const found = all(ctx.tenant).find((a) => a.number === ctx.params.number);
			if (!found) throw notFound(BOOKKEEPING_CODES.ACCRUAL_NOT_FOUND, `${kind.one} ${ctx.params.number} not found.`);
			return found;
		};

		r.get(kind.path, (/** @type {any} */ ctx) => {
			const sorted = [...all(ctx.tenant)].sort((a, b) => Number(a.number) - Number(b.number));
			const { meta, items } = listPage(sorted, ctx.query, { modifiedAt: (a) => a.modifiedAt });
			const item = (/** @type {Accrual} */ a) => ({ '@url': `${state.url}${kind.path}/${a.number}`, Description: a.head.Description, [kind.key]: Number(a.number), Period: a.head.Period });
			return json({ [kind.many]: items.map(item), MetaInformation: meta });
		});

		r.get(`${kind.path}/:number`, (/** @type {any} */ ctx) => json({ [kind.one]: render(find(ctx)) }));

		r.post(kind.path, async (/** @type {any} */ ctx) => {
			const { [kind.rows]: rawRows, [kind.key]: rawNumber, ...rest } = unwrap(await ctx.json(), kind.one);
			const number = String(rawNumber ?? '');
			if (!/^\d+$/.test(number) || !kind.documentExists(ctx.tenant, number)) {
				throw badRequest(BOOKKEEPING_CODES.ACCRUAL_DOCUMENT_UNKNOWN, `${kind.key}: ${kind.document} ${number || '(none)'} does not exist.`);
			}
			if (all(ctx.tenant).some((a) => a.number === number)) throw badRequest(BOOKKEEPING_CODES.ACCRUAL_EXISTS, `${kind.document} ${number} already has an accrual.`);
			const fields = readFields(rest, kind.schema, { readOnly: ['@url'], creating: true });
			checkHead(ctx.tenant, kind, fields);
			const rows = readRows(ctx.tenant, kind, rawRows);
			const accrual = { number, head: applyFields({ ...defaults(kind.schema) }, kind.schema, fields), rows, modifiedAt: state.clock.now() };
			all(ctx.tenant).push(accrual);
			return json({ [kind.one]: render(accrual) }, 201);
		});

		r.put(`${kind.path}/:number`, async (/** @type {any} */ ctx) => {
			const accrual = find(ctx);
			const { [kind.rows]: rawRows, [kind.key]: _number, ...rest } = unwrap(await ctx.json(), kind.one);
			const fields = readFields(rest, kind.schema, { readOnly: ['@url'], creating: false });
			checkHead(ctx.tenant, kind, { ...accrual.head, ...fields });
			const rows = rawRows === undefined ? accrual.rows : readRows(ctx.tenant, kind, rawRows);
			applyFields(accrual.head, kind.schema, fields);
			Object.assign(accrual, { rows, modifiedAt: state.clock.now() });
			return json({ [kind.one]: render(accrual) });
		});

		r.delete(`${kind.path}/:number`, (/** @type {any} */ ctx) => {
			const accrual = find(ctx);
			all(ctx.tenant).splice(all(ctx.tenant).indexOf(accrual), 1);
			return noContent();
		});
	}
}

module.exports = { registerAccrualRoutes };
