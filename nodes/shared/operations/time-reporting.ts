import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../descriptions';
import type { TimeReportingKind } from '../kinds';
import { toItems } from '../router';
import { arrayList, listScopeOf } from '../transport';
import { calendarDate, FieldValidator } from '../validation';
import type { Operation } from './resource';

/** A filter of a Fortnox Tid list that takes several values: sent once per value (customerIds=1&customerIds=2). */
export interface TimeListFilter {
	name: string;
	displayName: string;
	description: string;
	/** The exact length each value must have, where Fortnox's OpenAPI states one (a registration code has 3 characters). */
	length?: number;
}

/** A yes/no filter of a Fortnox Tid list. */
export interface TimeListFlag {
	name: string;
	displayName: string;
	description: string;
}

/** The filters both lists of Fortnox Tid have, beside their own. */
const SHARED_FILTERS: TimeListFilter[] = [
	{ name: 'customerIds', displayName: 'Customer IDs', description: "Only registrations of these customers (Fortnox Tid's customer IDs)" },
	{ name: 'projectIds', displayName: 'Project IDs', description: 'Only registrations of these projects' },
	{ name: 'costCenterIds', displayName: 'Cost Center IDs', description: 'Only registrations of these cost centers' },
];
const SHARED_FLAGS: TimeListFlag[] = [
	{ name: 'includeRegistrationsWithoutProject', displayName: 'Include Without Project', description: 'Whether registrations without a project are included' },
	{ name: 'invoiced', displayName: 'Invoiced', description: 'Whether only registrations a document (order, invoice) was made from, or only the others' },
	{ name: 'inInvoiceBasis', displayName: 'In Invoice Basis', description: 'Whether only registrations locked on an invoice basis, or only the others' },
	{ name: 'nonInvoiceable', displayName: 'Non-Invoiceable', description: 'Whether only registrations moved to non-invoiceable, or only the others' },
];

const dateProperty = (name: string, displayName: string, description: string): INodeProperties => ({ displayName, name, type: 'dateTime', required: true, default: '', description });

/** The values of a comma-separated filter, each trimmed, empty ones dropped, each checked. */
function valuesOf(check: FieldValidator, filter: TimeListFilter, raw: unknown): string[] {
	const values = String(raw ?? '')
		.split(',')
		.map((value) => value.trim())
		.filter(Boolean);
	for (const value of values) if (filter.length !== undefined) check.lengthBetween(filter.displayName, value, filter.length, filter.length);
	return values;
}

/**
 * Get Many of a Fortnox Tid list (time or article registrations): a span of From Date to To Date of
 * at most a year ("the max of which should be 1 year"), checked before sending, the filters both
 * lists have and the list's `own`. Fortnox answers the whole span
 * as one array; Limit keeps the first records.
 */
export function timeReportingList(kind: TimeReportingKind, own: { filters: TimeListFilter[]; flags: TimeListFlag[] }): Operation {
	const filters = [...SHARED_FILTERS, ...own.filters];
	const flags = [...SHARED_FLAGS, ...own.flags];
	return {
		option: { name: 'Get Many', action: `Get many ${kind.noun}s`, description: `List the ${kind.noun}s of a span of at most a year` },
		description: [
			dateProperty('fromDate', 'From Date', 'The first day of the span'),
			dateProperty('toDate', 'To Date', 'The last day of the span, at most a year after From Date'),
			...returnAllOrLimit(),
			fieldCollection('filters', [
				...filters.map((filter): INodeProperties => ({ displayName: filter.displayName, name: filter.name, type: 'string', default: '', description: `${filter.description}; several separated by commas` })),
				...flags.map((flag): INodeProperties => ({ displayName: flag.displayName, name: flag.name, type: 'boolean', default: true, description: flag.description })),
			].sort((a, b) => a.displayName.localeCompare(b.displayName))),
		],
		async execute(i) {
			const check = new FieldValidator(this.getNode(), i);
			const fromDate = check.required('From Date', calendarDate(check, 'From Date', this.getNodeParameter('fromDate', i)));
			const toDate = check.required('To Date', calendarDate(check, 'To Date', this.getNodeParameter('toDate', i)));
			const rule = 'the span runs forward and covers at most a year';
			if (toDate < fromDate) check.fail('To Date', `${toDate} is before From Date ${fromDate}`, rule);
			if (toDate > yearAfter(fromDate)) check.fail('To Date', `${toDate} is more than a year after From Date ${fromDate}`, rule);
			const given = this.getNodeParameter('filters', i, {}) as IDataObject;
			const qs: IDataObject = { fromDate, toDate };
			for (const filter of filters) {
				const values = valuesOf(check, filter, given[filter.name]);
				if (values.length > 0) qs[filter.name] = values;
			}
			for (const flag of flags) if (typeof given[flag.name] === 'boolean') qs[flag.name] = given[flag.name];
			return toItems(await arrayList(this, { path: kind.path, qs, itemIndex: i }, listScopeOf(this, i)));
		},
	};
}

/** The same day a year later (29 February: 28 February), the last day a span from `day` may reach. */
function yearAfter(day: string): string {
	const [year, month, date] = day.split('-').map(Number);
	const next = new Date(Date.UTC(year + 1, month - 1, date));
	// 2028-02-29 + 1 year rolls into March: the span ends on 28 February.
	return next.getUTCMonth() === month - 1 ? next.toISOString().slice(0, 10) : `${year + 1}-02-28`;
}
