import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { RECURRINGS } from '../../../shared/kinds/recurring-billing';
import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { arrayList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readUuid, recurringIdProperty } from '../common';

export const option = {
	name: 'Get Many',
	action: 'Get many deviations',
	description: 'List the deviations of a recurring contract',
};

export const description: INodeProperties[] = [
	recurringIdProperty,
	...returnAllOrLimit(),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readUuid(new FieldValidator(this.getNode(), i), 'Recurring ID', this.getNodeParameter('recurringId', i));
	const deviations = await arrayList(
		this,
		{ path: `${RECURRINGS.path}/${encodeURIComponent(id)}/deviations`, itemIndex: i },
		listScopeOf(this, i),
	);
	return toItems(deviations);
}
