// @ts-check
'use strict';

/**
 * Employees (/3/employees), their fields as Fortnox's OpenAPI has them (fortnox_Employee):
 *   GET  /3/employees              {"Employees":[…], "MetaInformation":{…}} by EmployeeId
 *   GET  /3/employees/{EmployeeId} {"Employee":{…}}; unknown → 404
 *   POST /3/employees              EmployeeId (1–15 characters), FirstName, LastName and Email required;
 *                                  an EmployeeId in use → 400
 *   PUT  /3/employees/{EmployeeId} the fields given; the EmployeeId cannot change
 * FullName is Fortnox's: first and last name. VacationDaysSaved and the registered and pending
 * vacation days are read only (dropped). Fortnox's rules of the dated lists: DatedSchedules not with
 * ScheduleId, DatedWages not with MonthlySalary or HourlyPay; a dated list has one and only one row
 * from 1970-01-01, no earlier row and no FirstDay twice. ScheduleId, MonthlySalary and HourlyPay
 * show the current row of their dated list, and setting them sets the list to that one row.
 * There is no DELETE: Fortnox deactivates an employee (Inactive).
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { text, oneOf, number, integer, boolean, date, required, readFields, applyFields, defaults, pick } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { isDate, stockholmDate } = require('../dates');
const { PAYROLL_CODES } = require('./errors');

/** @typedef {import('./state').Employee} Employee */

const FIRST_DAY = '1970-01-01';
const VACATION_DAYS = ['Paid', 'Prepaid', 'Saved', 'SavedYear1', 'SavedYear2', 'SavedYear3', 'SavedYear4', 'SavedYear5', 'SavedYear6Plus', 'Unpaid'];
/** Read only (Fortnox keeps them), dropped from a body. */
const READ_ONLY = ['@url', 'FullName', 'VacationDaysSaved', ...VACATION_DAYS.flatMap((days) => [`VacationDaysRegistered${days}`, `VacationDaysPending${days}`])];
const SAVED_YEARS = ['Year1', 'Year2', 'Year3', 'Year4', 'Year5', 'Year6Plus'];
const NUMBERS = [
	'ATFValue', 'ATKValue', 'AbsenceHoursNonVacationBased', 'AbsenceHoursVacationBased', 'AbsenceWorkdaysNonVacationBased', 'AbsenceWorkdaysVacationBased',
	'CurrentCompBalance', 'CurrentFlexBalance', 'FullTimeEquivalent', 'InitialComp', 'InitialFlex', 'NonVacationBasedCalendarDaysPartial',
	'NonVacationBasedCalendarDaysWhole', 'PreliminaryTaxDeducted', 'VacationBasedAttendanceDays', 'VacationBasedAttendanceHours',
	'VacationBasedCalendarDaysWhole', 'VacationBasedSalaryTotal', 'VacationBasedSalaryVariableAddition', 'VacationBasedSalaryWorkedTime',
	'VacationCalculationAdvanceVacationDebt', 'VacationCalculationTotalVacationSalarySum', 'VacationCalculationVacationEntitlement',
	'VacationCalculationVariableAdditionSum', 'VacationDaysPaid', 'VacationDaysPrepaid', 'VacationDaysUnpaid',
	...SAVED_YEARS.flatMap((year) => [`VacationDaysSaved${year}`, `VacationDaysSavedEmploymentRate${year}`]),
];
const TEXTS = [
	'Address1', 'Address2', 'AverageHourlyWage', 'AverageWeeklyHours', 'BankAccountNo', 'City', 'ClearingNo', 'CostCenter', 'Country',
	'HourlyPay', 'MonthlySalary', 'NonRecurringTax', 'PersonalIdentityNumber', 'Phone1', 'Phone2', 'PostCode', 'Project', 'ScheduleId',
	'TaxTable', 'WorkingTimeEnumeration',
];
const BOOLEANS = ['AutoNonRecurringTax', 'Inactive', 'VacationCalculationIncludeInCalculation', 'VacationCalculationSameWagePercent', 'VacationCalculationSoleCustody', 'VacationCalculationSumOnlyNoDays'];
const FORA_TYPES = [
	'A', ...Array.from({ length: 36 }, (_, k) => `A${51 + k}`), 'A3', 'A91', 'A92', 'A93', ...Array.from({ length: 20 }, (_, k) => `A${11 + k}`),
	...Array.from({ length: 8 }, (_, k) => `A${41 + k}`), 'T', 'T6', '-',
];

