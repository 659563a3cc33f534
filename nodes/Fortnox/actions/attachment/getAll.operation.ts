import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { arrayList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { ATTACHMENTS_PATH, entityIdsProperty, entityTypeProperty, readEntities } from './fields';

export const option = { name: 'Get Many', action: 'Get many attachments', description: 'List the files attached to one or more records of a kind' };

export const description: INodeProperties[] = [entityTypeProperty, entityIdsProperty, ...returnAllOrLimit()];

/** Fortnox answers with one list for every record asked for; each attachment names its record. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { type, ids } = readEntities.call(this, new FieldValidator(this.getNode(), i), i);
	const attachments = await arrayList(this, { path: ATTACHMENTS_PATH, qs: { entityid: ids, entitytype: type }, itemIndex: i }, listScopeOf(this, i));
	return toItems(attachments);
}
