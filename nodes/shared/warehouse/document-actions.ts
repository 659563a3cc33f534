import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Explanations } from '../transport/errors';
import { warehouseRequest } from './request';

/** Void's `force`: the service's own default is false. */
export const forceProperty: INodeProperties = {
	displayName: 'Force',
	name: 'force',
	type: 'boolean',
	default: false,
	description:
		'Whether to void even when outbound documents have already taken stock from this one. Stock may become negative.',
};

export const customVoidDateProperty: INodeProperties = {
	displayName: 'Void Date',
	name: 'customVoidDate',
	type: 'dateTime',
	default: '',
	description: "The date the void is booked on; empty uses the document's own date",
};

/**
 * Release and void answer with no body. A next node needs the document as it now stands
 * (released or voided, with its rows), so read it back after the action.
 */
export async function actOnDocument(
	this: IExecuteFunctions,
	i: number,
	documentPath: string,
	action: 'release' | 'void',
	qs?: IDataObject,
	explain?: Explanations,
): Promise<IDataObject> {
	return await actThenRead.call(this, i, `${documentPath}/${action}`, documentPath, qs, explain);
}

/** The same for routes that put the action before the id, e.g. `/productionorders-v1/release/{id}`. */
export async function actThenRead(
	this: IExecuteFunctions,
	i: number,
	actionPath: string,
	documentPath: string,
	qs?: IDataObject,
	explain?: Explanations,
): Promise<IDataObject> {
	await warehouseRequest(this, { method: 'PUT', path: actionPath, qs, explain, itemIndex: i });
	return await warehouseRequest(this, { method: 'GET', path: documentPath, itemIndex: i });
}
