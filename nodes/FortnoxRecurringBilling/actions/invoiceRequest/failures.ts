import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

export const onFailedContractsOption: INodeProperties = {
	displayName: 'On Failed Contracts',
	name: 'onFailedContracts',
	type: 'options',
	options: [
		{
			name: 'Fail the Item',
			value: 'fail',
			description: 'An error naming each failed contract and its reason, for Continue On Fail or the error output; the other contracts stay invoiced',
		},
		{
			name: 'Output Them',
			value: 'output',
			description: 'The request as output, with partially_failed, failed_count and failed (the failed contracts) when any failed',
		},
	],
	default: 'output',
	description: 'What to do when Fortnox has processed the request but could not invoice some of its contracts, e.g. an inactive one',
	// Only a processed request says which contracts failed: Sync, or Async waited for.
	displayOptions: { hide: { '/waitForCompletion': [false] } },
};

/** The request's contracts Fortnox could not invoice, as it gives them. */
export const failedContracts = (request: IDataObject): IDataObject[] =>
	((request.items as IDataObject[] | undefined) ?? []).filter((item) => item.status === 'FAILED');

/** Each failed contract with the reason the service gives (its closing full stop dropped, to join them). */
export function failureReasons(failed: IDataObject[]): string {
	return failed
		.map((item) => {
			const reason = item.error_message ?? item.error ?? item.message;
			return `${String(item.recurring_id)}: ${typeof reason === 'string' && reason !== '' ? reason.replace(/\.$/, '') : 'Fortnox gave no reason'}`;
		})
		.join('; ');
}

/**
 * A processed request with contracts that FAILED, though its status may say COMPLETED: made
 * visible on the request, or an error, as On Failed Contracts says. A request with no failed
 * contract is returned as it is.
 */
export function reportFailedContracts(this: IExecuteFunctions, i: number, request: IDataObject, onFailed: unknown): IDataObject {
	const failed = failedContracts(request);
	if (failed.length === 0) return request;
	const total = ((request.items as IDataObject[] | undefined) ?? []).length;
	if (onFailed === 'fail') {
		const invoiced = total - failed.length;
		throw new NodeOperationError(this.getNode(), `Invoice request ${String(request.id)}: ${failed.length} of ${total} recurring contracts failed`, {
			itemIndex: i,
			description: `${failureReasons(failed)}. ${invoiced ? `The other contracts were invoiced (${invoiced} of ${total}): run only the failed ones again.` : 'No invoice was created.'}`,
		});
	}
	return { ...request, partially_failed: failed.length < total, failed_count: failed.length, failed };
}
