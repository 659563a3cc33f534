import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { companyOf } from '../shared/company';
import { startCompanyOrder, stockCompanyOrder } from '../shared/kinds/bank-process';
import { fortnoxApiRequest } from '../shared/transport';
import { deliveredFor, judge, remember } from './delivered';
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

/** The order as Fortnox holds it now, or why it could not be read (a failed read must not lose the event). */
async function readOrder(context: IWebhookFunctions, event: IDataObject): Promise<{ order?: IDataObject | null; orderError?: string }> {
	const kind = KIND_OF_ORDER_TYPE[String(event.order_type)];
	if (!kind || event.event_type === 'ORDER_DELETED') return {};
	try {
		return { order: await fortnoxApiRequest<IDataObject>(context, { method: 'GET', path: `${kind.basePath}/${encodeURIComponent(String(event.order_id))}` }) };
	} catch (error) {
		return { order: null, orderError: (error as Error).message };
	}
}

const timeOf = (value: unknown) => (typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : undefined);

/**
 * One callback: refuse it (401, no run) unless it carries the signature of its exact bytes
 * under our secret (503 while n8n has not yet saved the secret). A repeat of a callback already delivered, or an event older than the newest
 * delivered for its order, is answered 200 (so Fortnox stops retrying) and starts nothing; n8n
 * saves the memory with its answer, run or not. Otherwise answer 200 and start one run.
 */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const request = this.getRequestObject();
	const response = this.getResponseObject();
	const staticData = this.getWorkflowStaticData('node');
	const secret = staticData.secret as string | undefined;
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const headerName = String(options.signatureHeader || DEFAULT_SIGNATURE_HEADER).toLowerCase();
	const rawBody = request.rawBody as Buffer | undefined;

	if (!secret) {
		// n8n saves what create() registered only after every webhook of the workflow is made, so a
		// callback can come first; any answer but 2xx makes Fortnox deliver it again a minute later.
		response.status(503).json({
			message:
				'This trigger has no saved registration yet: n8n is still activating the workflow, and Fortnox delivers the callback again in a minute. If this lasts, deactivate and activate the workflow.',
		});
		return { noWebhookResponse: true };
	}
	if (!isValidSignature(rawBody, request.headers[headerName], secret)) {
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

	// Fortnox's bodies need not say when the order changed: then the order, read now, tells.
	const fromBody = timeOf(event.updated_at);
	const read = options.fetchOrder === true || !fromBody ? await readOrder(this, event) : {};
	const callback = {
		rawBody: rawBody as Buffer,
		orderKey: `${String(event.order_type)}:${String(event.order_id)}`,
		eventType: String(event.event_type),
		updatedAt: fromBody ?? timeOf(read.order?.updated_at),
	};
	const delivered = deliveredFor(staticData.delivered, await companyOf(this));
	const now = Date.now();
	const reason = judge(delivered, callback, now);
	if (reason) return { webhookResponse: { received: true, started: false, reason } };
	staticData.delivered = remember(delivered, callback, now);

	response.status(200).json({ received: true });
	const output: IDataObject = { ...event };
	if (options.fetchOrder === true && 'order' in read) Object.assign(output, read);
	return { noWebhookResponse: true, workflowData: [this.helpers.returnJsonArray([output])] };
}
