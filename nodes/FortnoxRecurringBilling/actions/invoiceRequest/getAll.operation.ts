import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { INVOICE_REQUESTS } from '../../../shared/kinds/recurring-billing';
import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { arrayList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { commaSeparated, readUuidList } from '../common';
import { INVOICE_REQUEST_STATUSES, recurringIdsProperty } from './fields';

const LIST_MAX_IDS = 100;

export const option = {
	name: 'Get Many',
	action: 'Get many invoice requests',
	description: 'List the requests of some recurring contracts',
};

export const description: INodeProperties[] = [
	{
		...recurringIdsProperty,
		description: `Requests for these recurring contracts: 1 to ${LIST_MAX_IDS} IDs separated by commas, or an array from an expression`,
	},
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Statuses',
			name: 'statuses',
			type: 'multiOptions',
			options: [
				{ name: 'Completed', value: 'COMPLETED' },
				{ name: 'Failed', value: 'FAILED' },
				{ name: 'Pending', value: 'PENDING' },
				{ name: 'Processing', value: 'PROCESSING' },
			],
			default: [],
			description: 'Only requests in one of these statuses',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const ids = readUuidList(check, 'Recurring IDs', this.getNodeParameter('recurringIds', i), LIST_MAX_IDS);
	const statuses = ((this.getNodeParameter('filters', i, {}) as IDataObject).statuses as string[] | undefined) ?? [];
	statuses.forEach((status) => check.oneOf('Statuses', status, INVOICE_REQUEST_STATUSES));
	const status = commaSeparated(statuses);
	const requests = await arrayList(
		this,
		{ path: INVOICE_REQUESTS.path, qs: { 'recurring-ids': ids.join(','), ...(status ? { status } : {}) }, itemIndex: i },
		listScopeOf(this, i),
	);
	return toItems(requests);
}
