import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { SCHEDULE_TIMES, scheduleTimePath } from '../../../shared/kinds';
import { dayProperty, employeeLocator, readDay, readEmployeeId } from '../../../shared/operations/payroll';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Get', action: 'Get a schedule time', description: "Get an employee's scheduled hours of one day" };

export const description: INodeProperties[] = [employeeLocator('The employee whose schedule to read'), dayProperty('The day of the schedule')];

/** The day as Fortnox schedules it: its own change, else what the employee's schedule gives. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = scheduleTimePath(readEmployeeId.call(this, check, i), readDay.call(this, check, i));
	const body = await fortnoxApiRequest(this, { method: 'GET', path, itemIndex: i });
	return toItems(body[SCHEDULE_TIMES.single] as IDataObject);
}
