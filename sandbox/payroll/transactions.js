// @ts-check
'use strict';

/**
 * Salary, absence and attendance transactions, the same routes for each (fortnox_SalaryTransaction,
 * _AbsenceTransactionPayload, _AttendanceTransaction):
 *   GET    <path>                     {"<many>":[…], "MetaInformation":{…}}; ?employeeid= and ?date= keep
 *                                     one employee's or one day's (the salary list spells it employeeId)
 *   GET    <path>/{key}               {"<one>":{…}}; unknown → 404 (a SalaryRow is a whole number: else 400)
 *   GET    <path>/{EmployeeId}/{Date}/{CauseCode}   absence and attendance: that employee's transactions
 *                                     of the day and code, as a list
 *   POST   <path>                     201; the employee must exist; Fortnox numbers a salary transaction
 *                                     (SalaryRow) and gives the others a UUID (id)
 *   PUT    <path>/{key}               the fields given; the employee must exist
 *   DELETE <path>/{key}               200 with the deleted transaction
 * Cause codes are the OpenAPI's enums; amounts, quantities and attendance hours are numbers written
 * as text, as Fortnox types them; a salary transaction's Total is Number × Amount unless given, its
 * Expense an existing expense code; cost centers and projects must exist. What no payroll pays is
 * refused (checkPayable; how Fortnox refuses it is not known, so the codes are the sandbox's own):
 * an attendance transaction without Hours, Hours (attendance, absence) not above 0 or above 24, a
 * Date outside the employee's employment (EmploymentDate to EmployedTo, where set).
 */

const { randomUUID } = require('node:crypto');
const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { text, oneOf, number, boolean, date, required, readFields, applyFields, defaults, pick } = require('../classic/fields');
const { checkReferences } = require('../classic/registers');
const { isDate } = require('../dates');
const { requireEmployee } = require('./employees');
const { PAYROLL_CODES } = require('./errors');

/** @typedef {import('./state').Transaction} Transaction */

const ABSENCE_CAUSES = ['ASK', 'FPE', 'FRA', 'HAV', 'KOM', 'MIL', 'NAR', 'OS1', 'OS2', 'OS3', 'OS4', 'OS5', 'PAP', 'PEM', 'PER', 'SEM', 'SJK', 'SMB', 'SVE', 'TJL', 'UTB', 'VAB'];
const ATTENDANCE_CAUSES = [
	'ARB', 'BE2', 'BER', 'FLX', 'HLG', 'JO2', 'JOR', 'MER', 'OB1', 'OB2', 'OB3', 'OB4', 'OB5', 'OK0', 'OK1', 'OK2', 'OK3', 'OK4', 'OK5',
	'OT1', 'OT2', 'OT3', 'OT4', 'OT5', 'RES', 'TID',
];

/**
 * @typedef {object} TransactionKind
 * @property {string} path
 * @property {string} one
 * @property {string} many
 * @property {'SalaryRow' | 'id'} key
 * @property {import('../classic/fields').Schema} schema
 * @property {(payroll: import('./state').PayrollState) => Transaction[]} records
 * @property {string[]} numbersAsText  fields Fortnox types as text that hold numbers
 * @property {string[]} [causes]  the cause codes, for the by-day route
 */

