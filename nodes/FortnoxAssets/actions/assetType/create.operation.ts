import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { ASSET_TYPES } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { actionBody, actionProperties } from '../asset/fields';

const NEEDS = ['Number', 'Description'];

export const option = { name: 'Create', action: 'Create an asset type', description: 'Add an asset type: how a kind of asset is booked' };

export const description: INodeProperties[] = [
	{
		displayName: 'ID',
		name: 'id',
		type: 'number',
		required: true,
		default: 1,
		typeOptions: { minValue: 1 },
		description: "The ID of the new asset type: Fortnox's route for a new asset type carries it in its path",
	},
	...actionProperties('AssetType', NEEDS),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = Number(this.getNodeParameter('id', i));
	if (!Number.isInteger(id)) check.fail('ID', `${id} is not a whole number`, 'an asset type ID is a whole number');
	check.range('ID', id, 1);
	const body = actionBody.call(this, check, i, 'AssetType', NEEDS);
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: `${ASSET_TYPES.path}/${id}`, body: { [ASSET_TYPES.request ?? ASSET_TYPES.single]: body }, itemIndex: i });
	return toItems(answer[ASSET_TYPES.single] as typeof body);
}
