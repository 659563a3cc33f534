// @ts-check
'use strict';

/**
 * The writable fields of a recurring contract (spec document 2, "Recurring contract") and their
 * rules for create, full update and the result of a patch. Every problem of a body is collected
 * and answered at once: 400 VALIDATION_FAILED with one detail per field.
 *
 * Sandbox choices where the spec says "not shown": the customer object must carry a `number`
 * (the customer-numbers filter matches it); `dates` is `{dates: {...}, rules: {...}}` with an
 * optional `dates.end_date` (the end date that finishes a contract); anchors are LAST_DAY or
 * DAY_<n>; rule frequency MONTH only; rows are objects whose `quantity` × `price` make the totals.
 */

const { badRequest } = require('./errors');
const { anchorOf, isAnchor, applyAnchor } = require('./dates');
const { isDate } = require('../dates');

const STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE', 'FINISHED'];
const INVOICE_HANDLINGS = ['MANUAL', 'AUTOMATIC', 'INVOICE_SERVICE_WITH_REMINDERS', 'INVOICE_SERVICE_WITHOUT_REMINDERS'];
const DISTRIBUTION_METHODS = ['EMAIL', 'E_INVOICE', 'LETTER'];
const VAT_OPTIONS = ['INCLUSIVE', 'EXCLUSIVE'];
const VAT_PAYMENT_TYPES = ['SEVAT', 'SEREVERSEDVAT', 'EUREVERSEDVAT', 'EUVAT', 'EXPORT'];
const TAX_REDUCTION_CATEGORIES = ['NONE', 'RUT'];
const FREQUENCIES = ['MONTH'];

/** The spec's allowed root paths of a patch: exactly the writable fields. */
const EDITABLE = [
	'accrual', 'project_id', 'cost_center_id', 'price_list_id', 'dates', 'amount_per_invoicing', 'status',
	'invoice_handling', 'distribution_method', 'payment_terms', 'our_reference', 'your_reference', 'remark',
	'order_number', 'print_configuration', 'vat_option', 'vat_payment_type', 'currency', 'email', 'customer',
	'delivery', 'tax_reduction_category', 'tax_reductions', 'rows',
];
const RESPONSE_ONLY = ['id', 'serial_number', 'created_at', 'modified_at', 'created_by', 'modified_by', 'error_logs', 'totals'];
const STRING_FIELDS = ['project_id', 'cost_center_id', 'price_list_id', 'payment_terms', 'our_reference', 'your_reference', 'remark', 'order_number'];
const OBJECT_FIELDS = ['accrual', 'delivery', 'email', 'print_configuration'];
const REQUIRED_ON_UPDATE = ['amount_per_invoicing', 'customer', 'invoice_handling', 'status', 'tax_reduction_category', 'dates'];
const DATE_FIELDS = ['invoice_processing_date', 'period_start_date', 'end_date', 'invoice_date'];
const RULE_FIELDS = ['interval', 'frequency', 'invoice_anchor', 'period_anchor'];

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a body and returns the writable fields of the resulting recurring.
 * @param {unknown} input the body (create, update) or the patched representation (patch)
 * @param {'create' | 'update' | 'patch'} mode
 * @param {Record<string, any>} [previous] the current recurring (update, patch)
 * @returns {Record<string, any>}
 */
