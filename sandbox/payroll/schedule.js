// @ts-check
'use strict';

/**
 * Schedule times (fortnox_ScheduleTime): an employee's scheduled hours of one day.
 *   GET /3/scheduletimes/{EmployeeId}/{Date}           the day: its own change, else what the schedule gives
 *   PUT /3/scheduletimes/{EmployeeId}/{Date}           changes Hours, IWH1–IWH5, ScheduleId of that day
 *   PUT /3/scheduletimes/{EmployeeId}/{Date}/resetday  forgets the day's change (no body)
 * The sandbox's schedule: 8 hours Monday to Friday (times the employee's FullTimeEquivalent when set),
 * none at weekends; the ScheduleId is the employee's dated schedule in force that day. Hours are
 * numbers written as text ("8.00"), as Fortnox types them. Unknown employee → 404.
 */

const { badRequest, CODES } = require('../errors');
const { json } = require('../http');
const { unwrap } = require('../classic/validate');
const { text, readFields } = require('../classic/fields');
const { isDate } = require('../dates');
const { findEmployee } = require('./employees');
const { PAYROLL_CODES } = require('./errors');

const HOURS = ['Hours', 'IWH1', 'IWH2', 'IWH3', 'IWH4', 'IWH5'];
/** @type {import('../classic/fields').Schema} */
const SCHEMA = { ...Object.fromEntries(HOURS.map((name) => [name, text()])), ScheduleId: text() };

/** @param {import('./state').Employee} employee @param {string} day */
function scheduledDay(employee, day) {
	const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
	const hours = weekday === 0 || weekday === 6 ? 0 : 8 * (typeof employee.FullTimeEquivalent === 'number' ? employee.FullTimeEquivalent / 100 || 1 : 1);
	const schedule = employee.DatedSchedules.filter((row) => row.FirstDay <= day).pop();
	return { Hours: hours.toFixed(2), IWH1: '0.00', IWH2: '0.00', IWH3: '0.00', IWH4: '0.00', IWH5: '0.00', ScheduleId: schedule ? schedule.ScheduleId : employee.ScheduleId };
}

/** @param {any} ctx */
function dayOf(ctx) {
	const employee = findEmployee(ctx.tenant, ctx.params.employee);
	const day = ctx.params.date;
	if (!isDate(day)) throw badRequest(PAYROLL_CODES.BAD_PATH_VALUE, `Date must be a date, YYYY-MM-DD (${day}).`);
	const key = `${employee.EmployeeId}|${day}`;
	/** @type {Map<string, Record<string, string>>} */
	const changes = ctx.tenant.payroll.scheduleTimes;
	const show = () => json({ ScheduleTime: { Date: day, EmployeeId: employee.EmployeeId, ...scheduledDay(employee, day), ...changes.get(key) } });
	return { key, changes, show };
}

/** @param {any} r the classic route group */
function registerScheduleRoutes(r) {
	r.get('/3/scheduletimes/:employee/:date', (/** @type {any} */ ctx) => dayOf(ctx).show());

	r.put('/3/scheduletimes/:employee/:date', async (/** @type {any} */ ctx) => {
		const { key, changes, show } = dayOf(ctx);
		const fields = readFields(unwrap(await ctx.json(), 'ScheduleTime'), SCHEMA, { readOnly: ['Date', 'EmployeeId'], creating: false });
		for (const name of HOURS) {
			const value = fields[name];
			if (typeof value === 'string' && value !== '' && !(Number(value) >= 0 && Number(value) <= 24)) throw badRequest(CODES.OUT_OF_RANGE, `${name} must be hours of one day, 0 to 24 (${value}).`);
			if (typeof value === 'string' && value !== '') fields[name] = Number(value).toFixed(2);
		}
		changes.set(key, { ...changes.get(key), .../** @type {Record<string, string>} */ (fields) });
		return show();
	});

	r.put('/3/scheduletimes/:employee/:date/resetday', (/** @type {any} */ ctx) => {
		const { key, changes, show } = dayOf(ctx);
		changes.delete(key);
		return show();
	});
}

module.exports = { registerScheduleRoutes, scheduledDay };
