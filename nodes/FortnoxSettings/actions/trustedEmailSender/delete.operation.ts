import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { EMAIL_SENDERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Delete', action: 'Delete a trusted email sender', description: 'Stop trusting an address: its e-mails no longer reach the inbox' };

export const description: INodeProperties[] = [
	{
		displayName: 'Sender',
		name: 'id',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: 'The trusted sender, by its address or the ID Fortnox gave it',
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchTrustedEmailSenders', searchable: true } },
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 12' },
		],
	},
];

/** Fortnox numbers senders with whole numbers (int32); anything else is refused before sending. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = String(this.getNodeParameter('id', i, '', { extractValue: true }) ?? '').trim();
	check.required('Sender ID', id);
	check.digits('Sender ID', id, 1, 10);
	await fortnoxRequest(this, { method: 'DELETE', path: `${EMAIL_SENDERS.trusted}/${id}`, itemIndex: i });
	return toItems({ Id: Number(id), deleted: true });
}
