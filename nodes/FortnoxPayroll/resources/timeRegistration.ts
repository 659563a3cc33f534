import { TIME_REGISTRATIONS } from '../../shared/kinds';
import type { Resource } from '../../shared/operations/resource';
import { timeReportingList } from '../../shared/operations/time-reporting';

/** Time and absence registrations of Fortnox Tid, with customer, project, service and registration code. */
export const timeRegistration: Resource = {
	displayName: 'Time Registration',
	value: 'timeRegistration',
	default: 'getAll',
	operations: {
		getAll: timeReportingList(TIME_REGISTRATIONS, {
			filters: [
				{ name: 'serviceIds', displayName: 'Service IDs', description: 'Only registrations of these services (articles of type service)' },
				{ name: 'regCodes', displayName: 'Registration Codes', description: 'Only registrations of these codes, such as TID, SEM or FPE (3 characters each)', length: 3 },
				{ name: 'userIds', displayName: 'User IDs', description: 'Only registrations of these users' },
			],
			flags: [
				{ name: 'internalTime', displayName: 'Internal Time', description: 'Whether only registrations on an internal customer, or only the others' },
				{ name: 'includeNonInvoiceableChargeHours', displayName: 'Include Non-Invoiceable Charge Hours', description: 'Whether the charge hours of non-invoiceable registrations are included' },
			],
		}),
	},
};
