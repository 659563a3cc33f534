// @ts-check
'use strict';

/**
 * The vacation debt basis (fortnox_VacationDebtBasis), GET /3/vacationdebtbasis/{Year}/{Month}:
 * every employee employed on the month's last day, computed from the sandbox's own data:
 * - DaysEarned: 25 days a year (Semesterlagen's minimum), earned per month employed in the calendar
 *   year up to the month (from EmploymentDate), to two decimals;
 * - DaysUnused: DaysEarned less the days of vacation (absence transactions with cause SEM) taken in
 *   the year up to the month's last day, never below 0; DaysSaved: 0 (the sandbox keeps no saved days);
 * - a day's value: a twenty-first of the monthly salary plus 0.8 % of it (sammalöneregeln), or for
 *   an hourly wage 8 hours at 12 % above it; DebtEarned and DebtUnused are the days at that value,
 *   WageEarned the salary of the months employed;
 * - TotalDebtEmployee = DebtUnused; TotalDebtEmployerContribution: 31.42 % of it (arbetsgivaravgift).
 * The basis is not posted: VoucherSeries "", VoucherNumber and VoucherYear null. Month 1–12 and a
 * whole Year, else 400.
 */

const { badRequest } = require('../errors');
const { json } = require('../http');
const { PAYROLL_CODES } = require('./errors');

const DAYS_A_YEAR = 25;
const EMPLOYER_CONTRIBUTION = 0.3142;

/** @param {number} value */
const round2 = (value) => Math.round(value * 100) / 100;

/** @param {number} year @param {number} month 1–12 */
const lastDayOf = (year, month) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** What one vacation day is worth for the employee. @param {import('./state').Employee} employee */
function dayValue(employee) {
	const monthly = Number(employee.MonthlySalary) || 0;
	if (employee.SalaryForm === 'TIM') return (Number(employee.HourlyPay) || 0) * 8 * 1.12;
	return monthly / 21 + monthly * 0.008;
}

/**
 * @param {import('./state').PayrollState} payroll @param {number} year @param {number} month
 */
function vacationDebtBasis(payroll, year, month) {
	const lastDay = lastDayOf(year, month);
	const yearStart = `${year}-01-01`;
	const employed = payroll.employees.filter((e) => (!e.EmploymentDate || e.EmploymentDate <= lastDay) && (!e.EmployedTo || e.EmployedTo >= yearStart));
	const Employees = employed.map((employee) => {
		const from = employee.EmploymentDate && employee.EmploymentDate > yearStart ? Number(employee.EmploymentDate.slice(5, 7)) : 1;
		const months = Math.max(0, month - from + 1);
		const taken = payroll.absenceTransactions.filter((t) => t.EmployeeId === employee.EmployeeId && t.CauseCode === 'SEM' && t.Date >= yearStart && t.Date <= lastDay).length;
		const daysEarned = round2((DAYS_A_YEAR * months) / 12);
		const daysUnused = round2(Math.max(0, daysEarned - taken));
		const value = dayValue(employee);
		const debtUnused = round2(daysUnused * value);
		return {
			EmployeeId: employee.EmployeeId,
			EmployeeName: employee.FullName,
			DaysEarned: daysEarned,
			DaysSaved: 0,
			DaysUnused: daysUnused,
			DebtAdvance: 0,
			DebtEarned: round2(daysEarned * value),
			DebtSaved: 0,
			DebtUnused: debtUnused,
			TotalDebtEmployee: debtUnused,
			TotalDebtEmployerContribution: round2(debtUnused * EMPLOYER_CONTRIBUTION),
			VariableEarned: 0,
			VariableUnused: 0,
			WageEarned: round2((employee.SalaryForm === 'TIM' ? 0 : Number(employee.MonthlySalary) || 0) * months),
			WageSaved: 0,
			WageUnused: 0,
		};
	});
	return { Employees, LastDay: lastDay, Month: month, VoucherNumber: null, VoucherSeries: '', VoucherYear: null, Year: year };
}

/** @param {any} r the classic route group */
function registerVacationDebtRoutes(r) {
	r.get('/3/vacationdebtbasis/:year/:month', (/** @type {any} */ ctx) => {
		const { year, month } = ctx.params;
		if (!/^\d{4}$/.test(year)) throw badRequest(PAYROLL_CODES.BAD_PATH_VALUE, `Year must be a year such as 2026 (${year}).`);
		if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) throw badRequest(PAYROLL_CODES.BAD_PATH_VALUE, `Month must be 1 to 12 (${month}).`);
		return json({ VacationDebtBasis: vacationDebtBasis(ctx.tenant.payroll, Number(year), Number(month)) });
	});
}

module.exports = { registerVacationDebtRoutes, vacationDebtBasis };
