import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { ATTACHMENTS_PATH, attachmentIdProperty, attachmentsOf, checkRoomToInclude, entityIdProperty, entityTypeProperty, readEntity } from './fields';

// Update counts the record's attachments included on send before it changes one.
export const sequential = true;

export const option = { name: 'Update', action: 'Update an attachment', description: 'Include an attachment when its record is sent, or leave it out' };

export const description: INodeProperties[] = [
	entityTypeProperty,
	entityIdProperty,
	attachmentIdProperty,
	{
		displayName: 'Include on Send',
		name: 'includeOnSend',
		type: 'boolean',
		default: true,
		description: 'Whether the file goes with the record when it is sent. Fortnox includes PDF files only, at most 5 per record.',
	},
];

/** The record is read first: the attachment must be one of its own, and a 6th included on send is refused before sending. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const { type, id } = readEntity.call(this, check, i);
	const attachmentId = check.required('Attachment ID', String(this.getNodeParameter('attachmentId', i, '')).trim());
	check.uuid('Attachment ID', attachmentId);
	const includeOnSend = this.getNodeParameter('includeOnSend', i) as boolean;
	const attachments = await attachmentsOf.call(this, i, type, id);
	const current = attachments.find((attachment) => attachment.id === attachmentId) ?? check.fail('Attachment ID', `${attachmentId} is not attached to ${type.noun} ${id}`, 'use an ID that Get Many lists for the record');
	if (includeOnSend && current.includeOnSend !== true) checkRoomToInclude(check, type, id, attachments);
	const body: IDataObject = { ...current, includeOnSend };
	const answer = await fortnoxApiRequest(this, { method: 'PUT', path: `${ATTACHMENTS_PATH}/${attachmentId}`, body, itemIndex: i });
	return toItems(answer);
}
