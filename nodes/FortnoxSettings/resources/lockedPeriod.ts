import { LOCKED_PERIOD } from '../../shared/kinds';
import { settingResource } from '../../shared/operations/settings';

/** The last day of the locked period: nothing dated on or before it can be booked or changed. */
export const lockedPeriod = settingResource(LOCKED_PERIOD, {
	value: 'lockedPeriod',
	displayName: 'Locked Period',
	description: 'Get the end date of the locked period; nothing dated on or before it can be booked',
});
