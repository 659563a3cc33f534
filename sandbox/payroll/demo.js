// @ts-check
'use strict';

/**
 * The demo company's staff, for the payroll example (examples/payroll-hours.json): two employees on
 * the sandbox's schedule, one on a monthly salary and one paid by the hour.
 */

const { addEmployee } = require('./employees');

const DEMO_EMPLOYEES = [
	{ EmployeeId: '1001', FirstName: 'Karin', LastName: 'Berg', Email: 'karin.berg@example.se', EmploymentDate: '2024-03-01', SalaryForm: 'MAN', MonthlySalary: '42000', PersonelType: 'TJM', ScheduleId: 'HEL', JobTitle: 'Projektledare' },
	{ EmployeeId: '1002', FirstName: 'Olle', LastName: 'Ek', Email: 'olle.ek@example.se', EmploymentDate: '2025-08-15', SalaryForm: 'TIM', HourlyPay: '210', PersonelType: 'ARB', ScheduleId: 'HEL', JobTitle: 'Montör' },
];

/** @param {import('../tenants').Tenant} tenant @param {number} now sandbox time, ms */
function seedPayrollDemo(tenant, now) {
	for (const employee of DEMO_EMPLOYEES) addEmployee(tenant, employee, now);
}

module.exports = { seedPayrollDemo, DEMO_EMPLOYEES };
