import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { SCHEDULE_TIMES, scheduleTimePath } from '../../../shared/kinds';
import { dayProperty, employeeLocator, readDay, readEmployeeId } from '../../../shared/operations/payroll';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Reset Day', action: 'Reset a schedule day', description: "Undo the changes of one day: it gets the employee's schedule's hours again" };

export const description: INodeProperties[] = [employeeLocator('The employee whose day to reset'), dayProperty('The day to reset')];

/** PUT …/resetday takes no body; Fortnox answers the day as the schedule now gives it. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = `${scheduleTimePath(readEmployeeId.call(this, check, i), readDay.call(this, check, i))}/resetday`;
	const answer = await fortnoxApiRequest(this, { method: 'PUT', path, itemIndex: i });
	return toItems(answer[SCHEDULE_TIMES.single] as IDataObject);
}
