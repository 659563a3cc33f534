import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { checkNote } from '../../../shared/warehouse/checks';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { noteProperty, orderLocator, orderPath, readOrderId } from './fields';

export const option = {
	name: 'Update Note',
	action: 'Update the note of a production order',
	description: 'Change the note, the one thing that can still change after release',
};

export const description: INodeProperties[] = [
	orderLocator('The production order whose note to change; released orders too'),
	{ ...noteProperty, description: 'The new note, at most 1000 characters; empty clears it' },
];

/** Fortnox answers with the order; setting the same note twice leaves the same note, so it is safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = orderPath(readOrderId.call(this, i));
	const note = this.getNodeParameter('note', i, '') as string;
	checkNote(new FieldValidator(this.getNode(), i), note);
	return toItems(await warehouseRequest(this, { method: 'PATCH', path, body: { note }, idempotent: true, itemIndex: i }));
}
