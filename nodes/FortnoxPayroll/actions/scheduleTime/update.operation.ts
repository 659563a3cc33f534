import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { SCHEDULE_TIMES, scheduleTimePath } from '../../../shared/kinds';
import { dayProperty, employeeLocator, readDay, readEmployeeId } from '../../../shared/operations/payroll';
import { toItems } from '../../../shared/router';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Update', action: 'Update a schedule time', description: "Change an employee's scheduled hours of one day" };

export const description: INodeProperties[] = [
	employeeLocator('The employee whose schedule to change'),
	dayProperty('The day to change'),
	fieldCollection('updateFields', schemaProperties('ScheduleTime')),
];

/** Changes one day of the schedule; Reset Day puts it back to what the employee's schedule gives. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = scheduleTimePath(readEmployeeId.call(this, check, i), readDay.call(this, check, i));
	const body = checkedFields(check, 'ScheduleTime', this.getNodeParameter('updateFields', i, {}) as IDataObject);
	if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
	const answer = await fortnoxApiRequest(this, { method: 'PUT', path, body: { [SCHEDULE_TIMES.single]: body }, itemIndex: i });
	return toItems(answer[SCHEDULE_TIMES.single] as IDataObject);
}