/** @type {Record<'salary' | 'absence' | 'attendance', TransactionKind>} */
const KINDS = {
	salary: {
		path: '/3/salarytransactions', one: 'SalaryTransaction', many: 'SalaryTransactions', key: 'SalaryRow',
		schema: {
			Amount: text(), CostCenter: text(), Date: required(date), EmployeeId: required(text()), Expense: text(6), Number: text(),
			Project: text(), SalaryCode: required(text()), TextRow: text(40), Total: text(), VAT: text(),
		},
		records: (p) => p.salaryTransactions,
		numbersAsText: ['Amount', 'Number', 'Total', 'VAT'],
	},
	absence: {
		path: '/3/absencetransactions', one: 'AbsenceTransaction', many: 'AbsenceTransactions', key: 'id',
		schema: {
			CauseCode: required(oneOf(ABSENCE_CAUSES)), CostCenter: text(), Date: required(date), EmployeeId: required(text(15, 1)),
			Extent: number(), HolidayEntitling: boolean(), Hours: number(), Project: text(),
		},
		records: (p) => p.absenceTransactions,
		numbersAsText: [],
		causes: ABSENCE_CAUSES,
	},
	attendance: {
		path: '/3/attendancetransactions', one: 'AttendanceTransaction', many: 'AttendanceTransactions', key: 'id',
		schema: { CauseCode: required(oneOf(ATTENDANCE_CAUSES)), CostCenter: text(), Date: required(date), EmployeeId: required(text(15, 1)), Hours: text(), Project: text() },
		records: (p) => p.attendanceTransactions,
		numbersAsText: ['Hours'],
		causes: ATTENDANCE_CAUSES,
	},
};

/** @param {TransactionKind} kind @param {Record<string, unknown>} fields */
function checkNumbersAsText(kind, fields) {
	for (const name of kind.numbersAsText) {
		const value = fields[name];
		if (typeof value === 'string' && value.trim() !== '' && !Number.isFinite(Number(value))) throw badRequest(CODES.NOT_NUMERIC, `${name} must be numeric (${value}).`);
	}
}

/** What a transaction names must exist: its employee, cost center, project and expense code. @param {any} tenant @param {Record<string, unknown>} fields */
function checkNames(tenant, fields) {
	if (fields.EmployeeId !== undefined) requireEmployee(tenant, fields.EmployeeId);
	checkReferences(tenant, fields, { CostCenter: 'costCenters', Project: 'projects' });
	if (typeof fields.Expense === 'string' && fields.Expense !== '' && !tenant.payroll.expenses.some((/** @type {any} */ e) => e.Code === fields.Expense)) {
		throw badRequest(PAYROLL_CODES.EXPENSE_UNKNOWN, `Expense ${fields.Expense} does not exist (/3/expenses).`);
	}
}

/**
 * Refuses a transaction no payroll run can pay: hours missing (attendance) or out of a day's
 * range, a day outside the employee's employment.
 * @param {any} tenant @param {TransactionKind} kind @param {Transaction} record as it would be stored
 */
function checkPayable(tenant, kind, record) {
	if ('Hours' in kind.schema) {
		const hours = record.Hours;
		const given = hours !== null && hours !== undefined && String(hours).trim() !== '';
		if (!given && kind === KINDS.attendance) throw badRequest(PAYROLL_CODES.HOURS_MISSING, 'Hours is required: an attendance transaction is the hours worked that day.');
		if (given && !(Number(hours) > 0 && Number(hours) <= 24)) throw badRequest(PAYROLL_CODES.HOURS_OUT_OF_RANGE, `Hours ${String(hours)}: a day's hours are more than 0 and at most 24.`);
	}
	const employee = tenant.payroll.employees.find((/** @type {any} */ e) => e.EmployeeId === record.EmployeeId);
	const from = String(employee?.EmploymentDate ?? '');
	const to = String(employee?.EmployedTo ?? '');
	const day = String(record.Date);
	if ((from !== '' && day < from) || (to !== '' && day > to)) {
		throw badRequest(PAYROLL_CODES.OUTSIDE_EMPLOYMENT, `${day} is outside employee ${String(record.EmployeeId)}'s employment (${from || '…'} to ${to || '…'}).`);
	}
}

/** A salary transaction's Total: Number × Amount unless given. @param {Transaction} record */
function salaryTotal(record) {
	if (record.Total !== '' || record.Number === '' || record.Amount === '') return;
	record.Total = (Number(record.Number) * Number(record.Amount)).toFixed(2);
}

/**
 * @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state
 * @param {TransactionKind} kind
 */
