import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { calendarDate, FieldValidator } from '../../../shared/validation';

/** The filters every row route of a stock taking takes (Fortnox's query names). */
const commonFilters: INodeProperties[] = [
	{
		displayName: 'Exclude Zero Balance Items',
		name: 'excludeZeroBalanceItems',
		type: 'boolean',
		default: true,
		description: 'Whether to leave out item places whose stock is zero',
	},
	{
		displayName: 'Item Description Contains',
		name: 'itemDescriptionSearch',
		type: 'string',
		default: '',
		description: "Only items whose description contains this text",
	},
	{
		displayName: 'Item ID Contains',
		name: 'itemIdSearch',
		type: 'string',
		default: '',
		description: 'Only items whose ID (article number) contains this text',
	},
	{
		displayName: 'Item Names or IDs',
		name: 'itemIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getItems' },
		default: [],
		description: 'Only these items. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Stock Location Names or IDs',
		name: 'stockLocationIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getStockLocations' },
		default: [],
		description: 'Only these stock locations. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Stock Point Names or IDs',
		name: 'stockPointIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getStockPoints' },
		default: [],
		description: 'Only these stock points. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Supplier Numbers',
		name: 'supplierNumbers',
		type: 'string',
		default: '',
		placeholder: 'e.g. 12, 40',
		description: 'Only items bought from these suppliers, separated by commas',
	},
	{
		displayName: 'Transaction Date',
		name: 'transactionDate',
		type: 'dateTime',
		default: '',
		description: 'Only items with a stock transaction on or after this day',
	},
];

/** Only for Add Rows by Filter. */
const excludeNonInbound: INodeProperties = {
	displayName: 'Exclude Non-Inbound Items',
	name: 'excludeNonInboundItems',
	type: 'boolean',
	default: true,
	description: 'Whether to leave out items that have never come in on an inbound delivery',
};

/** Only for Get Candidate Rows. */
const includeNonInbound: INodeProperties = {
	displayName: 'Include Non-Inbound Items',
	name: 'includeNonInboundItems',
	type: 'boolean',
	default: false,
	description: 'Whether to include items that have never come in on an inbound delivery',
};

/** Only for Get Rows: the counting state of a row, sorting and where to start. */
const rowListFilters: INodeProperties[] = [
	{
		displayName: 'Row State',
		name: 'stateFilter',
		type: 'options',
		options: [
			{ name: 'All', value: 'all' },
			{ name: 'Not Counted', value: 'notStockTaken', description: 'Rows with no stock taken quantity yet' },
			{ name: 'Counted, No Deviation', value: 'stockTakenNoDeviation', description: 'The count equals the stock' },
			{ name: 'Counted, With Deviation', value: 'stockTakenWithDeviation', description: 'The count differs from the stock' },
		],
		default: 'all',
	},
	{
		displayName: 'Secondary Sort By',
		name: 'secondarysortby',
		type: 'string',
		default: '',
		placeholder: 'e.g. itemId',
		description: 'A row field to sort by after the stock taking\'s own sort order',
	},
	{
		displayName: 'Secondary Sort Order',
		name: 'secondaryorder',
		type: 'options',
		options: [
			{ name: 'Ascending', value: 'asc' },
			{ name: 'Descending', value: 'desc' },
		],
		default: 'asc',
	},
	{
		displayName: 'Starting Item ID',
		name: 'startingItemId',
		type: 'string',
		default: '',
		description: 'Jump to the rows of this item: they come first',
	},
	{
		displayName: 'Starting Row Number',
		name: 'startingRowNo',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description: 'The row number to start from, used with Starting Item ID to jump to a row',
	},
];

const ROW_STATES = ['all', 'notStockTaken', 'stockTakenNoDeviation', 'stockTakenWithDeviation'] as const;

export type RowRoute = 'getRows' | 'addRowsByFilter' | 'getCandidateRows' | 'deleteRowsByFilter';

const FILTERS: Record<RowRoute, INodeProperties[]> = {
	getRows: [...commonFilters, ...rowListFilters],
	addRowsByFilter: [...commonFilters, excludeNonInbound],
	getCandidateRows: [...commonFilters, includeNonInbound],
	deleteRowsByFilter: commonFilters,
};

const byName = (a: INodeProperties, b: INodeProperties) => a.displayName.localeCompare(b.displayName);

export const rowFilters = (route: RowRoute): INodeProperties => fieldCollection('filters', [...FILTERS[route]].sort(byName));

const ARRAYS: Record<string, { label: string; uuid: boolean }> = {
	itemIds: { label: 'Items', uuid: false },
	supplierNumbers: { label: 'Supplier Numbers', uuid: false },
	stockPointIds: { label: 'Stock Points', uuid: true },
	stockLocationIds: { label: 'Stock Locations', uuid: true },
};

/** A list from the picker (an array) or an expression (an array, or text separated by commas). */
function listOf(value: unknown): string[] {
	const values = Array.isArray(value) ? value : String(value ?? '').split(',');
	return values.map((entry) => String(entry).trim()).filter(Boolean);
}

/**
 * The route's filters as Fortnox's query: lists as repeated keys (`itemIds=1001&itemIds=1002`),
 * IDs of stock points and locations checked to be UUIDs, the date as YYYY-MM-DD.
 */
export function readRowFilters(this: IExecuteFunctions, i: number, route: RowRoute): IDataObject {
	const check = new FieldValidator(this.getNode(), i);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const allowed = new Set(FILTERS[route].map((property) => property.name));
	const qs: IDataObject = {};
	for (const [name, value] of Object.entries(filters)) {
		if (!allowed.has(name) || value === undefined || value === null || value === '') continue;
		const list = ARRAYS[name];
		if (list) {
			const entries = listOf(value);
			if (list.uuid) for (const entry of entries) check.uuid(list.label, entry);
			if (entries.length) qs[name] = entries;
		} else if (name === 'transactionDate') {
			qs[name] = calendarDate(check, 'Transaction Date', value);
		} else if (name === 'stateFilter') {
			check.oneOf('Row State', value as string, ROW_STATES);
			qs[name] = value;
		} else if (name === 'startingRowNo') {
			if (!Number.isInteger(value)) check.fail('Starting Row Number', `${String(value)} is not a whole number`, 'enter a whole number');
			qs[name] = value;
		} else {
			qs[name] = typeof value === 'string' ? value.trim() : value;
		}
	}
	return qs;
}
