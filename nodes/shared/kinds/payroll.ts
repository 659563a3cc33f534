import type { ClassicKind } from './classic';

/**
 * Fortnox Lön (payroll) and time reporting: employees and the transactions a payroll run reads
 * (`/3/`), and the registrations of Fortnox Tid (`/api/time/`), which answer a bare array for a
 * span of at most a year.
 */
export const EMPLOYEES: ClassicKind = { path: '/3/employees', single: 'Employee', plural: 'Employees', numberField: 'EmployeeId', noun: 'employee', nameField: 'FullName' };
/** Fortnox numbers a salary transaction (SalaryRow); absence and attendance transactions get a UUID (id). */
export const SALARY_TRANSACTIONS: ClassicKind = {
	path: '/3/salarytransactions',
	single: 'SalaryTransaction',
	plural: 'SalaryTransactions',
	numberField: 'SalaryRow',
	noun: 'salary transaction',
	dateField: 'Date',
};
export const ABSENCE_TRANSACTIONS: ClassicKind = {
	path: '/3/absencetransactions',
	single: 'AbsenceTransaction',
	plural: 'AbsenceTransactions',
	numberField: 'id',
	noun: 'absence transaction',
	dateField: 'Date',
};
export const ATTENDANCE_TRANSACTIONS: ClassicKind = {
	path: '/3/attendancetransactions',
	single: 'AttendanceTransaction',
	plural: 'AttendanceTransactions',
	numberField: 'id',
	noun: 'attendance transaction',
	dateField: 'Date',
};
/** Expense codes, which a salary transaction's Expense names. */
export const EXPENSES: ClassicKind = { path: '/3/expenses', single: 'Expense', plural: 'Expenses', numberField: 'Code', noun: 'expense', nameField: 'Text' };
/** One employee's scheduled hours of one day: /3/scheduletimes/{EmployeeId}/{Date}. */
export const SCHEDULE_TIMES = { path: '/3/scheduletimes', single: 'ScheduleTime' };
/** The vacation debt of every employee up to a month's last day: /3/vacationdebtbasis/{Year}/{Month}. */
export const VACATION_DEBT_BASIS = { path: '/3/vacationdebtbasis', single: 'VacationDebtBasis' };

/** A list of Fortnox Tid: a bare array of the registrations in a span of at most a year. */
export interface TimeReportingKind {
	path: string;
	noun: string;
}
export const TIME_REGISTRATIONS: TimeReportingKind = { path: '/api/time/registrations-v2', noun: 'time registration' };
export const TIME_ARTICLES: TimeReportingKind = { path: '/api/time/articles-v1', noun: 'article registration' };

/** An employee's schedule time of a day. */
export const scheduleTimePath = (employeeId: string, date: string): string => `${SCHEDULE_TIMES.path}/${encodeURIComponent(employeeId)}/${date}`;
