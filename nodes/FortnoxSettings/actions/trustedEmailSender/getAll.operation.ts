import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { EMAIL_SENDERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest, listScopeOf } from '../../../shared/transport';

export const option = { name: 'Get Many', action: 'Get many trusted email senders', description: 'List the addresses whose e-mails the inbox takes, or those it turns away' };

export const description: INodeProperties[] = [
	{
		displayName: 'Senders',
		name: 'senders',
		type: 'options',
		options: [
			{ name: 'Trusted', value: 'trusted', description: 'Addresses whose e-mails the inbox takes' },
			{ name: 'Rejected', value: 'rejected', description: 'Addresses whose e-mails the inbox turned away' },
		],
		default: 'trusted',
	},
	...returnAllOrLimit(),
];

/** Fortnox answers both lists in one object, unpaged: one item per sender of the chosen list. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const scope = listScopeOf(this, i);
	const body = await fortnoxApiRequest(this, { method: 'GET', path: EMAIL_SENDERS.path, itemIndex: i });
	const lists = (body[EMAIL_SENDERS.single] as IDataObject | undefined) ?? {};
	const senders = (lists[this.getNodeParameter('senders', i) === 'rejected' ? 'RejectedSenders' : 'TrustedSenders'] as IDataObject[] | undefined) ?? [];
	return toItems(scope.returnAll ? senders : senders.slice(0, scope.limit));
}
