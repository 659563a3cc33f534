import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { RATINGS } from '../../../shared/kinds/integration-developer';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readPositiveId } from '../common';

export const option = { name: 'Respond', action: 'Respond to a rating', description: 'Answer a rating publicly' };

export const description: INodeProperties[] = [
	{
		displayName: 'Rating ID',
		name: 'ratingId',
		type: 'number',
		required: true,
		default: 0,
		description: 'The ratingId of the rating to answer, as listed by Get Many',
	},
	{
		displayName: 'Response',
		name: 'comment',
		type: 'string',
		typeOptions: { rows: 4 },
		required: true,
		default: '',
		description: 'Your public answer to the rating; an earlier answer is replaced',
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const ratingId = readPositiveId(check, 'Rating ID', this.getNodeParameter('ratingId', i));
	const comment = check.required('Response', (this.getNodeParameter('comment', i) as string).trim());
	const rating = await fortnoxApiRequest(this, {
		method: 'POST',
		path: `${RATINGS.path}/${ratingId}/response`,
		body: { comment },
		itemIndex: i,
	});
	return toItems(rating);
}
