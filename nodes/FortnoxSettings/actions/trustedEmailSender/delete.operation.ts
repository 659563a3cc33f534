import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { EMAIL_SENDERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Delete', action: 'Delete a trusted email sender', description: 'Stop trusting an address: its e-mails no longer reach the inbox' };

export const description: INodeProperties[] = [
	{
		displayName: 'Sender ID',
		name: 'id',
		type: 'string',
		required: true,
		default: '',
		description: 'The ID Fortnox gave the trusted sender (Get Many lists them)',
	},
];

/** Fortnox numbers senders with whole numbers (int32); anything else is refused before sending. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = String(this.getNodeParameter('id', i, '')).trim();
	check.required('Sender ID', id);
	check.digits('Sender ID', id, 1, 10);
	await fortnoxRequest(this, { method: 'DELETE', path: `${EMAIL_SENDERS.trusted}/${id}`, itemIndex: i });
	return toItems({ Id: Number(id), deleted: true });
}
