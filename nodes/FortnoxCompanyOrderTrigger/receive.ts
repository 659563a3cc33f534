import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { startCompanyOrder, stockCompanyOrder } from '../shared/kinds/bank-process';
import { fortnoxApiRequest } from '../shared/transport';
import { DEFAULT_SIGNATURE_HEADER, isValidSignature } from './signature';

const KIND_OF_ORDER_TYPE: Record<string, typeof stockCompanyOrder> = {
	STOCK_COMPANY_ORDER: stockCompanyOrder,
	START_COMPANY_ORDER: startCompanyOrder,
};

function parseEvent(rawBody: Buffer): IDataObject | undefined {
	try {
		const parsed = JSON.parse(rawBody.toString('utf8')) as unknown;
		return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as IDataObject) : undefined;
	} catch {
		return undefined;
	}
}

/**
 * One callback: refuse it (401, no run) unless it carries the signature of its exact bytes
 * under our secret; acknowledge at once so Fortnox does not retry; then start one run.
 */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const request = this.getRequestObject();
	const response = this.getResponseObject();
	const { secret } = this.getWorkflowStaticData('node') as { secret?: string };
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const headerName = String(options.signatureHeader || DEFAULT_SIGNATURE_HEADER).toLowerCase();
	const rawBody = request.rawBody as Buffer | undefined;

	if (!secret || !isValidSignature(rawBody, request.headers[headerName], secret)) {
		response.status(401).json({ message: 'Invalid or missing signature' });
		return { noWebhookResponse: true };
	}
	const event = parseEvent(rawBody as Buffer);
	if (!event) {
		response.status(400).json({ message: 'The body is not a JSON object' });
		return { noWebhookResponse: true };
	}

	const eventTypes = this.getNodeParameter('events', []) as string[];
	const orderTypes = this.getNodeParameter('orderTypes', []) as string[];
	const wanted =
		(eventTypes.length === 0 || eventTypes.includes(String(event.event_type))) &&
		(orderTypes.length === 0 || orderTypes.includes(String(event.order_type)));
	if (!wanted) return { webhookResponse: { received: true, started: false } };

	response.status(200).json({ received: true });
	const output: IDataObject = { ...event };
	const kind = KIND_OF_ORDER_TYPE[String(event.order_type)];
	if (options.fetchOrder === true && kind && event.event_type !== 'ORDER_DELETED') {
		// A failed fetch must not lose the event: it is emitted with the reason instead.
		output.order = await fortnoxApiRequest<IDataObject>(this, {
			method: 'GET',
			path: `${kind.basePath}/${encodeURIComponent(String(event.order_id))}`,
		}).catch((error: Error) => {
			output.orderError = error.message;
			return null;
		});
	}
	return { noWebhookResponse: true, workflowData: [this.helpers.returnJsonArray([output])] };
}