function checkRecurring(input, mode, previous) {
	/** @type {Array<{ field: string, message: string }>} */
	const problems = [];
	const problem = (/** @type {string} */ field, /** @type {string} */ message) => problems.push({ field, message });
	if (!isObject(input)) throw badRequest('VALIDATION_FAILED', 'The body must be a JSON object.', []);

	/** @type {Record<string, any>} */
	const out = {};
	for (const key of Object.keys(input)) {
		if (!EDITABLE.includes(key) && !RESPONSE_ONLY.includes(key)) problem(key, 'is not a field of a recurring');
	}
	const has = (/** @type {string} */ key) => input[key] !== undefined && input[key] !== null;
	const enumField = (/** @type {string} */ key, /** @type {string[]} */ allowed) => {
		if (!has(key)) return;
		if (allowed.includes(input[key])) out[key] = input[key];
		else problem(key, `must be one of ${allowed.join(', ')}`);
	};

	if (mode !== 'create') {
		for (const key of REQUIRED_ON_UPDATE) if (!has(key)) problem(key, 'is required on update');
	}

	if (has('customer')) {
		const c = input.customer;
		if (!isObject(c)) problem('customer', 'must be an object');
		else if (!(typeof c.number === 'string' && c.number.trim() !== '') && !Number.isInteger(c.number)) {
			problem('customer.number', 'is required: the customer number');
		} else out.customer = { ...c, number: String(c.number) };
	} else if (mode === 'create') problem('customer', 'is required');

	if (has('dates')) {
		const dates = checkDates(input.dates, mode, previous && previous.dates, problem);
		if (dates) out.dates = dates;
	} else if (mode === 'create') problem('dates', 'is required');

	if (has('rows')) {
		const rows = input.rows;
		if (!Array.isArray(rows) || rows.length === 0) problem('rows', 'must be an array with at least one row');
		else if (!rows.every(isObject)) problem('rows', 'every row must be an object');
		else out.rows = rows;
	} else if (mode === 'create') problem('rows', 'is required: at least one row');
	else out.rows = previous ? previous.rows : [];

	if (has('amount_per_invoicing')) {
		const n = input.amount_per_invoicing;
		if (Number.isInteger(n) && n >= 1 && n <= 12) out.amount_per_invoicing = n;
		else problem('amount_per_invoicing', 'must be an integer from 1 to 12');
	} else out.amount_per_invoicing = 1;

	if (mode === 'create') out.status = 'ACTIVE';
	else enumField('status', STATUSES);
	enumField('invoice_handling', INVOICE_HANDLINGS);
	if (!has('invoice_handling')) out.invoice_handling = 'MANUAL';
	enumField('distribution_method', DISTRIBUTION_METHODS);
	if (out.distribution_method === 'LETTER' && !String(out.invoice_handling).startsWith('INVOICE_SERVICE')) {
		problem('distribution_method', 'LETTER is only available with the invoice service (invoice_handling INVOICE_SERVICE_…)');
	}
	enumField('vat_option', VAT_OPTIONS);
	enumField('vat_payment_type', VAT_PAYMENT_TYPES);
	enumField('tax_reduction_category', TAX_REDUCTION_CATEGORIES);
	if (!has('tax_reduction_category')) out.tax_reduction_category = 'NONE';

	if (has('currency')) {
		if (typeof input.currency === 'string' && /^[A-Z]{3}$/.test(input.currency)) out.currency = input.currency;
		else problem('currency', 'must be an ISO 4217 code such as SEK');
	}
	for (const key of STRING_FIELDS) {
		if (!has(key)) continue;
		if (typeof input[key] === 'string') out[key] = input[key];
		else problem(key, 'must be a string');
	}
	for (const key of OBJECT_FIELDS) {
		if (!has(key)) continue;
		if (isObject(input[key])) out[key] = input[key];
		else problem(key, 'must be an object');
	}
	if (has('tax_reductions')) {
		if (Array.isArray(input.tax_reductions) && input.tax_reductions.every(isObject)) out.tax_reductions = input.tax_reductions;
		else problem('tax_reductions', 'must be an array of objects, one per applicant');
	} else out.tax_reductions = mode !== 'create' && previous ? previous.tax_reductions : [];

	if (problems.length > 0) {
		throw badRequest('VALIDATION_FAILED', `The recurring is not valid: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}.`, problems);
	}
	for (const key of EDITABLE) if (!(key in out)) out[key] = null;
	return out;
}

/**
 * The dates object: `{dates: {invoice_processing_date, period_start_date, end_date?}, rules: {interval,
 * frequency, invoice_anchor?, period_anchor?}}`. Anchors follow the spec: derived from the dates when
 * omitted; a changed date re-derives its anchor (the date wins over a changed anchor); a changed
 * anchor alone moves its date within the current month. invoice_date is computed, never input.
 * @param {unknown} value @param {string} mode @param {Record<string, any> | undefined} previous
 * @param {(field: string, message: string) => void} problem
 */
