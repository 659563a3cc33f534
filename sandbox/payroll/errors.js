// @ts-check
'use strict';

/**
 * Error codes of the payroll routes (/3/employees, the transactions, schedule times, expenses and
 * the vacation debt basis), in the classic ErrorInformation shape. Fortnox publishes no codes for
 * these cases (but an unknown account, its 2001304); the sandbox assigns them in the 20096xx range, one per case:
 *
 * | code    | HTTP | case                                                                     |
 * |---------|------|--------------------------------------------------------------------------|
 * | 2009600 | 404  | employee not found                                                       |
 * | 2009601 | 400  | an employee with this EmployeeId already exists (POST)                   |
 * | 2009602 | 400  | a transaction names an employee that does not exist                      |
 * | 2009603 | 404  | salary, absence or attendance transaction not found                      |
 * | 2009604 | 400  | DatedSchedules with ScheduleId, DatedWages with MonthlySalary/HourlyPay  |
 * | 2009605 | 400  | a dated list without exactly one row from 1970-01-01, an earlier or repeated FirstDay |
 * | 2009606 | 404  | expense not found                                                        |
 * | 2009607 | 400  | an expense with this Code already exists (POST)                          |
 * | 2001304 | 400  | an expense's Account is not in the chart of accounts (Fortnox's code)    |
 * | 2009609 | 400  | a path's date, cause code, year or month is not valid                    |
 * | 2009610 | 400  | a salary transaction names an expense code that does not exist           |
 * | 2009611 | 400  | an attendance transaction without Hours                                  |
 * | 2009612 | 400  | Hours (attendance, absence) not above 0 or above 24                      |
 * | 2009613 | 400  | a transaction's Date outside the employee's employment                   |
 */
const PAYROLL_CODES = Object.freeze({
	EMPLOYEE_NOT_FOUND: 2009600,
	EMPLOYEE_EXISTS: 2009601,
	EMPLOYEE_UNKNOWN: 2009602,
	TRANSACTION_NOT_FOUND: 2009603,
	EITHER_OR: 2009604,
	DATED_LIST: 2009605,
	EXPENSE_NOT_FOUND: 2009606,
	EXPENSE_EXISTS: 2009607,
	ACCOUNT_UNKNOWN: 2001304,
	BAD_PATH_VALUE: 2009609,
	EXPENSE_UNKNOWN: 2009610,
	HOURS_MISSING: 2009611,
	HOURS_OUT_OF_RANGE: 2009612,
	OUTSIDE_EMPLOYMENT: 2009613,
});

module.exports = { PAYROLL_CODES };
