import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

export type OperationExecute = (this: IExecuteFunctions, itemIndex: number) => Promise<INodeExecutionData[]>;

/** Each resource module exports its operations (and its `description`). */
export type ResourceMap = Record<string, Record<string, unknown>>;

function operationOf(resources: ResourceMap, resource: string, operation: string): OperationExecute | undefined {
	const candidate = resources[resource]?.[operation] as { execute?: unknown } | undefined;
	return typeof candidate?.execute === 'function' ? (candidate.execute as OperationExecute) : undefined;
}

/** JSON records as output items. */
export function toItems(data: IDataObject | IDataObject[]): INodeExecutionData[] {
	return (Array.isArray(data) ? data : [data]).map((json) => ({ json }));
}

/**
 * Runs the chosen operation once per input item. Under "Continue On Fail" a failing item
 * becomes an error item of its own and the others go on; otherwise the first failure stops.
 */
export async function routeOperations(this: IExecuteFunctions, resources: ResourceMap): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const returnData: INodeExecutionData[] = [];

	for (let i = 0; i < items.length; i++) {
		const resource = this.getNodeParameter('resource', i) as string;
		const operation = this.getNodeParameter('operation', i) as string;
		const execute = operationOf(resources, resource, operation);
		if (!execute) {
			throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`, {
				itemIndex: i,
			});
		}
		try {
			const output = await execute.call(this, i);
			for (const item of output) returnData.push({ ...item, pairedItem: { item: i } });
		} catch (error) {
			if (!this.continueOnFail()) {
				throw error instanceof NodeApiError || error instanceof NodeOperationError
					? error
					: new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
			}
			returnData.push({
				json: {
					error: error.message,
					...(error.description ? { description: error.description } : {}),
					...(error.context?.code !== undefined ? { code: error.context.code } : {}),
					...(error.httpCode ? { httpCode: error.httpCode } : {}),
				},
				pairedItem: { item: i },
			});
		}
	}
	return [returnData];
}
