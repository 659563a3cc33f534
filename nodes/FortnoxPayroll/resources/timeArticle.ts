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
				{ name: 'itemIds', displayName: 'Article IDs', description: 'Only registrations of these articles' },
				{ name: 'ownerIds', displayName: 'Owner IDs', description: 'Only registrations of these users' },
			],
			flags: [
				{ name: 'internalArticles', displayName: 'Internal Articles', description: 'Whether only registrations on an internal customer, or only the others' },
				{ name: 'includeNonInvoiceablePrice', displayName: 'Include Non-Invoiceable Price', description: 'Whether the price of non-invoiceable registrations is included' },
			],
		}),
	},
};
