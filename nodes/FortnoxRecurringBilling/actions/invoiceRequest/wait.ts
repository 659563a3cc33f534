import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { INVOICE_REQUESTS } from '../../../shared/kinds/recurring-billing';
import { fortnoxApiRequest } from '../../../shared/transport';

import { failedContracts, failureReasons } from './failures';

const FIRST_POLL_MS = 1000;
const MAX_POLL_MS = 30000;
const UNSETTLED = ['PENDING', 'PROCESSING'];

/**
 * Polls an ASYNC invoice request until it leaves PENDING/PROCESSING: first after 1 s, then
 * doubling up to 30 s between polls, within `timeoutSeconds` overall. A FAILED request is an error.
 */
export async function waitForInvoiceRequest(
	this: IExecuteFunctions,
	i: number,
	created: IDataObject,
	timeoutSeconds: number,
): Promise<IDataObject> {
	const id = String(created.id);
	const deadline = Date.now() + timeoutSeconds * 1000;
	let request = created;
	for (let delay = FIRST_POLL_MS; UNSETTLED.includes(String(request.status)); delay = Math.min(delay * 2, MAX_POLL_MS)) {
		const remaining = deadline - Date.now();
		if (remaining <= 0 || this.getExecutionCancelSignal()?.aborted) {
			throw new NodeOperationError(this.getNode(), `Invoice request ${id} is still ${String(request.status)} after ${timeoutSeconds} s`, {
				itemIndex: i,
				description: 'Fortnox goes on processing it. Check it later with Invoice Request → Get, or raise Timeout (Seconds).',
			});
		}
		await sleep(Math.min(delay, remaining));
		request = await fortnoxApiRequest(this, {
			method: 'GET',
			path: `${INVOICE_REQUESTS.path}/${encodeURIComponent(id)}`,
			itemIndex: i,
		});
	}
	if (request.status === 'FAILED') {
		throw new NodeOperationError(this.getNode(), `Invoice request ${id} failed: no invoices were created`, {
			itemIndex: i,
			description: failureReasons(failedContracts(request)) || 'Fortnox gave no reason for the items.',
		});
	}
	return request;
}
