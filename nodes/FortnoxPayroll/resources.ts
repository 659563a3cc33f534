import type { Resource } from '../shared/operations/resource';
import { absenceTransaction } from './resources/absenceTransaction';
import { attendanceTransaction } from './resources/attendanceTransaction';
import { employee } from './resources/employee';
import { expense } from './resources/expense';
import { salaryTransaction } from './resources/salaryTransaction';
import { scheduleTime } from './resources/scheduleTime';
import { timeArticle } from './resources/timeArticle';
import { timeRegistration } from './resources/timeRegistration';
import { vacationDebtBasis } from './resources/vacationDebtBasis';

/** The Fortnox Payroll node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [
	absenceTransaction,
	attendanceTransaction,
	employee,
	expense,
	salaryTransaction,
	scheduleTime,
	timeArticle,
	timeRegistration,
	vacationDebtBasis,
];
