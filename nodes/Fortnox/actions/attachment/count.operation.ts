import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { ATTACHMENTS_PATH, entityIdsProperty, entityTypeProperty, readEntities } from './fields';

export const option = { name: 'Count', action: 'Count attachments', description: 'Count the files attached to each of one or more records' };

export const description: INodeProperties[] = [entityTypeProperty, entityIdsProperty];

/** One item per record asked for, in the order given: Fortnox leaves out records without attachments, which count 0 here. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { type, ids } = readEntities.call(this, new FieldValidator(this.getNode(), i), i);
	const answer = await fortnoxApiRequest<IDataObject[]>(this, { method: 'GET', path: `${ATTACHMENTS_PATH}/numberofattachments`, qs: { entityids: ids, entitytype: type }, itemIndex: i });
	const counts = new Map((Array.isArray(answer) ? answer : []).map((entry) => [Number(entry.entityId), Number(entry.numberOfAttachments ?? 0)]));
	return toItems(ids.map((entityId) => ({ entityType: type, entityId, numberOfAttachments: counts.get(entityId) ?? 0 })));
}
