import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { fieldCollection } from '../descriptions';
import type { FieldValidator } from '../validation';
import { calendarDate } from '../validation';

/** A query parameter of a Fortnox list, as Fortnox's OpenAPI names it. */
export interface ListFilter {
	/** The query name, e.g. customernumber. */
	name: string;
	displayName: string;
	description: string;
	/** text: Fortnox's search, which keeps records whose field contains the value, ignoring case. */
	kind: 'text' | 'date' | 'lastModified' | 'options' | 'boolean';
	options?: INodePropertyOptions[];
}

/** A search on a field: Fortnox keeps the records whose field contains the text, ignoring case. */
export const search = (name: string, displayName: string, what: string): ListFilter => ({
	name,
	displayName,
	kind: 'text',
	description: `Only records whose ${what} contains this text (Fortnox's search ignores case)`,
});

/** The `filter` of a register that can be deactivated (customers, articles). */
export const activeFilter = (noun: string): ListFilter => ({
	name: 'filter',
	displayName: 'Status',
	kind: 'options',
	options: [
		{ name: 'Active', value: 'active' },
		{ name: 'Inactive', value: 'inactive' },
	],
	description: `Only active ${noun}s, or only inactive ones`,
});

export const lastModifiedFilter: ListFilter = {
	name: 'lastmodified',
	displayName: 'Modified Since',
	kind: 'lastModified',
	description: "Only records changed at or after this moment (Fortnox reads it to the minute, in Swedish time); the polling trigger's way to see changes",
};

/** How the list is sorted: `sortby` from the keys Fortnox names, and the order. */
export function sortFilters(keys: INodePropertyOptions[]): ListFilter[] {
	return [
		{ name: 'sortby', displayName: 'Sort By', kind: 'options', options: keys, description: 'The field Fortnox sorts the list by' },
		{
			name: 'sortorder',
			displayName: 'Sort Order',
			kind: 'options',
			options: [
				{ name: 'Ascending', value: 'ascending' },
				{ name: 'Descending', value: 'descending' },
			],
			description: 'Whether the list runs from the lowest value up, or from the highest down',
		},
	];
}

function propertyOf(filter: ListFilter): INodeProperties {
	const base = { displayName: filter.displayName, name: filter.name, description: filter.description };
	switch (filter.kind) {
		case 'options':
			return { ...base, type: 'options', options: filter.options ?? [], default: filter.options?.[0]?.value ?? '' };
		case 'boolean':
			return { ...base, type: 'boolean', default: true };
		case 'date':
		case 'lastModified':
			return { ...base, type: 'dateTime', default: '' };
		default:
			return { ...base, type: 'string', default: '' };
	}
}

/** The Filters collection of a Get Many. */
export const filtersCollection = (filters: ListFilter[]): INodeProperties =>
	fieldCollection('filters', filters.map(propertyOf).sort((a, b) => a.displayName.localeCompare(b.displayName)));

/** The query the Filters make, each value in the form Fortnox reads. */
export function filtersQuery(check: FieldValidator, filters: ListFilter[], values: IDataObject): IDataObject {
	const qs: IDataObject = {};
	for (const filter of filters) {
		const value = values[filter.name];
		if (value === undefined || value === null || value === '') continue;
		switch (filter.kind) {
			case 'date':
				qs[filter.name] = calendarDate(check, filter.displayName, value);
				break;
			case 'lastModified': {
				const day = calendarDate(check, filter.displayName, value);
				const time = /[T ](\d{2}):(\d{2})/.exec(String(value));
				qs[filter.name] = time ? `${day} ${time[1]}:${time[2]}` : `${day} 00:00`;
				break;
			}
			case 'boolean':
				qs[filter.name] = value === true ? 'true' : 'false';
				break;
			default:
				qs[filter.name] = String(value).trim();
		}
	}
	return qs;
}

/** The searches of the text filters orders and offers share, and the few they have of their own. */
const DOCUMENT_SEARCHES: Record<string, [string, string]> = {
	customernumber: ['Customer Number', 'customer number'],
	customername: ['Customer Name', 'customer name'],
	documentnumber: ['Document Number', 'document number'],
	ourreference: ['Our Reference', 'our reference'],
	yourreference: ['Your Reference', 'your reference'],
	costcenter: ['Cost Center', 'cost center code'],
	project: ['Project', 'project number'],
	label: ['Label', 'label'],
	externalinvoicereference1: ['External Invoice Reference 1', 'first external reference'],
	externalinvoicereference2: ['External Invoice Reference 2', 'second external reference'],
	ordertype: ['Order Type', 'order type'],
};

/**
 * The filters of an order or offer list: its statuses, the searches both have, dates, sent and not
 * completed, modified since, and its sort keys; `more` names the searches only this list has.
 */
export function documentFilters({
	noun,
	dateField,
	statuses,
	more,
	sortKeys,
}: {
	noun: string;
	dateField: string;
	statuses: INodePropertyOptions[];
	more: string[];
	sortKeys: INodePropertyOptions[];
}): ListFilter[] {
	const shared = ['customernumber', 'customername', 'documentnumber', 'ourreference', 'yourreference', 'costcenter', 'project', 'label'];
	return [
		{ name: 'filter', displayName: 'Status', kind: 'options', options: statuses, description: `Only the ${noun}s in this state` },
		...[...shared, ...more].map((name) => search(name, ...DOCUMENT_SEARCHES[name])),
		{ name: 'fromdate', displayName: 'From Date', kind: 'date', description: `Only ${noun}s dated on or after this day (${dateField})` },
		{ name: 'todate', displayName: 'To Date', kind: 'date', description: `Only ${noun}s dated on or before this day (${dateField})` },
		{ name: 'sent', displayName: 'Sent', kind: 'boolean', description: `Whether to list only ${noun}s sent to the customer (true) or only unsent ones (false)` },
		{ name: 'notcompleted', displayName: 'Not Completed', kind: 'boolean', description: `Whether to list only ${noun}s marked as not completed` },
		lastModifiedFilter,
		...sortFilters(sortKeys),
	];
}