function registerTransactionRoutes(r, state, kind) {
	const { path, one, many, key, schema } = kind;
	/** @param {Transaction} record */
	const show = (record) => ({ '@url': `${state.url}${path}/${record[key]}`, ...(key === 'SalaryRow' ? { SalaryRow: record.SalaryRow } : {}), ...pick(record, schema), ...(key === 'id' ? { id: record.id } : {}) });
	/** @param {any} ctx */
	const find = (ctx) => {
		const raw = ctx.params.key;
		if (key === 'SalaryRow' && !/^\d{1,10}$/.test(raw)) throw badRequest(CODES.INVALID_IDENTIFIER, `SalaryRow must be a whole number (${raw}).`);
		const record = kind.records(ctx.tenant.payroll).find((t) => String(t[key]) === raw);
		if (!record) throw notFound(PAYROLL_CODES.TRANSACTION_NOT_FOUND, `${one} not found: ${raw}`);
		return record;
	};
	/** @param {any} ctx @param {Transaction[]} records */
	const filtered = (ctx, records) => {
		const employee = ctx.query('employeeid');
		const day = ctx.query('date');
		return records.filter((t) => (!employee || t.EmployeeId === employee) && (!day || t.Date === day));
	};

	r.get(path, (/** @type {any} */ ctx) => {
		const sorted = filtered(ctx, kind.records(ctx.tenant.payroll)).sort((a, b) => String(a.Date).localeCompare(String(b.Date)) || String(a.EmployeeId).localeCompare(String(b.EmployeeId)));
		const { meta, items } = listPage(sorted, ctx.query, {});
		return json({ [many]: items.map(show), MetaInformation: meta });
	});

	r.get(`${path}/:key`, (/** @type {any} */ ctx) => json({ [one]: show(find(ctx)) }));

	if (kind.causes) {
		const causes = kind.causes;
		r.get(`${path}/:employee/:date/:code`, (/** @type {any} */ ctx) => {
			const { employee, date: day, code } = ctx.params;
			if (!isDate(day)) throw badRequest(PAYROLL_CODES.BAD_PATH_VALUE, `Date must be a date, YYYY-MM-DD (${day}).`);
			if (!causes.includes(code)) throw badRequest(PAYROLL_CODES.BAD_PATH_VALUE, `${code} is not a cause code: use one of ${causes.join(', ')}.`);
			requireEmployee(ctx.tenant, employee);
			const found = kind.records(ctx.tenant.payroll).filter((t) => t.EmployeeId === employee && t.Date === day && t.CauseCode === code);
			return json({ [many]: found.map(show) });
		});
	}

	r.post(path, async (/** @type {any} */ ctx) => {
		const fields = readFields(unwrap(await ctx.json(), one), schema, { readOnly: ['@url', key], creating: true });
		checkNumbersAsText(kind, fields);
		checkNames(ctx.tenant, fields);
		const payroll = ctx.tenant.payroll;
		/** @type {Transaction} */
		const record = /** @type {any} */ (applyFields(defaults(schema), schema, fields));
		checkPayable(ctx.tenant, kind, record);
		record[key] = key === 'id' ? randomUUID() : payroll.nextSalaryRow++;
		if (key === 'SalaryRow') salaryTotal(record);
		kind.records(payroll).push(record);
		return json({ [one]: show(record) }, 201);
	});

	r.put(`${path}/:key`, async (/** @type {any} */ ctx) => {
		const record = find(ctx);
		const fields = readFields(unwrap(await ctx.json(), one), schema, { readOnly: ['@url', key], creating: false });
		checkNumbersAsText(kind, fields);
		checkNames(ctx.tenant, fields);
		checkPayable(ctx.tenant, kind, applyFields({ ...record }, schema, fields));
		applyFields(record, schema, fields);
		if (key === 'SalaryRow' && fields.Total === undefined && (fields.Number !== undefined || fields.Amount !== undefined)) {
			record.Total = '';
			salaryTotal(record);
		}
		return json({ [one]: show(record) });
	});

	r.delete(`${path}/:key`, (/** @type {any} */ ctx) => {
		const record = find(ctx);
		const records = kind.records(ctx.tenant.payroll);
		records.splice(records.indexOf(record), 1);
		return json({ [one]: show(record) });
	});
}

module.exports = { KINDS, registerTransactionRoutes };
