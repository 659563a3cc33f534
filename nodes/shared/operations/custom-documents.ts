import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../descriptions';
import type { WarehouseKind } from '../kinds';
import { toItems } from '../router';
import { calendarDate, FieldValidator } from '../validation';
import { checkCustomDocumentId, checkNote, checkTypeName, NOTE_MAX } from '../warehouse/checks';
import { actOnDocument, forceProperty } from '../warehouse/document-actions';
import { segment, warehouseRequest } from '../warehouse/request';
import type { RowSchema } from '../warehouse/rows';
import { readRows, rowsProperties } from '../warehouse/rows';
import type { Operation, Resource } from './resource';

/** What differs between custom inbound and custom outbound documents. */
export interface CustomDocumentKind extends WarehouseKind {
	/** The type category a first save registers, and the one it must already have. */
	category: 'inbound' | 'outbound';
	rows: RowSchema;
	/** Save's required head parameters besides type, id, date and rows. */
	headProperties: INodeProperties[];
	/** Save's Additional Fields besides Note and Warehouse Ready. */
	additionalFields: INodeProperties[];
	/** The body fields of `headProperties` and `additionalFields`, checked. */
	head(this: IExecuteFunctions, i: number, check: FieldValidator, additional: IDataObject): IDataObject;
	/** Whether void takes Force: only an inbound's stock can have been taken by outbounds. */
	voidForce: boolean;
}

/** A custom document type from the list of the company's types, or by name. */
export const customTypeLocator = (description: string): INodeProperties => ({
	displayName: 'Document Type',
	name: 'type',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description,
	modes: [
		{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchCustomDocumentTypes', searchable: true } },
		{ displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. WEBSHOP' },
	],
});

export function readType(this: IExecuteFunctions, i: number): string {
	const value = this.getNodeParameter('type', i, '', { extractValue: true }) as string;
	return checkTypeName(new FieldValidator(this.getNode(), i), 'Document Type', value);
}

/** Document Type and Document ID: together they name a custom document. */
const documentProperties = (kind: CustomDocumentKind, action: string): INodeProperties[] => [
	customTypeLocator(`The type of the ${kind.noun} to ${action}`),
	{
		displayName: 'Document ID',
		name: 'id',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 100045',
		description: 'Your own number for the document, 1 to 25 digits; unique within its type',
	},
];

/** The path of the document the item names, after checking its type and ID. */
function documentPath(this: IExecuteFunctions, i: number, kind: CustomDocumentKind): string {
	const type = readType.call(this, i);
	const id = checkCustomDocumentId(new FieldValidator(this.getNode(), i), 'Document ID', this.getNodeParameter('id', i) as string);
	return `${kind.path}/${segment(type)}/${segment(id)}`;
}

const getCustomDocument = (kind: CustomDocumentKind): Operation => ({
	option: { name: 'Get', action: `Get a ${kind.noun}` },
	description: documentProperties(kind, 'get'),
	async execute(i) {
		return toItems(await warehouseRequest(this, { method: 'GET', path: documentPath.call(this, i, kind), itemIndex: i }));
	},
});

/** Custom documents have no note-only update, unlike the manual ones the shared text is about. */
const SAVE_EXPLANATIONS = {
	cannot_modify_released_document:
		'The document is released and locked, so it can no longer be saved. To change it, void it and save the corrected document under a new ID',
};

/**
 * Save creates the document under the caller's own type and id, or replaces it whole: the user
 * gives the complete document, so nothing is read first.
 */
const saveCustomDocument = (kind: CustomDocumentKind, description: string): Operation => ({
	option: { name: 'Save', action: `Save a ${kind.noun}`, description },
	description: [
		{
			displayName: `Save creates the document, or replaces it whole when this type and ID exist. A type saved for the first time is registered as an ${kind.category} type; a type already registered as ${kind.category === 'inbound' ? 'outbound' : 'inbound'} is refused. A released document can no longer be saved.`,
			name: 'saveNotice',
			type: 'notice',
			default: '',
		},
		...documentProperties(kind, 'save'),
		{
			displayName: 'Date',
			name: 'date',
			type: 'dateTime',
			required: true,
			default: '',
			description: 'The date the stock changes are booked on; release refuses a date in the future',
		},
		...kind.headProperties,
		...rowsProperties(kind.rows),
		fieldCollection('additionalFields', [
			...kind.additionalFields,
			{ displayName: 'Note', name: 'note', type: 'string', typeOptions: { rows: 3 }, default: '', description: `At most ${NOTE_MAX} characters` },
			{ displayName: 'Warehouse Ready', name: 'warehouseReady', type: 'boolean', default: false, description: 'Whether the document is ready to be handled in the warehouse' },
		]),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const path = documentPath.call(this, i, kind);
		const date = check.required('Date', calendarDate(check, 'Date', this.getNodeParameter('date', i)));
		const additional = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
		const head = kind.head.call(this, i, check, additional);
		const note = additional.note as string | undefined;
		checkNote(check, note);
		const rows = readRows.call(this, i, kind.rows);
		const body: IDataObject = {
			date,
			...head,
			...(note ? { note } : {}),
			...(additional.warehouseReady !== undefined ? { warehouseReady: additional.warehouseReady } : {}),
			rows,
		};
		return toItems(await warehouseRequest(this, { method: 'PUT', path, body, explain: SAVE_EXPLANATIONS, itemIndex: i }));
	},
});

const releaseCustomDocument = (kind: CustomDocumentKind, description: string): Operation => ({
	option: { name: 'Release', action: `Release a ${kind.noun}`, description },
	description: documentProperties(kind, 'release'),
	async execute(i) {
		return toItems(await actOnDocument.call(this, i, documentPath.call(this, i, kind), 'release'));
	},
});

/** Void undoes a released document's stock changes; the document and its transactions stay. */
const voidCustomDocument = (kind: CustomDocumentKind, description: string): Operation => ({
	option: { name: 'Void', action: `Void a ${kind.noun}`, description },
	description: [...documentProperties(kind, 'void'), ...(kind.voidForce ? [forceProperty] : [])],
	async execute(i) {
		const path = documentPath.call(this, i, kind);
		const force = kind.voidForce && (this.getNodeParameter('force', i, false) as boolean);
		return toItems(await actOnDocument.call(this, i, path, 'void', force ? { force } : undefined));
	},
});

/** A custom document resource: saved under your own type and ID, then released and voided; `says` what each does to stock. */
export const customDocumentResource = (
	kind: CustomDocumentKind,
	{ displayName, value, says }: { displayName: string; value: string; says: { save: string; release: string; void: string } },
): Resource => ({
	displayName,
	value,
	default: 'get',
	operations: {
		get: getCustomDocument(kind),
		save: saveCustomDocument(kind, says.save),
		release: releaseCustomDocument(kind, says.release),
		void: voidCustomDocument(kind, says.void),
	},
});
