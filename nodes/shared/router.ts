import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { mapConcurrently } from './concurrency';
import { CONCURRENCY_DEFAULT } from './descriptions';
import { itemCompanyOf } from './transport/item-company';
import { effectOf } from './operations/effects';
import { previewIn, previewWrites, RunStoppedError, stopRequests } from './transport';

export type OperationExecute = (this: IExecuteFunctions, itemIndex: number) => Promise<INodeExecutionData[]>;

/**
 * Runs once after every item of a run, with their outputs by item index, and returns them
 * completed: work an operation does once for the whole batch (one look at a register instead of
 * one per item). After a failure that stopped the run it runs without outputs, to let go of what
 * the batch held.
 */
export type OperationSettle = (this: IExecuteFunctions, outputs?: INodeExecutionData[][]) => Promise<INodeExecutionData[][] | undefined>;

/**
 * Each resource module exports its operations (and its `description`). An operation module
 * whose items must not run side by side exports `sequential = true`; one that completes its batch
 * after the items exports `settle`.
 */
export type ResourceMap = Record<string, Record<string, unknown>>;

interface Operation {
	execute: OperationExecute;
	sequential: boolean;
	settle?: OperationSettle;
}

function operationOf(resources: ResourceMap, resource: string, operation: string): Operation | undefined {
	const candidate = resources[resource]?.[operation] as { execute?: unknown; sequential?: unknown; settle?: unknown } | undefined;
	return typeof candidate?.execute === 'function'
		? {
				execute: candidate.execute as OperationExecute,
				sequential: candidate.sequential === true,
				...(typeof candidate.settle === 'function' ? { settle: candidate.settle as OperationSettle } : {}),
			}
		: undefined;
}

/** JSON records as output items. */
export function toItems(data: IDataObject | IDataObject[]): INodeExecutionData[] {
	return (Array.isArray(data) ? data : [data]).map((json) => ({ json }));
}

/** The parts of a node error (or any error) an error item shows. */
interface ItemFailure {
	message: string;
	description?: string | null;
	context?: IDataObject;
	httpCode?: string | null;
}

/**
 * What Continue On Fail puts out for a failed item: the message, and the service's details when
 * known. On "Continue (using error output)" they all go in `error`: n8n sends an item to the error
 * output only when its JSON holds `error` alone (n8n 1.x; 2.x also allows `message` and `details`),
 * and an item that carried the error itself would have its JSON cut to the message.
 */
function errorItem(this: IExecuteFunctions, error: ItemFailure, itemIndex: number): INodeExecutionData {
	const details: IDataObject = {
		...(error.description ? { description: error.description } : {}),
		...(error.context?.code !== undefined ? { code: error.context.code } : {}),
		...(error.httpCode ? { httpCode: error.httpCode } : {}),
	};
	const json = this.getNode().onError === 'continueErrorOutput' ? { error: { message: error.message, ...details } } : { error: error.message, ...details };
	return { json, pairedItem: { item: itemIndex } };
}

/**
 * Marks the run as a preview when its items ask for one. All or none: one run either writes or
 * shows what it would write, so a person approving a preview never finds part of it sent.
 */
function previewIfAsked(this: IExecuteFunctions, count: number): void {
	const asked = Array.from({ length: count }, (_, i) => this.getNodeParameter('preview', i, false) === true);
	if (!asked.includes(true)) return;
	if (asked.includes(false)) {
		throw new NodeOperationError(this.getNode(), `Preview Without Sending is on for item ${asked.indexOf(true)} but off for item ${asked.indexOf(false)}: nothing was sent`, {
			description: 'A run either previews every item or sends every item. Give Preview Without Sending the same value for all items, or split the items (e.g. with an If node) into a previewing and a sending branch.',
		});
	}
	previewWrites(this);
}

/** Create or Update's preview says which it would do: a POST creates, a PUT updates (it sends nothing when unchanged). */
const withAction = (operation: string, preview: IDataObject): IDataObject =>
	operation === 'upsert' ? { ...preview, action: preview.method === 'POST' ? 'created' : 'updated' } : preview;

/**
 * Runs the chosen operation for every input item, up to "Concurrency" items side by side (the
 * shared per-token rate limiter still decides when each request leaves). Output keeps the input
 * order, each item paired with its input. Under "Continue On Fail" a failing item becomes an
 * error item of its own and the others go on; otherwise the first failure stops the run: no
 * request leaves after it, and the failure of the lowest item index is reported. The node's
 * execute() reads "Continue On Fail" and passes it, as n8n's require-continue-on-fail rule asks.
 */
export async function routeOperations(this: IExecuteFunctions, resources: ResourceMap, continueOnFail: boolean): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	if (items.length === 0) return [[]];
	// Both are noDataExpression: the same for every item.
	const resource = this.getNodeParameter('resource', 0) as string;
	const operationName = this.getNodeParameter('operation', 0) as string;
	const operation = operationOf(resources, resource, operationName);
	if (!operation) {
		throw new NodeOperationError(this.getNode(), `The operation "${operationName}" of "${resource}" is not supported`, {
			itemIndex: 0,
			description: 'Choose one of the operations the Operation list offers for this resource (set by an expression, or saved by another version of the node, it may name one this version lacks)',
		});
	}
	if (effectOf(resource, operationName) !== undefined) previewIfAsked.call(this, items.length);
	const concurrency = operation.sequential ? 1 : (this.getNodeParameter('concurrency', 0, CONCURRENCY_DEFAULT) as number);

	const run = mapConcurrently(items.length, concurrency, async (i) => {
		// An item of a company it named says so, its preview too: one run may serve many companies.
		const named = (json: IDataObject) => {
			const tenantId = itemCompanyOf(this, i);
			return tenantId ? { tenantId, ...json } : json;
		};
		try {
			const output = await operation.execute.call(this, i);
			return output.map((item) => ({ ...item, json: named(item.json), pairedItem: { item: i } }));
		} catch (caught) {
			const preview = previewIn(caught);
			if (preview) return [{ json: named(withAction(operationName, preview)), pairedItem: { item: i } }];
			if (caught instanceof RunStoppedError) return [];
			if (continueOnFail) return [errorItem.call(this, caught as ItemFailure, i)];
			stopRequests(this);
			throw caught instanceof NodeApiError || caught instanceof NodeOperationError
				? caught
				: new NodeOperationError(this.getNode(), caught as Error, { itemIndex: i });
		}
	});
	let outputs: INodeExecutionData[][] | undefined;
	try {
		outputs = await run;
	} finally {
		if (!outputs) await operation.settle?.call(this);
	}
	return [((await operation.settle?.call(this, outputs)) ?? outputs).flat()];
}
