import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readUuid, recurringIdProperty } from '../common';
import { getRecurring, withVersion } from './etag';

export const description = updateDisplayOptions({ show: { resource: ['recurring'], operation: ['get'] } }, [
	{ ...recurringIdProperty, hint: 'The output carries the etag and last_modified to pass to Update or Patch' },
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readUuid(new FieldValidator(this.getNode(), i), 'Recurring ID', this.getNodeParameter('recurringId', i));
	return toItems(withVersion(await getRecurring.call(this, i, id)));
}
