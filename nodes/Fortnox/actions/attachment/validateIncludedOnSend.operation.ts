import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { ATTACHMENTS_PATH, attachmentsOf, entityIdProperty, entityTypeProperty, MAX_INCLUDED_ON_SEND, readEntity } from './fields';

export const option = {
	name: 'Validate Included on Send',
	action: 'Validate the attachments included on send',
	description: 'Ask Fortnox whether attachments of a record can all go with it when it is sent',
};

export const description: INodeProperties[] = [
	entityTypeProperty,
	entityIdProperty,
	{
		displayName: 'Attachment IDs',
		name: 'attachmentIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 2f4c1a9e-0b7d-4e21-9a43-6c1f0e8b5d72, 6a0e…',
		description: "The record's attachments to include on send, separated by commas. Empty: the ones included on send now.",
	},
];

/** Fortnox answers 204 when the attachments may be included, and an error saying why not. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const { type, id } = readEntity.call(this, check, i);
	const wanted = String(this.getNodeParameter('attachmentIds', i, '')).split(',').map((part) => part.trim()).filter((part) => part !== '');
	const attachments = await attachmentsOf.call(this, i, type, id);
	for (const attachmentId of wanted) {
		if (!attachments.some((attachment) => attachment.id === attachmentId)) check.fail('Attachment IDs', `${attachmentId} is not attached to ${type.noun} ${id}`, 'use IDs that Get Many lists for the record');
	}
	const chosen = wanted.length > 0 ? attachments.filter((attachment) => wanted.includes(String(attachment.id))) : attachments.filter((attachment) => attachment.includeOnSend === true);
	if (chosen.length > MAX_INCLUDED_ON_SEND) {
		check.fail('Attachment IDs', `name ${chosen.length} attachments`, `Fortnox includes at most ${MAX_INCLUDED_ON_SEND} on send`);
	}
	const result = { entityType: type.value, entityId: id, valid: true, attachmentIds: chosen.map((attachment) => attachment.id) };
	if (chosen.length === 0) return toItems(result);
	await fortnoxRequest(this, { method: 'POST', path: `${ATTACHMENTS_PATH}/validateincludedonsend`, body: chosen.map((attachment) => ({ ...attachment, includeOnSend: true })), itemIndex: i });
	return toItems(result);
}
