import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../../shared/validation';
import { calendarDate } from '../../../shared/validation';
import { checkNote, noteProperty as documentNote } from '../../shared/checks';
import { numberedDocumentLocator, readNumberedId } from '../../shared/locators';
import { segment } from '../../shared/request';
import { place } from '../../shared/rows';
import type { ManualKind } from './kinds';

/** The document, from the list of manual documents or by the ID Fortnox gave it. */
export const documentLocator = (description: string): INodeProperties =>
	numberedDocumentLocator({ displayName: 'Document', searchListMethod: 'searchManualDocuments', description });

/** The path of the chosen document, its ID checked (a positive int64). */
export function readDocumentPath(this: IExecuteFunctions, i: number, kind: ManualKind): string {
	return `${kind.path}/${segment(readNumberedId.call(this, i, 'Document'))}`;
}

export const dateProperty = (kind: ManualKind): INodeProperties => ({
	displayName: 'Date',
	name: 'date',
	type: 'dateTime',
	required: true,
	default: '',
	description: `The date the goods ${kind.listType === 'inbound' ? 'come in' : 'go out'}; the document can be released on or after it`,
});

export const noteProperty = documentNote('Update Note');

export const stockPointProperty: INodeProperties = {
	displayName: 'Stock Point Name or ID',
	name: 'stockPoint',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getStockPoints' },
	default: '',
	description:
		'The stock point of every row that names none. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	hint: 'An expression may also give the stock point code, e.g. MAIN',
};

/** The optional head fields of a kind: its own (not asked for on Create), note and stock point. */
export const optionalHeadProperties = (kind: ManualKind, includeRequired: boolean): INodeProperties[] =>
	[
		...kind.head.filter((property) => includeRequired || !property.required).map((property) => ({ ...property, required: false })),
		noteProperty,
		stockPointProperty,
	].sort((a, b) => a.displayName.localeCompare(b.displayName));

/** Checks the head fields that `values` gives (others are left out) and returns them as Fortnox takes them. */
export function headFields(check: FieldValidator, kind: ManualKind, values: IDataObject): IDataObject {
	const head: IDataObject = {};
	const date = calendarDate(check, 'Date', values.date);
	if (date) head.date = date;
	kind.readHead(check, values, head);
	if (values.note !== undefined && values.note !== null) {
		head.note = String(values.note);
		checkNote(check, head.note);
	}
	place(check, kind.rows, 'Stock Point', 'stockPoint', values.stockPoint, head);
	return head;
}

/** The defaults of the kind's head fields that Create asks for, e.g. currency SEK at rate 1. */
export const createDefaults = (kind: ManualKind): IDataObject =>
	Object.fromEntries(kind.head.filter((property) => property.required).map((property) => [property.name, property.default]));

/** A whole document as Fortnox takes it on create and update: the required head fields present, and rows. */
export function documentBody(check: FieldValidator, kind: ManualKind, head: IDataObject, rows: IDataObject[]): IDataObject {
	for (const property of [dateProperty(kind), ...kind.head.filter((candidate) => candidate.required)]) {
		check.required(property.displayName, head[property.name]);
	}
	return { ...head, rows };
}
