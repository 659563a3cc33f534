import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { ASSET_TYPES, ASSETS } from '../../../shared/kinds';
import { recordLocator } from '../../../shared/operations/pickers';
import { readNumber } from '../../../shared/operations/register';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { actionBody, actionProperties, assetOf } from './fields';

/** What a new asset needs besides its type: a name, when and for what it was bought, and when its depreciation ends. */
const NEEDS = ['Description', 'AcquisitionDate', 'AcquisitionValue', 'DepreciationFinal'];

export const option = { name: 'Create', action: 'Create an asset', description: 'Add an asset to the fixed-asset register' };

export const description: INodeProperties[] = [
	recordLocator(ASSET_TYPES, { name: 'assetType', displayName: 'Asset Type', description: 'The asset type: its accounts say how the asset is booked' }),
	...actionProperties('Asset', NEEDS),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const typeId = readNumber.call(this, check, i, 'assetType', 'Asset Type');
	if (!/^\d+$/.test(typeId)) check.fail('Asset Type', `"${typeId}" is not an asset type ID`, 'an asset type ID is a whole number');
	const body: IDataObject = { ...actionBody.call(this, check, i, 'Asset', NEEDS), TypeId: Number(typeId) };
	const value = body.AcquisitionValue as number;
	check.range('Acquisition Value', value, 1);
	// What is left to depreciate must be part of what the asset cost.
	check.range('Depreciate To Residual Value', body.DepreciateToResidualValue as number | undefined, 0, value);
	check.range('Manual Ob', body.ManualOb as number | undefined, 0, value);
	const start = (body.AcquisitionStart as string | undefined) ?? (body.AcquisitionDate as string);
	if (start < (body.AcquisitionDate as string)) check.fail('Acquisition Start', `${start} is before the acquisition date ${String(body.AcquisitionDate)}`, 'depreciation starts on or after the day the asset was acquired');
	if ((body.DepreciationFinal as string) <= start) {
		check.fail('Depreciation Final', `${String(body.DepreciationFinal)} is not after the start of depreciation ${start}`, 'the depreciation ends after it starts');
	}
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: ASSETS.path, body: { Asset: body }, itemIndex: i });
	return toItems(assetOf(answer));
}
