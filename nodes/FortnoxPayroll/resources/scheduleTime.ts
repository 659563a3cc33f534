import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/scheduleTime/get.operation';
import * as resetDay from '../actions/scheduleTime/resetDay.operation';
import * as update from '../actions/scheduleTime/update.operation';

/** Schedule times: an employee's scheduled hours of one day, changed for that day or reset to the schedule. */
export const scheduleTime: Resource = {
	displayName: 'Schedule Time',
	value: 'scheduleTime',
	default: 'get',
	operations: { get, update, resetDay },
};