/** @type {import('../classic/fields').Schema} */
const SCHEMA = {
	EmployeeId: required(text(15, 1)),
	FirstName: required(text()),
	LastName: required(text()),
	Email: required(text()),
	JobTitle: text(30),
	EmploymentDate: date,
	EmployedTo: date,
	EmploymentForm: oneOf(['TV', 'PRO', 'TID', 'SVT', 'VIK', 'PRJ', 'PRA', 'FER', 'SES', 'NEJ']),
	ForaType: oneOf(FORA_TYPES),
	PayslipType: oneOf(['pdf', 'digital', 'kivra']),
	PersonelType: oneOf(['TJM', 'ARB']),
	SalaryForm: oneOf(['MAN', 'TIM']),
	TaxAllowance: oneOf(['HUV', 'EXT', 'TMP', 'STU', 'EJ', '???']),
	TaxColumn: integer(1, 6),
	...Object.fromEntries(TEXTS.map((name) => [name, text()])),
	...Object.fromEntries(NUMBERS.map((name) => [name, number()])),
	...Object.fromEntries(BOOLEANS.map((name) => [name, boolean()])),
};
/** The lists of an employee, read on their own: fields.js reads no arrays. */
const LISTS = ['DatedSchedules', 'DatedWages', 'EmployeeCategories', 'EmployeeChildren', 'OpeningSalaries'];

/** @param {string} name @param {unknown} value @returns {Array<Record<string, unknown>>} */
function listOf(name, value) {
	if (!Array.isArray(value) || value.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
		throw badRequest(CODES.NOT_OBJECT, `${name} must be an array of objects.`);
	}
	return value;
}

/**
 * A dated list as Fortnox takes it, its rows in day order.
 * @param {string} name @param {Array<Record<string, unknown>>} rows @param {string} employeeId @param {string[]} fields
 */
function datedList(name, rows, employeeId, fields) {
	const days = rows.map((row) => {
		if (!isDate(row.FirstDay)) throw badRequest(CODES.NOT_DATE, `${name}.FirstDay must be a date, YYYY-MM-DD (${String(row.FirstDay)}).`);
		return String(row.FirstDay);
	});
	const rule = `${name} must have one and only one row where FirstDay = '${FIRST_DAY}'; all FirstDay values must be ${FIRST_DAY} or later and unique.`;
	if (days.filter((day) => day === FIRST_DAY).length !== 1 || days.some((day) => day < FIRST_DAY) || new Set(days).size !== days.length) {
		throw badRequest(PAYROLL_CODES.DATED_LIST, rule);
	}
	return rows
		.map((row) => ({ EmployeeId: employeeId, FirstDay: String(row.FirstDay), ...Object.fromEntries(fields.map((field) => [field, row[field] === undefined || row[field] === null ? '' : String(row[field])])) }))
		.sort((a, b) => a.FirstDay.localeCompare(b.FirstDay));
}

/** The row of a dated list in force on `day`. @param {Array<Record<string, string>>} rows @param {string} day */
const currentRow = (rows, day) => rows.filter((row) => row.FirstDay <= day).pop() ?? rows[0];

/**
 * Applies a body's lists and the single values they stand for, by Fortnox's rules.
 * @param {Employee} employee @param {Record<string, unknown>} lists @param {Record<string, unknown>} fields @param {string} today
 */
function applyDated(employee, lists, fields, today) {
	if (lists.DatedSchedules !== undefined && fields.ScheduleId !== undefined) throw badRequest(PAYROLL_CODES.EITHER_OR, 'Only one of DatedSchedules and ScheduleId may be supplied.');
	if (lists.DatedWages !== undefined && (fields.MonthlySalary !== undefined || fields.HourlyPay !== undefined)) {
		throw badRequest(PAYROLL_CODES.EITHER_OR, 'If DatedWages is supplied neither MonthlySalary nor HourlyPay may be supplied.');
	}
	const id = employee.EmployeeId;
	if (lists.DatedSchedules !== undefined) employee.DatedSchedules = datedList('DatedSchedules', listOf('DatedSchedules', lists.DatedSchedules), id, ['ScheduleId']);
	else if (fields.ScheduleId !== undefined) employee.DatedSchedules = [{ EmployeeId: id, FirstDay: FIRST_DAY, ScheduleId: String(fields.ScheduleId) }];
	if (lists.DatedWages !== undefined) employee.DatedWages = datedList('DatedWages', listOf('DatedWages', lists.DatedWages), id, ['MonthlySalary', 'HourlyPay']);
	else if (fields.MonthlySalary !== undefined || fields.HourlyPay !== undefined) {
		employee.DatedWages = [{ EmployeeId: id, FirstDay: FIRST_DAY, MonthlySalary: String(employee.MonthlySalary), HourlyPay: String(employee.HourlyPay) }];
	}
	for (const name of ['EmployeeCategories', 'EmployeeChildren', 'OpeningSalaries']) if (lists[name] !== undefined) employee[name] = listOf(name, lists[name]);
	const schedule = currentRow(employee.DatedSchedules, today);
	if (schedule) employee.ScheduleId = schedule.ScheduleId;
	const wage = currentRow(employee.DatedWages, today);
	if (wage) Object.assign(employee, { MonthlySalary: wage.MonthlySalary, HourlyPay: wage.HourlyPay });
	employee.FullName = `${employee.FirstName} ${employee.LastName}`.trim();
}