function checkDates(value, mode, previous, problem) {
	if (!isObject(value)) return problem('dates', 'must be an object with dates and rules'), undefined;
	const inner = value.dates;
	const rules = value.rules;
	let ok = true;
	const fail = (/** @type {string} */ field, /** @type {string} */ message) => {
		problem(field, message);
		ok = false;
	};
	for (const key of Object.keys(value)) if (key !== 'dates' && key !== 'rules') fail(`dates.${key}`, 'is not a field of dates');
	if (!isObject(inner)) fail('dates.dates', 'is required: invoice_processing_date and period_start_date');
	else {
		for (const key of Object.keys(inner)) if (!DATE_FIELDS.includes(key)) fail(`dates.dates.${key}`, 'is not a field of dates');
		for (const key of ['invoice_processing_date', 'period_start_date']) {
			if (!isDate(inner[key])) fail(`dates.dates.${key}`, 'is required as a date YYYY-MM-DD');
		}
		if (inner.end_date != null && !isDate(inner.end_date)) fail('dates.dates.end_date', 'must be a date YYYY-MM-DD');
		else if (inner.end_date != null && isDate(inner.period_start_date) && inner.end_date < inner.period_start_date) {
			fail('dates.dates.end_date', 'must not be before period_start_date');
		}
	}
	if (rules == null) {
		if (mode !== 'create') fail('dates.rules', 'is required on update');
	} else if (!isObject(rules)) fail('dates.rules', 'must be an object');
	else {
		for (const key of Object.keys(rules)) if (!RULE_FIELDS.includes(key)) fail(`dates.rules.${key}`, 'is not a field of rules');
		if (rules.interval != null && !(Number.isInteger(rules.interval) && rules.interval >= 1)) fail('dates.rules.interval', 'must be a whole number of at least 1');
		if (rules.frequency != null && !FREQUENCIES.includes(rules.frequency)) fail('dates.rules.frequency', `must be one of ${FREQUENCIES.join(', ')}`);
		for (const key of ['invoice_anchor', 'period_anchor']) {
			if (rules[key] != null && !isAnchor(rules[key])) fail(`dates.rules.${key}`, 'must be LAST_DAY or DAY_1 to DAY_31');
		}
	}
	if (!ok || !isObject(inner)) return undefined;

	const given = isObject(rules) ? rules : {};
	/** @type {Record<string, any>} */
	const dates = { invoice_processing_date: inner.invoice_processing_date, period_start_date: inner.period_start_date, end_date: inner.end_date ?? null };
	/** @type {Record<string, any>} */
	const out = { interval: given.interval ?? 1, frequency: given.frequency ?? 'MONTH' };
	for (const [dateKey, anchorKey] of [['invoice_processing_date', 'invoice_anchor'], ['period_start_date', 'period_anchor']]) {
		const before = previous && { date: previous.dates[dateKey], anchor: previous.rules[anchorKey] };
		const anchor = given[anchorKey] ?? undefined;
		if (!before) out[anchorKey] = anchor ?? anchorOf(dates[dateKey]);
		else if (dates[dateKey] !== before.date) out[anchorKey] = anchorOf(dates[dateKey]);
		else if (anchor !== undefined && anchor !== before.anchor) {
			dates[dateKey] = applyAnchor(dates[dateKey], anchor);
			out[anchorKey] = anchor;
		} else out[anchorKey] = before.anchor;
	}
	dates.invoice_date = dates.invoice_processing_date;
	return { dates, rules: out };
}

/** Calculated totals: the sum of quantity × price over the rows (missing quantity counts 1). @param {Array<Record<string, any>>} rows */
function totalsOf(rows) {
	let net = 0;
	for (const row of rows) {
		const quantity = typeof row.quantity === 'number' ? row.quantity : 1;
		const price = typeof row.price === 'number' ? row.price : 0;
		net += quantity * price;
	}
	return { row_count: rows.length, total_excluding_vat: Math.round(net * 100) / 100 };
}

module.exports = {
	checkRecurring, totalsOf, isObject, EDITABLE, STATUSES, INVOICE_HANDLINGS,
};
