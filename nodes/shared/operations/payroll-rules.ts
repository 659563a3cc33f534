import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { EMPLOYEES, recordPath } from '../kinds';
import { oncePerRun } from '../run-cache';
import { fortnoxApiRequest } from '../transport';
import type { FieldValidator } from '../validation';

/** How a transaction kind gives hours: attendance is hours worked, so it must; an absence may be a whole day. */
export type HoursRule = 'required' | 'optional';

/**
 * A day's hours are more than 0 and at most 24: −8 hours or none at all is no attendance a payroll
 * run can pay. `creating`: an update that leaves Hours out keeps the transaction's.
 */
export function checkHours(check: FieldValidator, rule: HoursRule, body: IDataObject, { creating }: { creating: boolean }): void {
	if (body.Hours === undefined) {
		if (rule === 'required' && creating) check.fail('Hours', 'is missing', 'an attendance transaction is the hours worked that day: give them, e.g. 8');
		return;
	}
	const hours = Number(body.Hours);
	if (!(hours > 0 && hours <= 24)) check.fail('Hours', `${String(body.Hours)} is out of range`, 'the hours of one day are more than 0 and at most 24');
}

/** The employee, read once per run. */
const employeeOfRun = (context: IExecuteFunctions, i: number, id: string): Promise<IDataObject> =>
	oncePerRun(context, EMPLOYEES.path, id, async () => (await fortnoxApiRequest(context, { method: 'GET', path: recordPath(EMPLOYEES, id), itemIndex: i }))[EMPLOYEES.single] as IDataObject);

/**
 * A transaction's day lies within the employee's employment: from EmploymentDate to EmployedTo,
 * where the employee record has them (one look-up per employee and run).
 */
export async function checkEmployment(this: IExecuteFunctions, check: FieldValidator, i: number, employeeId: string, date: string): Promise<void> {
	const employee = await employeeOfRun(this, i, employeeId);
	const from = String(employee.EmploymentDate ?? '');
	const to = String(employee.EmployedTo ?? '');
	const rule = "a payroll transaction falls within the employee's employment (Employment Date to Employed To)";
	if (from !== '' && date < from) check.fail('Date', `${date} is before employee ${employeeId}'s employment date ${from}`, rule);
	if (to !== '' && date > to) check.fail('Date', `${date} is after employee ${employeeId}'s last day of employment ${to}`, rule);
}
