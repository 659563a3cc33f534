// @ts-check
'use strict';

/**
 * Expense codes (fortnox_Expense), which a salary transaction's Expense names:
 *   GET  /3/expenses          {"Expenses":[…], "MetaInformation":{…}} by Code
 *   GET  /3/expenses/{Code}   unknown → 404
 *   POST /3/expenses          Code (at most 6 characters, as a salary transaction's Expense holds it),
 *                             Text and Account required; the Account must be in the chart of the
 *                             current financial year; a Code in use → 400
 * Fortnox's API has no PUT or DELETE of expenses.
 */

const { badRequest, notFound, ACCOUNT_NOT_FOUND_TEXT } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { text, integer, required, readFields, pick } = require('../classic/fields');
const { PAYROLL_CODES } = require('./errors');

/** @type {import('../classic/fields').Schema} */
const SCHEMA = { Code: required(text(6, 1)), Text: required(text()), Account: required(integer(1000, 9999)) };

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerExpenseRoutes(r, state) {
	/** @param {Record<string, unknown>} expense */
	const show = (expense) => ({ '@url': `${state.url}/3/expenses/${encodeURIComponent(String(expense.Code))}`, ...pick(expense, SCHEMA) });

	r.get('/3/expenses', (/** @type {any} */ ctx) => {
		const sorted = [...ctx.tenant.payroll.expenses].sort((a, b) => a.Code.localeCompare(b.Code, 'sv'));
		const { meta, items } = listPage(sorted, ctx.query, {});
		return json({ Expenses: items.map(show), MetaInformation: meta });
	});

	r.get('/3/expenses/:code', (/** @type {any} */ ctx) => {
		const expense = ctx.tenant.payroll.expenses.find((/** @type {any} */ e) => e.Code === ctx.params.code);
		if (!expense) throw notFound(PAYROLL_CODES.EXPENSE_NOT_FOUND, `Expense not found: ${ctx.params.code}`);
		return json({ Expense: show(expense) });
	});

	r.post('/3/expenses', async (/** @type {any} */ ctx) => {
		const fields = readFields(unwrap(await ctx.json(), 'Expense'), SCHEMA, { readOnly: ['@url'], creating: true });
		const { tenant } = ctx;
		if (tenant.payroll.expenses.some((/** @type {any} */ e) => e.Code === fields.Code)) throw badRequest(PAYROLL_CODES.EXPENSE_EXISTS, `Expense ${String(fields.Code)} already exists.`);
		const year = tenant.financialYears[tenant.financialYears.length - 1];
		if (!tenant.accounts.get(year.Id)?.has(fields.Account)) throw badRequest(PAYROLL_CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
		tenant.payroll.expenses.push(fields);
		return json({ Expense: show(fields) }, 201);
	});
}

module.exports = { registerExpenseRoutes };
