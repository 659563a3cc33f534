import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { ATTACHMENTS_PATH, attachmentIdProperty } from './fields';

export const option = { name: 'Detach', action: 'Detach a file', description: 'Remove an attachment from its record; the file stays in the archive or inbox' };

export const description: INodeProperties[] = [attachmentIdProperty];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = check.required('Attachment ID', String(this.getNodeParameter('attachmentId', i, '')).trim());
	check.uuid('Attachment ID', id);
	await fortnoxRequest(this, { method: 'DELETE', path: `${ATTACHMENTS_PATH}/${id}`, itemIndex: i });
	return toItems({ id, detached: true });
}