/** A body's fields and lists apart. @param {Record<string, unknown>} input */
function split(input) {
	/** @type {Record<string, unknown>} */
	const lists = {};
	/** @type {Record<string, unknown>} */
	const rest = {};
	for (const [name, value] of Object.entries(input)) (LISTS.includes(name) ? lists : rest)[name] = value;
	return { lists, rest };
}

/**
 * A new employee from a body's fields, as POST /3/employees makes it (the demo company's too).
 * @param {import('../tenants').Tenant} tenant @param {Record<string, unknown>} input @param {number} now sandbox time, ms
 */
function addEmployee(tenant, input, now) {
	const { lists, rest } = split(input);
	const fields = readFields(rest, SCHEMA, { readOnly: READ_ONLY, creating: true });
	const employees = tenant.payroll.employees;
	if (employees.some((e) => e.EmployeeId === fields.EmployeeId)) throw badRequest(PAYROLL_CODES.EMPLOYEE_EXISTS, `Employee ${String(fields.EmployeeId)} already exists.`);
	/** @type {Employee} */
	const employee = /** @type {any} */ ({ ...applyFields(defaults(SCHEMA), SCHEMA, fields), FullName: '', ...Object.fromEntries(LISTS.map((name) => [name, []])), modifiedAt: now });
	applyDated(employee, lists, fields, stockholmDate(now));
	employees.push(employee);
	return employee;
}

/** The employee as Fortnox shows it. @param {string} url @param {Employee} employee */
const show = (url, employee) => ({
	'@url': `${url}/3/employees/${encodeURIComponent(employee.EmployeeId)}`,
	...pick(employee, SCHEMA),
	FullName: employee.FullName,
	VacationDaysSaved: 0,
	...Object.fromEntries(VACATION_DAYS.flatMap((days) => [[`VacationDaysRegistered${days}`, 0], [`VacationDaysPending${days}`, 0]])),
	...Object.fromEntries(LISTS.map((name) => [name, employee[name].map((/** @type {Record<string, unknown>} */ row) => ({ ...row }))])),
});

/** @param {import('../tenants').Tenant} tenant @param {string} id */
function findEmployee(tenant, id) {
	const employee = tenant.payroll.employees.find((e) => e.EmployeeId === id);
	if (!employee) throw notFound(PAYROLL_CODES.EMPLOYEE_NOT_FOUND, `Employee not found: ${id}`);
	return employee;
}

/** Refuses a transaction of an employee Fortnox does not have. @param {import('../tenants').Tenant} tenant @param {unknown} id */
function requireEmployee(tenant, id) {
	if (!tenant.payroll.employees.some((e) => e.EmployeeId === id)) throw badRequest(PAYROLL_CODES.EMPLOYEE_UNKNOWN, `Employee ${String(id)} does not exist (/3/employees).`);
}

// Employee numbers sort as numbers ("9" before "10").
const COLLATOR = new Intl.Collator('sv', { numeric: true });

/**
 * @param {any} r the classic route group
 * @param {{ url: string, clock: { now(): number } }} state
 */
function registerEmployeeRoutes(r, state) {
	r.get('/3/employees', (/** @type {any} */ ctx) => {
		const sorted = [...ctx.tenant.payroll.employees].sort((a, b) => COLLATOR.compare(a.EmployeeId, b.EmployeeId));
		const { meta, items } = listPage(sorted, ctx.query, { modifiedAt: (/** @type {Employee} */ e) => e.modifiedAt });
		return json({ Employees: items.map((e) => show(state.url, e)), MetaInformation: meta });
	});

	r.get('/3/employees/:id', (/** @type {any} */ ctx) => json({ Employee: show(state.url, findEmployee(ctx.tenant, ctx.params.id)) }));

	r.post('/3/employees', async (/** @type {any} */ ctx) => {
		const employee = addEmployee(ctx.tenant, unwrap(await ctx.json(), 'Employee'), state.clock.now());
		return json({ Employee: show(state.url, employee) }, 201);
	});

	r.put('/3/employees/:id', async (/** @type {any} */ ctx) => {
		const employee = findEmployee(ctx.tenant, ctx.params.id);
		const { lists, rest } = split(unwrap(await ctx.json(), 'Employee'));
		const fields = readFields(rest, SCHEMA, { readOnly: READ_ONLY, creating: false });
		keepNumber(fields, 'EmployeeId', employee.EmployeeId);
		const changed = /** @type {Employee} */ ({ ...applyFields({ ...employee }, SCHEMA, fields) });
		applyDated(changed, lists, fields, stockholmDate(state.clock.now()));
		Object.assign(employee, changed, { modifiedAt: state.clock.now() });
		return json({ Employee: show(state.url, employee) });
	});
}

module.exports = { registerEmployeeRoutes, addEmployee, findEmployee, requireEmployee };
