import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { ASSET_DEPRECIATE } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';

export const option = {
	name: 'Depreciate',
	action: 'Depreciate assets',
	description: 'Depreciate assets up to a date; Fortnox books the depreciation and answers one item per voucher',
};

export const description: INodeProperties[] = [
	{
		displayName: 'Asset IDs',
		name: 'assetIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 1, 4, 7',
		description: 'The IDs of the assets to depreciate, separated by commas, or an array from an expression (such as the IDs Get Depreciations lists)',
	},
	{
		displayName: 'Depreciate Until',
		name: 'depreciateUntil',
		type: 'dateTime',
		required: true,
		default: '',
		description: 'The last day to depreciate up to: each asset is depreciated for its months up to this day',
	},
];

/** The IDs as Fortnox takes them: whole numbers, from text or an array. */
function readIds(check: FieldValidator, raw: unknown): number[] {
	const parts = (Array.isArray(raw) ? raw : String(raw ?? '').split(',')).map((part) => String(part).trim()).filter((part) => part !== '');
	if (parts.length === 0) check.fail('Asset IDs', 'are empty', 'give the ID of at least one asset');
	const wrong = parts.find((part) => !/^\d+$/.test(part));
	if (wrong !== undefined) check.fail('Asset IDs', `"${wrong}" is not an asset ID`, 'an asset ID is a whole number');
	return [...new Set(parts.map(Number))];
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const AssetIds = readIds(check, this.getNodeParameter('assetIds', i));
	const DepreciateUntil = check.required('Depreciate Until', calendarDate(check, 'Depreciate Until', this.getNodeParameter('depreciateUntil', i)));
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: ASSET_DEPRECIATE, body: { Asset: { AssetIds, DepreciateUntil } }, itemIndex: i });
	return toItems((answer.AssetsDepreciation as IDataObject[] | undefined) ?? []);
}
