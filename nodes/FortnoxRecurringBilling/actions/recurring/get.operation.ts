import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readUuid, recurringIdProperty } from '../common';
import { getRecurring, withVersion } from './etag';

export const option = { name: 'Get', action: 'Get a recurring contract', description: 'Get a contract with its ETag' };

export const description: INodeProperties[] = [
	{ ...recurringIdProperty, hint: 'The output carries the etag and last_modified to pass to Update or Patch' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readUuid(new FieldValidator(this.getNode(), i), 'Recurring ID', this.getNodeParameter('recurringId', i));
	return toItems(withVersion(await getRecurring.call(this, i, id)));
}
