import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../descriptions';
import type { WarehouseKind } from '../kinds';
import { MANUAL_DOCUMENTS } from '../kinds';
import { toItems } from '../router';
import { EVERY_RECORD } from '../transport';
import { calendarDate, FieldValidator } from '../validation';
import { checkNote, noteProperty as documentNote } from '../warehouse/checks';
import { actOnDocument } from '../warehouse/document-actions';
import { numberedDocumentLocator, readNumberedId, stockPointProperty } from '../warehouse/locators';
import { segment, warehouseList, warehouseRequest } from '../warehouse/request';
import type { RowSchema } from '../warehouse/rows';
import { checkRows, place, readRows, rowsProperties, writableRows } from '../warehouse/rows';
import type { Operation, Resource } from './resource';

/** What differs between Fortnox's manual inbound and manual outbound documents. */
export interface ManualKind extends WarehouseKind {
	/** The manual document list's `type` filter for this kind. */
	listType: 'inbound' | 'outbound';
	rows: RowSchema;
	/** What releasing it does to stock, for descriptions. */
	releaseEffect: string;
	/** Head fields the kind has besides date, note and stock point; `required` ones are asked for on Create. */
	head: INodeProperties[];
	/** Checks the kind's own head fields that `values` gives and copies them into `body`. */
	readHead(check: FieldValidator, values: IDataObject, body: IDataObject): void;
	/** The void parameters the kind's route takes: Force and Void Date for inbound, Void Date for outbound. */
	voidOptions: INodeProperties[];
}

/** The document, from the list of manual documents or by the ID Fortnox gave it. */
const documentLocator = (description: string): INodeProperties => numberedDocumentLocator({ displayName: 'Document', searchListMethod: 'searchManualDocuments', description });

/** The path of the chosen document, its ID checked (a positive int64). */
function readDocumentPath(this: IExecuteFunctions, i: number, kind: ManualKind): string {
	return `${kind.path}/${segment(readNumberedId.call(this, i, 'Document'))}`;
}

const dateProperty = (kind: ManualKind): INodeProperties => ({
	displayName: 'Date',
	name: 'date',
	type: 'dateTime',
	required: true,
	default: '',
	description: `The date the goods ${kind.listType === 'inbound' ? 'come in' : 'go out'}; the document can be released on or after it`,
});

const noteProperty = documentNote('Update Note');

/** The optional head fields of a kind: its own (not asked for on Create), note and stock point. */
const optionalHeadProperties = (kind: ManualKind, includeRequired: boolean): INodeProperties[] =>
	[
		...kind.head.filter((property) => includeRequired || !property.required).map((property) => ({ ...property, required: false })),
		noteProperty,
		stockPointProperty,
	].sort((a, b) => a.displayName.localeCompare(b.displayName));

