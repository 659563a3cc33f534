import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { EMAIL_SENDERS } from '../../shared/kinds';
import type { Resource } from '../../shared/operations/resource';
import { fortnoxApiRequest } from '../../shared/transport';
import * as add from '../actions/trustedEmailSender/add.operation';
import * as deleteSender from '../actions/trustedEmailSender/delete.operation';
import * as getAll from '../actions/trustedEmailSender/getAll.operation';

/** The trusted senders by address; the filter keeps the addresses that hold it. */
async function searchTrustedEmailSenders(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: EMAIL_SENDERS.path });
	const senders = (((body[EMAIL_SENDERS.single] as IDataObject | undefined)?.TrustedSenders as IDataObject[] | undefined) ?? []).map((sender) => ({
		name: String(sender.Email),
		value: String(sender.Id),
	}));
	const wanted = filter?.trim().toLowerCase();
	return { results: wanted ? senders.filter((sender) => sender.name.toLowerCase().includes(wanted)) : senders };
}

/** The addresses the inbox takes e-mails from; mail from others is rejected. */
export const trustedEmailSender: Resource = {
	value: 'trustedEmailSender',
	displayName: 'Trusted Email Sender',
	default: 'getAll',
	operations: { add, delete: deleteSender, getAll },
	listSearch: { searchTrustedEmailSenders },
};
