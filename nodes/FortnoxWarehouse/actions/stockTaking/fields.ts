import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { STOCK_TAKINGS } from '../../../shared/kinds';
import type { Explanations } from '../../../shared/transport/errors';
import type { FieldValidator } from '../../../shared/validation';
import { calendarDate } from '../../../shared/validation';
import { numberedDocumentLocator, readNumberedId } from '../../../shared/warehouse/locators';
import { segment } from '../../../shared/warehouse/request';

export const STOCK_TAKINGS_PATH = STOCK_TAKINGS.path;

/** Why Fortnox refused to change a stock taking, e.g. `ONLY_OPEN('deleted')`. */
export const ONLY_OPEN = (done: string) => `Only a stock taking in planning or started can be ${done}; a completed or voided one stays as it is`;

/**
 * Refusals in a stock taking's own words: the warehouse-wide ones speak of documents whose note
 * can still change, which a stock taking has not.
 */
export const STOCK_TAKING_EXPLANATIONS: Explanations = {
	cannot_modify_released_document: `The stock taking is completed (released). ${ONLY_OPEN('changed')}`,
	document_is_released: 'The stock taking is already completed (released): it cannot be released again',
	document_is_voided: `The stock taking is voided. ${ONLY_OPEN('changed')}`,
};

/** The states an update may set; completed and voided come only from Release and Void. */
const SETTABLE_STATES = ['planning', 'started'] as const;

export const stockTakingLocator = (description: string): INodeProperties =>
	numberedDocumentLocator({ displayName: 'Stock Taking', searchListMethod: 'searchStockTakings', description });

/** The path of the chosen stock taking, its ID checked (a positive int64). */
export function readStockTakingPath(this: IExecuteFunctions, i: number): string {
	return `${STOCK_TAKINGS_PATH}/${segment(readNumberedId.call(this, i, 'Stock Taking'))}`;
}

export const nameProperty: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Year-end count 2026',
	description: 'What the stock taking is, 1 to 50 characters',
};

export const responsibleProperty: INodeProperties = {
	displayName: 'Responsible',
	name: 'responsible',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Anna Svensson',
	description: 'Who is responsible for the count, 1 to 50 characters',
};

export const dateProperty: INodeProperties = {
	displayName: 'Date',
	name: 'date',
	type: 'dateTime',
	default: '',
	description: 'The day the stock is counted; release sets the stock as of this day. Needed to start the stock taking.',
};

export const stateProperty: INodeProperties = {
	displayName: 'State',
	name: 'state',
	type: 'options',
	options: [
		{ name: 'Planning', value: 'planning', description: 'Rows are being chosen; nothing is counted yet' },
		{ name: 'Started', value: 'started', description: 'Counting is under way: counted quantities can be entered. Needs a date.' },
	],
	default: 'started',
	description: 'Completed and voided are set by Release and Void',
};

/** Date and the bookkeeping fields a stock taking may have besides name and responsible. */
export const optionalHeadProperties: INodeProperties[] = [
	{ displayName: 'Cost Center', name: 'costCenterCode', type: 'string', default: '', description: 'Code of the cost center the correction is booked on at release' },
	dateProperty,
	{ displayName: 'Project', name: 'projectId', type: 'string', default: '', description: 'ID of the project the correction is booked on at release' },
	{
		displayName: 'Sorting ID',
		name: 'sortingId',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description: 'The sort order Fortnox shows the rows in, by its ID',
	},
];

const HEAD_FIELDS = ['date', 'name', 'responsible', 'state', 'sortingId', 'costCenterCode', 'projectId'];

/**
 * The head fields `values` gives, checked as Fortnox takes them: name and responsible 1 to 50
 * characters, state planning or started, sorting ID a whole number.
 */
export function headFields(check: FieldValidator, values: IDataObject): IDataObject {
	const head: IDataObject = {};
	for (const name of HEAD_FIELDS) if (values[name] !== undefined && values[name] !== null) head[name] = values[name];
	for (const [name, label] of [['name', 'Name'], ['responsible', 'Responsible']]) {
		if (head[name] === undefined) continue;
		head[name] = String(head[name]).trim();
		check.lengthBetween(label, head[name] as string, 1, 50);
	}
	const date = calendarDate(check, 'Date', head.date);
	if (date) head.date = date;
	else delete head.date;
	if (head.state === 'completed' || head.state === 'voided') {
		check.fail('State', `"${head.state}" cannot be set by an update`, `use the ${head.state === 'completed' ? 'Release' : 'Void'} operation`);
	}
	check.oneOf('State', head.state as string | undefined, SETTABLE_STATES);
	if (head.sortingId !== undefined) {
		const sortingId = Number(head.sortingId);
		if (!Number.isInteger(sortingId)) check.fail('Sorting ID', `"${String(head.sortingId)}" is not a whole number`, 'enter a whole number');
		head.sortingId = sortingId;
	}
	for (const name of ['costCenterCode', 'projectId']) if (head[name] !== undefined) head[name] = String(head[name]);
	return head;
}

/** The rules of a started stock taking, on the head it will have: a date, and only then counted rows. */
export function checkStarted(check: FieldValidator, head: IDataObject, hasRows: boolean): void {
	if (head.state === 'started' && !head.date) check.fail('Date', 'is missing', 'a started stock taking needs a date: the day the stock is counted');
	if (hasRows && head.state !== 'started') {
		check.fail('Rows', `cannot be counted while the stock taking is ${String(head.state)}`, 'set State to Started (with a date), in this update or before');
	}
}
