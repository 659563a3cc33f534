import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { EMAIL_SENDERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { checkedFields } from '../../../shared/schema/fields';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Add', action: 'Add a trusted email sender', description: "Let the inbox take e-mails from an address; Fortnox numbers it by ID" };

export const description: INodeProperties[] = [
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		description: 'The address whose e-mails (with invoices and receipts) the inbox takes',
	},
];

/** One address, checked as one before it is sent; Fortnox answers the sender with its ID. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const email = String(this.getNodeParameter('email', i, '')).trim();
	check.required('Email', email);
	check.email('Email', email);
	const body = checkedFields(check, 'TrustedEmailSender', { Email: email });
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: EMAIL_SENDERS.trusted, body: { [EMAIL_SENDERS.one]: body }, itemIndex: i });
	return toItems(answer[EMAIL_SENDERS.one] as IDataObject);
}
