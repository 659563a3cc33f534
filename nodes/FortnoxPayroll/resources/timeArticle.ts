import { TIME_ARTICLES } from '../../shared/kinds';
import type { Resource } from '../../shared/operations/resource';
import { timeReportingList } from '../../shared/operations/time-reporting';

/** Article registrations of Fortnox Tid: articles used or sold per user, day, customer and project. */
export const timeArticle: Resource = {
	displayName: 'Time Article',
	value: 'timeArticle',
	default: 'getAll',
	operations: {
		getAll: timeReportingList(TIME_ARTICLES, {
			filters: [
				{ name: 'customerIds', displayName: 'Customer IDs', description: "Only registrations of these customers (Fortnox Tid's customer IDs)" },
				{ name: 'projectIds', displayName: 'Project IDs', description: 'Only registrations of these projects' },
				{ name: 'itemIds', displayName: 'Article IDs', description: 'Only registrations of these articles' },
				{ name: 'costCenterIds', displayName: 'Cost Center IDs', description: 'Only registrations of these cost centers' },
				{ name: 'ownerIds', displayName: 'Owner IDs', description: 'Only registrations of these users' },
			],
			flags: [
				{ name: 'includeRegistrationsWithoutProject', displayName: 'Include Without Project', description: 'Whether registrations without a project are included' },
				{ name: 'invoiced', displayName: 'Invoiced', description: 'Whether only registrations a document (order, invoice) was made from, or only the others' },
				{ name: 'inInvoiceBasis', displayName: 'In Invoice Basis', description: 'Whether only registrations locked on an invoice basis, or only the others' },
				{ name: 'internalArticles', displayName: 'Internal Articles', description: 'Whether only registrations on an internal customer, or only the others' },
				{ name: 'nonInvoiceable', displayName: 'Non-Invoiceable', description: 'Whether only registrations moved to non-invoiceable, or only the others' },
				{ name: 'includeNonInvoiceablePrice', displayName: 'Include Non-Invoiceable Price', description: 'Whether the price of non-invoiceable registrations is included' },
			],
		}),
	},
};
