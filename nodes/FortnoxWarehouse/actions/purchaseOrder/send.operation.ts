import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { purchaseOrderPath } from './fields';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export const option = { name: 'Send', action: 'Send a purchase order by email', description: 'E-mail the order to the supplier with your own text; it becomes Sent' };

export const description: INodeProperties[] = [
	purchaseOrderLocator('The purchase order to e-mail to the supplier; it becomes Sent'),
	{ displayName: 'Receiver', name: 'receiver', type: 'string', required: true, default: '', placeholder: 'name@email.com', description: "The supplier's e-mail address" },
	{ displayName: 'Reply To', name: 'replyTo', type: 'string', required: true, default: '', placeholder: 'name@email.com', description: 'Where answers to the e-mail go' },
	{ displayName: 'Subject', name: 'subject', type: 'string', required: true, default: '', placeholder: 'e.g. Purchase order 12' },
	{ displayName: 'Body', name: 'body', type: 'string', typeOptions: { rows: 4 }, required: true, default: '', description: 'The text of the e-mail; the order itself is attached' },
	optionsCollection([
		{ displayName: 'Body as HTML', name: 'bodyAsHtml', type: 'string', typeOptions: { rows: 4 }, default: '', description: 'The text of the e-mail as HTML, for mail programs that show it' },
		{ displayName: 'Copy To', name: 'copyTo', type: 'string', default: '', placeholder: 'name@email.com', description: 'Also send the e-mail to this address (Cc)' },
		{ displayName: 'Blind Copy To', name: 'blindCopyTo', type: 'string', default: '', placeholder: 'name@email.com', description: 'Also send the e-mail to this address, unseen by the others (Bcc)' },
		{ displayName: 'Sender Name', name: 'senderName', type: 'string', default: '', placeholder: 'e.g. Inköp, Kontorsbolaget AB', description: 'The name the e-mail comes from' },
	]),
];

/** Fortnox answers with no body; the output is the order as it now stands (Sent). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = purchaseOrderPath.call(this, i);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const mail: IDataObject = {};
	const address = (label: string, value: string) => check.pattern(label, value, EMAIL, 'it must be one e-mail address such as name@example.com');
	for (const [name, label] of [['receiver', 'Receiver'], ['replyTo', 'Reply To'], ['subject', 'Subject'], ['body', 'Body']]) {
		mail[name] = check.required(label, String(this.getNodeParameter(name, i, '')).trim());
	}
	address('Receiver', mail.receiver as string);
	address('Reply To', mail.replyTo as string);
	// Option names differ from Fortnox's field names where those read as secrets to n8n's checks.
	for (const [option, name, label] of [['copyTo', 'receiverCopy', 'Copy To'], ['blindCopyTo', 'receiverSecretCopy', 'Blind Copy To'], ['senderName', 'senderName', 'Sender Name'], ['bodyAsHtml', 'bodyAsHtml', 'Body as HTML']]) {
		const value = String(options[option] ?? '').trim();
		if (!value) continue;
		if (name.startsWith('receiver')) address(label, value);
		mail[name] = value;
	}
	await warehouseRequest(this, { method: 'POST', path: `${path}/send`, body: mail, itemIndex: i });
	return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
}