/** Checks the head fields that `values` gives (others are left out) and returns them as Fortnox takes them. */
function headFields(check: FieldValidator, kind: ManualKind, values: IDataObject): IDataObject {
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
const createDefaults = (kind: ManualKind): IDataObject =>
	Object.fromEntries(kind.head.filter((property) => property.required).map((property) => [property.name, property.default]));

/** A whole document as Fortnox takes it on create and update: the required head fields present, and rows. */
function documentBody(check: FieldValidator, kind: ManualKind, head: IDataObject, rows: IDataObject[]): IDataObject {
	for (const property of [dateProperty(kind), ...kind.head.filter((candidate) => candidate.required)]) {
		check.required(property.displayName, head[property.name]);
	}
	return { ...head, rows };
}

const createDocument = (kind: ManualKind): Operation => ({
	option: { name: 'Create', action: `Create a ${kind.noun}`, description: `Create an unreleased ${kind.noun}; Fortnox assigns its ID` },
	description: [
		dateProperty(kind),
		...kind.head.filter((property) => property.required),
		...rowsProperties(kind.rows),
		fieldCollection('additionalFields', optionalHeadProperties(kind, false)),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const values: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
		for (const name of ['date', ...kind.head.filter((property) => property.required).map((property) => property.name)]) {
			values[name] = this.getNodeParameter(name, i);
		}
		const body = documentBody(check, kind, headFields(check, kind, values), readRows.call(this, i, kind.rows));
		return toItems(await warehouseRequest(this, { method: 'POST', path: kind.path, body, itemIndex: i }));
	},
});

const getDocument = (kind: ManualKind): Operation => ({
	option: { name: 'Get', action: `Get a ${kind.noun}`, description: `Get a ${kind.noun} with its rows` },
	description: [documentLocator(`The ${kind.noun} to get, with its rows`)],
	async execute(i) {
		return toItems(await warehouseRequest(this, { method: 'GET', path: readDocumentPath.call(this, i, kind), itemIndex: i }));
	},
});

/** The row parameters, shown only when the rows are to be replaced. */
export const whenReplacing = (property: INodeProperties): INodeProperties => ({
	...property,
	displayOptions: { show: { ...property.displayOptions?.show, replaceRows: [true] } },
});

/**
 * Fortnox replaces the whole document on update. Read it first so that fields the user leaves
 * alone, and its rows unless replaced, stay as they are; the answer-only fields (id, released,
 * voided, names of stock points and locations) are not sent back.
 */
const updateDocument = (kind: ManualKind): Operation => ({
	option: { name: 'Update', action: `Update a ${kind.noun}`, description: 'Change an unreleased document; fields and rows left alone stay as they are' },
	description: [
		{ ...documentLocator(`The ${kind.noun} to update`), hint: 'Only an unreleased document can be updated; a released one can only have its note changed (Update Note)' },
		{
			displayName: 'Replace Rows',
			name: 'replaceRows',
			type: 'boolean',
			default: false,
			description: 'Whether to replace all rows with the ones below. Off keeps the current rows.',
		},
		...rowsProperties(kind.rows).map(whenReplacing),
		fieldCollection('updateFields', [{ ...dateProperty(kind), required: false }, ...optionalHeadProperties(kind, true)].sort((a, b) => a.displayName.localeCompare(b.displayName))),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const path = readDocumentPath.call(this, i, kind);
		const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
		// Checked before anything is sent (over the Create defaults, which pass); checked again merged with the document.
		headFields(check, kind, { ...createDefaults(kind), ...changes });
		const newRows = this.getNodeParameter('replaceRows', i, false) ? readRows.call(this, i, kind.rows) : undefined;
		const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
		const head = headFields(check, kind, { ...current, stockPoint: current.stockPointId ?? current.stockPointCode, ...changes });
		const rows = newRows ?? checkRows(check, kind.rows, writableRows(kind.rows, (current.rows as IDataObject[] | undefined) ?? []));
		return toItems(await warehouseRequest(this, { method: 'PUT', path, body: documentBody(check, kind, head, rows), itemIndex: i }));
	},
	// Reads the document and writes it back whole: two items on one document side by side would lose a change.
	sequential: true,
});

/** Fortnox answers the note change with no body; the output is the document as it now stands. */
const updateNote = (kind: ManualKind): Operation => ({
	option: { name: 'Update Note', action: `Update the note of a ${kind.noun}`, description: 'Change the note, the one thing that can still change after release' },
	description: [
		documentLocator(`The ${kind.noun} whose note to change; released documents too`),
		{ ...noteProperty, description: 'The new note, at most 1000 characters; empty clears it' },
	],
	async execute(i) {
		const path = readDocumentPath.call(this, i, kind);
		const note = this.getNodeParameter('note', i, '') as string;
		checkNote(new FieldValidator(this.getNode(), i), note);
		// Setting the same note twice leaves the same note: safe to repeat after a dropped answer.
		await warehouseRequest(this, { method: 'PATCH', path, body: { note }, idempotent: true, itemIndex: i });
		return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
	},
});

const releaseDocument = (kind: ManualKind): Operation => ({
	option: {
		name: 'Release',
		action: `Release a ${kind.noun}`,
		description: `Lock and bookkeep the document: it ${kind.releaseEffect}. Afterwards only its note can change.`,
	},
	description: [
		{
			...documentLocator(`The ${kind.noun} to release`),
			hint: `Release locks and bookkeeps the document and ${kind.releaseEffect}. Its date must not be in the future nor in a locked period. Afterwards only its note can change.`,
		},
	],
	async execute(i) {
		return toItems(await actOnDocument.call(this, i, readDocumentPath.call(this, i, kind), 'release'));
	},
});

const voidDocument = (kind: ManualKind): Operation => {
	const takes = new Set(kind.voidOptions.map((property) => property.name));
	return {
		option: { name: 'Void', action: `Void a ${kind.noun}`, description: 'Undo the stock movement of the document; the document itself is kept, marked voided' },
		description: [
			{
				...documentLocator(`The ${kind.noun} to void`),
				hint: 'Void undoes the stock movement of a released document; the document and its transactions are kept, marked voided',
			},
			...kind.voidOptions,
		],
		async execute(i) {
			const check = new FieldValidator(this.getNode(), i);
			const path = readDocumentPath.call(this, i, kind);
			const qs: IDataObject = {};
			if (takes.has('force') && this.getNodeParameter('force', i, false) === true) qs.force = true;
			const customVoidDate = takes.has('customVoidDate') ? calendarDate(check, 'Void Date', this.getNodeParameter('customVoidDate', i, '')) : undefined;
			if (customVoidDate) qs.customVoidDate = customVoidDate;
			return toItems(await actOnDocument.call(this, i, path, 'void', qs));
		},
	};
};

/** Parts of a record's name that it has, joined: "17 · 2026-11-20 · released". */
const joined = (parts: unknown[]) =>
	parts
		.filter((part) => part !== undefined && part !== null && part !== '')
		.map(String)
		.join(' · ');

/** The list's `type` of each resource whose documents it holds. */
const LIST_TYPES: Record<string, string> = { manualInboundDocument: 'inbound', manualOutboundDocument: 'outbound', stockTransfer: 'stocktransfer' };

/** The documents of the kind the node's resource names: the list holds inbound, outbound and stock transfers alike. */
export async function searchManualDocuments(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const type = LIST_TYPES[String(this.getCurrentNodeParameter('resource'))] ?? 'inbound';
	const documents = await warehouseList(this, { path: MANUAL_DOCUMENTS.path, qs: { type, state: 'all' } }, EVERY_RECORD);
	const wanted = filter?.toLowerCase();
	const results = documents.map((document) => ({
		name: joined([document.deliveryId, document.date, document.note, document.voided ? 'voided' : document.released ? 'released' : undefined]),
		value: String(document.deliveryId),
	}));
	return { results: wanted ? results.filter((result) => `${result.name} ${result.value}`.toLowerCase().includes(wanted)) : results };
}

/** A manual document resource: created and changed until released, then voided; its note changes after release too. */
export const manualDocumentResource = (kind: ManualKind, { displayName, value }: { displayName: string; value: string }): Resource => ({
	displayName,
	value,
	default: 'get',
	operations: {
		create: createDocument(kind),
		get: getDocument(kind),
		update: updateDocument(kind),
		updateNote: updateNote(kind),
		release: releaseDocument(kind),
		void: voidDocument(kind),
	},
	listSearch: { searchManualDocuments },
});
