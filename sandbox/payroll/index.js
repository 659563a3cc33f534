// @ts-check
'use strict';

/**
 * Fortnox Lön (payroll), in the classic /3/ API: employees, salary, absence and attendance
 * transactions, schedule times, expenses and the vacation debt basis; and Fortnox Tid's lists
 * below /api/time (a route group of their own, time.js).
 */

const { registerEmployeeRoutes } = require('./employees');
const { KINDS, registerTransactionRoutes } = require('./transactions');
const { registerScheduleRoutes } = require('./schedule');
const { registerExpenseRoutes } = require('./expenses');
const { registerVacationDebtRoutes } = require('./vacation-debt');

const STOCKHOLM_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/**
 * @param {any} r the classic route group
 * @param {{ url: string, clock: { now(): number } }} state
 */
function registerPayrollRoutes(r, state) {
	registerEmployeeRoutes(r, state, (now) => STOCKHOLM_DAY.format(now));
	for (const kind of Object.values(KINDS)) registerTransactionRoutes(r, state, kind);
	registerScheduleRoutes(r);
	registerExpenseRoutes(r, state);
	registerVacationDebtRoutes(r);
}

module.exports = { registerPayrollRoutes };
