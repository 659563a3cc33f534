// @ts-check
'use strict';

/**
 * Voucher series (fortnox_VoucherSeries): the company's series (state.js seeds a new company's),
 * shown for one financial year (`financialyear`, default the latest): Year is that year and
 * NextVoucherNumber the number its next voucher gets there.
 *   GET  /3/voucherseries          {"VoucherSeriesCollection":[…], "MetaInformation":{…}} by code
 *   GET  /3/voucherseries/{Code}   {"VoucherSeries":{…}}; unknown → 404
 *   POST /3/voucherseries          → 201; a code in use → 400
 *   PUT  /3/voucherseries/{Code}   the fields given replace theirs; the code cannot change
 * No DELETE: the OpenAPI has none.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { selectYear } = require('../classic/financial-years');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields, applyFields, defaults, text, boolean, integer, object, required } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { findSeries, nextVoucherNumber } = require('./voucher-store');
const { BOOKKEEPING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxVoucherSeries} Series */

const SCHEMA = {
	Approver: object({ Id: integer(), Name: text() }), Code: required(text(10, 1)), Description: text(200), Manual: boolean(),
};
const READ_ONLY = ['@url', 'Year', 'NextVoucherNumber'];
/** @type {import('../classic/list-query').ListSpec<Series>} */
const LIST = { modifiedAt: (s) => s.modifiedAt };

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerVoucherSeriesRoutes(r, state) {
	/** @param {Tenant} tenant @param {Series} s @param {number} year @param {boolean} full */
	const render = (tenant, s, year, full) => ({
		'@url': `${state.url}/3/voucherseries/${encodeURIComponent(s.Code)}`,
		Approver: { ...s.Approver }, Code: s.Code, Description: s.Description, Manual: s.Manual,
		...(full ? { NextVoucherNumber: nextVoucherNumber(tenant, s.Code, year) } : {}),
		Year: year,
	});
	/** @param {any} ctx */
	const find = (ctx) => {
		const series = findSeries(ctx.tenant, ctx.params.code);
		if (!series) throw notFound(BOOKKEEPING_CODES.SERIES_NOT_FOUND, `Voucher series not found: ${ctx.params.code}`);
		return series;
	};
	/** @param {any} ctx */
	const year = (ctx) => selectYear(ctx.tenant, ctx.query('financialyear'));

	r.get('/3/voucherseries', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const y = year(ctx);
		const sorted = [...tenant.bookkeeping.series].sort((a, b) => a.Code.localeCompare(b.Code));
		const { meta, items } = listPage(sorted, ctx.query, LIST);
		return json({ MetaInformation: meta, VoucherSeriesCollection: items.map((s) => render(tenant, s, y, false)) });
	});

	r.get('/3/voucherseries/:code', (/** @type {any} */ ctx) => json({ VoucherSeries: render(ctx.tenant, find(ctx), year(ctx), true) }));

	r.post('/3/voucherseries', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const y = year(ctx);
		const fields = readFields(unwrap(await ctx.json(), 'VoucherSeries'), SCHEMA, { readOnly: READ_ONLY, creating: true });
		if (findSeries(tenant, String(fields.Code))) throw badRequest(CODES.RECORD_EXISTS, `Voucher series ${String(fields.Code)} already exists.`);
		const series = /** @type {Series} */ ({ ...applyFields(defaults(SCHEMA), SCHEMA, fields), modifiedAt: state.clock.now() });
		tenant.bookkeeping.series.push(series);
		return json({ VoucherSeries: render(tenant, series, y, true) }, 201);
	});

	r.put('/3/voucherseries/:code', async (/** @type {any} */ ctx) => {
		const series = find(ctx);
		const y = year(ctx);
		const fields = readFields(unwrap(await ctx.json(), 'VoucherSeries'), SCHEMA, { readOnly: READ_ONLY, creating: false });
		keepNumber(fields, 'Code', series.Code);
		applyFields(/** @type {Series & Record<string, unknown>} */ (series), SCHEMA, fields).modifiedAt = state.clock.now();
		return json({ VoucherSeries: render(ctx.tenant, series, y, true) });
	});
}

module.exports = { registerVoucherSeriesRoutes };
