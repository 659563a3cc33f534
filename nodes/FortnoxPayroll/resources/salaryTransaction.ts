import { SALARY_TRANSACTIONS } from '../../shared/kinds';
import { transactionResource } from '../../shared/operations/payroll';

/**
 * Salary transactions (lönetransaktioner): a salary code's quantity and amount for an employee on a
 * day. Fortnox's API has no list of salary codes: they depend on the company's salary code table.
 */
export const salaryTransaction = transactionResource(
	{
		kind: SALARY_TRANSACTIONS,
		value: 'salaryTransaction',
		schema: 'SalaryTransaction',
		code: {
			field: 'SalaryCode',
			description: "Code of the salary type (löneart), such as 11 (monthly salary) or 1311 (overtime); use one of your company's salary code table",
		},
		employeeQuery: 'employeeId',
		identity: 'integer',
	},
	{ displayName: 'Salary Transaction' },
);
