import { EMPLOYEES } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';
import { EMPLOYEE_ID_MAX } from '../../shared/operations/payroll';

/**
 * Employees: a new one needs its Employee ID (1 to 15 characters, the employee's number in every
 * transaction), first and last name and e-mail. Fortnox has no delete of employees: set Inactive.
 */
export const employee = registerResource(
	{ kind: EMPLOYEES, value: 'employee', schema: 'Employee', requiredField: ['FirstName', 'LastName', 'Email'], numberRequired: true, numberMaxLength: EMPLOYEE_ID_MAX },
	{ displayName: 'Employee', filters: [], canDelete: false },
);
