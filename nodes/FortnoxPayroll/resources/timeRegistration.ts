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
				{ name: 'customerIds', displayName: 'Customer IDs', description: "Only registrations of these customers (Fortnox Tid's customer IDs)" },
				{ name: 'projectIds', displayName: 'Project IDs', description: 'Only registrations of these projects' },
				{ name: 'serviceIds', displayName: 'Service IDs', description: 'Only registrations of these services (articles of type service)' },
				{ name: 'costCenterIds', displayName: 'Cost Center IDs', description: 'Only registrations of these cost centers' },
				{ name: 'regCodes', displayName: 'Registration Codes', description: 'Only registrations of these codes, such as TID, SEM or FPE (3 characters each)', length: 3 },
				{ name: 'userIds', displayName: 'User IDs', description: 'Only registrations of these users' },
			],
			flags: [
				{ name: 'includeRegistrationsWithoutProject', displayName: 'Include Without Project', description: 'Whether registrations without a project are included' },
				{ name: 'invoiced', displayName: 'Invoiced', description: 'Whether only registrations a document (order, invoice) was made from, or only the others' },
				{ name: 'inInvoiceBasis', displayName: 'In Invoice Basis', description: 'Whether only registrations locked on an invoice basis, or only the others' },
				{ name: 'internalTime', displayName: 'Internal Time', description: 'Whether only registrations on an internal customer, or only the others' },
				{ name: 'nonInvoiceable', displayName: 'Non-Invoiceable', description: 'Whether only registrations moved to non-invoiceable, or only the others' },
				{ name: 'includeNonInvoiceableChargeHours', displayName: 'Include Non-Invoiceable Charge Hours', description: 'Whether the charge hours of non-invoiceable registrations are included' },
			],
		}),
	},
};
