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

/**
 * @param {any} r the classic route group
 * @param {{ url: string, clock: { now(): number } }} state
 */
function registerPayrollRoutes(r, state) {
	registerEmployeeRoutes(r, state);
	for (const kind of Object.values(KINDS)) registerTransactionRoutes(r, state, kind);
	registerScheduleRoutes(r);
	registerExpenseRoutes(r, state);
	registerVacationDebtRoutes(r);
}

module.exports = { registerPayrollRoutes };
