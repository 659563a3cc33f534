import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { checkNote, NOTE_MAX } from '../../shared/checks';
import { warehouseRequest } from '../../shared/request';
import { readRows, rowsProperties } from '../../shared/rows';
import { documentPath, documentProperties } from './fields';
import type { CustomDocumentKind } from './kinds';

/** Custom documents have no note-only update, unlike the manual ones the shared text is about. */
const SAVE_EXPLANATIONS = {
	cannot_modify_released_document:
		'The document is released and locked, so it can no longer be saved. To change it, void it and save the corrected document under a new ID',
};

const other = (kind: CustomDocumentKind) => (kind.category === 'inbound' ? 'outbound' : 'inbound');

/**
 * Save creates the document under the caller's own type and id, or replaces it whole: the user
 * gives the complete document, so nothing is read first.
 */
export function saveCustomDocument(kind: CustomDocumentKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
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
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['save'] } }, [
			{
				displayName: `Save creates the document, or replaces it whole when this type and ID exist. A type saved for the first time is registered as an ${kind.category} type; a type already registered as ${other(kind)} is refused. A released document can no longer be saved.`,
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
				{
					displayName: 'Note',
					name: 'note',
					type: 'string',
					typeOptions: { rows: 3 },
					default: '',
					description: `At most ${NOTE_MAX} characters`,
				},
				{
					displayName: 'Warehouse Ready',
					name: 'warehouseReady',
					type: 'boolean',
					default: false,
					description: 'Whether the document is ready to be handled in the warehouse',
				},
			]),
		]),
		execute,
	};
}
