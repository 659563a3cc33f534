import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { RECURRINGS } from '../../../shared/kinds/recurring-billing';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readUuid, recurringIdProperty, uuidProperty } from '../common';

export const option = { name: 'Get', action: 'Get a deviation', description: 'Get one deviation with its rows and accrual override' };

export const description: INodeProperties[] = [
	recurringIdProperty,
	uuidProperty('Deviation ID', 'deviationId', 'The ID (a UUID) of the deviation'),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readUuid(check, 'Recurring ID', this.getNodeParameter('recurringId', i));
	const deviationId = readUuid(check, 'Deviation ID', this.getNodeParameter('deviationId', i));
	const deviation = await fortnoxApiRequest(this, {
		method: 'GET',
		path: `${RECURRINGS.path}/${encodeURIComponent(id)}/deviations/${encodeURIComponent(deviationId)}`,
		itemIndex: i,
	});
	return toItems(deviation);
}
