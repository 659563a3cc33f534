import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { INVOICE_REQUESTS } from '../../../shared/kinds/recurring-billing';
import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readUuidList } from '../common';
import { onFailedContractsOption, reportFailedContracts } from './failures';
import { outputOption, recurringIdsProperty, requestOutput } from './fields';
import { waitForInvoiceRequest } from './wait';

const SYNC_MAX_IDS = 100;

/**
 * An ASYNC request is waited for, and a contract in a request still in flight is refused (409):
 * a later item invoicing the same contract must see the earlier one finished.
 */
export const sequential = true;

export const option = {
	name: 'Create',
	action: 'Create an invoice request',
	description: 'Invoice recurring contracts now, SYNC or ASYNC',
};

export const description: INodeProperties[] = [
	{ ...recurringIdsProperty, description: 'The recurring contracts to invoice now. IDs separated by commas, or an array from an expression.' },
	{
		displayName: 'Processing Mode',
		name: 'processingMode',
		type: 'options',
		options: [
			{ name: 'Async', value: 'ASYNC', description: 'Fortnox processes the request in the background; any number of contracts' },
			{ name: 'Sync', value: 'SYNC', description: `The invoices are created at once; at most ${SYNC_MAX_IDS} contracts` },
		],
		default: 'SYNC',
	},
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: true,
		displayOptions: { show: { processingMode: ['ASYNC'] } },
		description: 'Whether to poll the request until Fortnox has processed it and output the final request with its invoice numbers',
	},
	{
		displayName: 'Timeout (Seconds)',
		name: 'timeout',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 300,
		displayOptions: { show: { processingMode: ['ASYNC'], waitForCompletion: [true] } },
		description: 'How long to wait at most; the request itself goes on after a timeout',
	},
	optionsCollection([onFailedContractsOption, outputOption]),
];

function inFlightExplanation(ids: string[]): string {
	const shown = ids.slice(0, 5).join(', ') + (ids.length > 5 ? `, … (${ids.length} in all)` : '');
	return `An invoice request is already in flight for some of these recurring contracts (${shown}); wait until it has finished, then run again. The details say which.`;
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const ids = readUuidList(check, 'Recurring IDs', this.getNodeParameter('recurringIds', i));
	const mode = this.getNodeParameter('processingMode', i) as string;
	check.oneOf('Processing Mode', mode, ['SYNC', 'ASYNC']);
	// Splitting a large SYNC batch would leave it half invoiced when a later part fails; ASYNC takes it whole.
	if (mode === 'SYNC' && ids.length > SYNC_MAX_IDS) {
		check.fail('Recurring IDs', `has ${ids.length} IDs`, `a SYNC request takes at most ${SYNC_MAX_IDS}; choose Processing Mode Async for larger batches`);
	}
	const request = await fortnoxApiRequest(this, {
		method: 'POST',
		path: INVOICE_REQUESTS.path,
		qs: { 'processing-mode': mode },
		body: { recurring_ids: ids },
		explain: { 409: inFlightExplanation(ids) },
		itemIndex: i,
	});
	const { output, onFailedContracts } = this.getNodeParameter('options', i, {}) as IDataObject;
	if (mode === 'ASYNC' && !this.getNodeParameter('waitForCompletion', i)) return toItems(requestOutput(request, output));
	let processed = request;
	if (mode === 'ASYNC') {
		const timeout = this.getNodeParameter('timeout', i) as number;
		check.range('Timeout (Seconds)', timeout, 1);
		processed = await waitForInvoiceRequest.call(this, i, request, timeout);
	}
	// A COMPLETED request may still hold contracts that FAILED: they must not pass for invoiced.
	return toItems(requestOutput(reportFailedContracts.call(this, i, processed, onFailedContracts), output));
}
