import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { ASSET_DEPRECIATIONS, ASSETS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';

export const option = {
	name: 'Get Depreciations',
	action: 'Get the assets to depreciate',
	description: 'List the assets that have depreciation due up to a date, one item per asset',
};

export const description: INodeProperties[] = [
	{
		displayName: 'To Date',
		name: 'toDate',
		type: 'dateTime',
		required: true,
		default: '',
		description: 'The last day of the depreciation: the assets with months not yet depreciated up to this day are listed',
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const toDate = check.required('To Date', calendarDate(check, 'To Date', this.getNodeParameter('toDate', i)));
	const answer = await fortnoxApiRequest(this, { method: 'GET', path: `${ASSET_DEPRECIATIONS}/${toDate}`, itemIndex: i });
	return toItems((answer[ASSETS.plural] as IDataObject[] | undefined) ?? []);
}
