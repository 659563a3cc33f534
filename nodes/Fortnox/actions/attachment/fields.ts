import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { arrayList, EVERY_RECORD } from '../../../shared/transport';
import type { FieldValidator } from '../../../shared/validation';

/** Fortnox's file attachments API: files of the archive or inbox attached to a record, to be included when it is sent. */
export const ATTACHMENTS_PATH = '/api/fileattachments/attachments-v1';

/** Fortnox's documented limits: at most 5 attachments included on send, a file of at most 5 MB. */
export const MAX_INCLUDED_ON_SEND = 5;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What files attach to, by Fortnox's entity type; offers, orders and invoices take PDF files only. */
export const ENTITY_TYPES = [
	{ name: 'Customer', value: 'C', noun: 'customer', pdfOnly: false },
	{ name: 'Invoice', value: 'F', noun: 'invoice', pdfOnly: true, inbox: 'inbox_kf' },
	{ name: 'Offer', value: 'OF', noun: 'offer', pdfOnly: true, inbox: 'inbox_of' },
	{ name: 'Order', value: 'O', noun: 'order', pdfOnly: true, inbox: 'inbox_o' },
	{ name: 'Warehouse Incoming Goods', value: 'LGR_IG', noun: 'incoming goods document', pdfOnly: false },
	{ name: 'Warehouse Purchase Order', value: 'LGR_IO', noun: 'purchase order', pdfOnly: false },
];

export type EntityType = (typeof ENTITY_TYPES)[number];

export const entityTypeProperty: INodeProperties = {
	displayName: 'Attached To',
	name: 'entityType',
	type: 'options',
	noDataExpression: true,
	options: ENTITY_TYPES.map(({ name, value }) => ({ name, value })),
	default: 'F',
	description: 'The kind of record the files are attached to',
};

const ENTITY_ID_DESCRIPTION = "the invoice's, order's or offer's document number, the customer number, or the warehouse document's ID";

export const entityIdProperty: INodeProperties = {
	displayName: 'Record Number',
	name: 'entityId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1001',
	description: `The record the files are attached to: ${ENTITY_ID_DESCRIPTION}`,
};

export const entityIdsProperty: INodeProperties = {
	displayName: 'Record Numbers',
	name: 'entityIds',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1001, 1002',
	description: `The records, separated by commas: ${ENTITY_ID_DESCRIPTION}`,
};

export const attachmentIdProperty: INodeProperties = {
	displayName: 'Attachment ID',
	name: 'attachmentId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 2f4c1a9e-0b7d-4e21-9a43-6c1f0e8b5d72',
	description: 'The ID of the attachment (not of its file), as Get Many or Attach gives it',
};

/** Fortnox numbers these records with whole numbers (int64). */
function entityNumber(check: FieldValidator, label: string, value: string): number {
	check.pattern(label, value, /^\d{1,18}$/, 'write a whole number such as 1001');
	return Number(value);
}

/** The chosen kind of record and its number, checked. */
export function readEntity(this: IExecuteFunctions, check: FieldValidator, i: number): { type: EntityType; id: number } {
	const value = this.getNodeParameter('entityType', i) as string;
	const type = ENTITY_TYPES.find((candidate) => candidate.value === value) ?? check.fail('Attached To', `"${value}" is not a kind Fortnox attaches files to`, `use one of ${ENTITY_TYPES.map((t) => t.value).join(', ')}`);
	const id = entityNumber(check, 'Record Number', check.required('Record Number', String(this.getNodeParameter('entityId', i, '')).trim()));
	return { type, id };
}

/** The chosen kind of record and the numbers of the records, checked; each number once. */
export function readEntities(this: IExecuteFunctions, check: FieldValidator, i: number): { type: string; ids: number[] } {
	const type = this.getNodeParameter('entityType', i) as string;
	const typed = String(this.getNodeParameter('entityIds', i, '')).split(',').map((part) => part.trim()).filter((part) => part !== '');
	if (typed.length === 0) check.fail('Record Numbers', 'are empty', 'give at least one record number');
	return { type, ids: [...new Set(typed.map((part) => entityNumber(check, 'Record Numbers', part)))] };
}

/** The attachments of one record, as Fortnox lists them. */
export async function attachmentsOf(this: IExecuteFunctions, i: number, type: EntityType, id: number): Promise<IDataObject[]> {
	return await arrayList(this, { path: ATTACHMENTS_PATH, qs: { entityid: [id], entitytype: type.value }, itemIndex: i }, EVERY_RECORD);
}

/** Refuses a 6th attachment included on send before anything is sent: Fortnox includes at most 5. */
export function checkRoomToInclude(check: FieldValidator, type: EntityType, id: number, others: IDataObject[]): void {
	const included = others.filter((attachment) => attachment.includeOnSend === true).length;
	if (included >= MAX_INCLUDED_ON_SEND) {
		check.fail('Include on Send', `is on, but ${type.noun} ${id} already has ${included} attachments included on send`, `Fortnox includes at most ${MAX_INCLUDED_ON_SEND}; turn one off or attach this one with Include on Send off`);
	}
}
