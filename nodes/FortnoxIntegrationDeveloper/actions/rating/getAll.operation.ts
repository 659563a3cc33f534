import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { RATINGS } from '../../../shared/kinds/integration-developer';
import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { arrayList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { integrationIdProperty, readPositiveId } from '../common';

export const option = { name: 'Get Many', action: 'Get many ratings', description: 'List the ratings of your integrations' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{ ...integrationIdProperty, required: false, description: 'Only ratings of this integration; empty means all of yours' },
		{
			displayName: 'Only Unresponded',
			name: 'onlyUnresponded',
			type: 'boolean',
			default: true,
			description: 'Whether to return only ratings you have not answered yet',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs: IDataObject = {};
	if (filters.integrationId !== undefined) {
		qs.integrationId = readPositiveId(new FieldValidator(this.getNode(), i), 'Integration ID', filters.integrationId);
	}
	if (filters.onlyUnresponded !== undefined) qs.includeOnlyUnrespondedRatings = filters.onlyUnresponded === true;
	const ratings = await arrayList(this, { path: RATINGS.path, qs, itemIndex: i }, listScopeOf(this, i));
	return toItems(ratings);
}
