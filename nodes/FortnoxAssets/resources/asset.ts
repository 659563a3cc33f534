import { ASSETS } from '../../shared/kinds';
import type { ListFilter } from '../../shared/operations/list-filters';
import { codeListSearch, searchMethodOf } from '../../shared/operations/pickers';
import type { Register } from '../../shared/operations/register';
import { getRecord, getRecords, updateRecord } from '../../shared/operations/register';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/asset/create.operation';
import * as deleteAsset from '../actions/asset/delete.operation';
import * as depreciate from '../actions/asset/depreciate.operation';
import { assetAction, checkPercentage } from '../actions/asset/fields';
import { getWithBookValue } from '../actions/asset/get.operation';
import { getManyWithBookValue } from '../actions/asset/getAll.operation';
import * as getDepreciations from '../actions/asset/getDepreciations.operation';

/** Fortnox's OpenAPI lets an update change an asset's description and notes. */
const register: Register = { kind: ASSETS, value: 'asset', schema: 'AssetUpdate', requiredField: 'Description' };

/** The states the Assets section of Fortnox's OpenAPI lists as the filters of its list. */
const statusFilter: ListFilter = {
	name: 'filter',
	displayName: 'Status',
	kind: 'options',
	options: [
		{ name: 'Active', value: 'active' },
		{ name: 'Fully Depreciated', value: 'fully_depreciated' },
		{ name: 'Inactive', value: 'inactive' },
		{ name: 'Scrapped', value: 'scrapped' },
		{ name: 'Sold', value: 'sold' },
		{ name: 'Voided', value: 'voided' },
	],
	description: 'Only the assets in this state',
};

/** The fixed-asset register: assets, their depreciation, and what ends or changes their book value. */
export const asset: Resource = {
	displayName: 'Asset',
	value: 'asset',
	default: 'getAll',
	operations: {
		getAll: getManyWithBookValue(getRecords(register, [statusFilter])),
		get: getWithBookValue(getRecord(register)),
		create,
		update: updateRecord(register),
		delete: deleteAsset,
		getDepreciations,
		depreciate,
		// The opening value (Fortnox's manual OB): depreciation made before the asset entered the register. Its body has no wrapper.
		changeOpeningValue: assetAction(
			'changeOpeningValue',
			{ name: 'Change Opening Value', action: 'Change the opening value of an asset', description: 'Set the depreciation an asset had before it entered the register' },
			{ schema: 'AssetOpeningValue', needs: ['Amount'], rules: (check, body) => check.range('Amount', body.Amount as number, 0), bare: true },
		),
		scrap: assetAction('scrap', { name: 'Scrap', action: 'Scrap an asset', description: 'Scrap an asset, or a share of it, on a day' }, {
			schema: 'AssetScrap',
			needs: ['Date'],
			rules: checkPercentage,
		}),
		sell: assetAction('sell', { name: 'Sell', action: 'Sell an asset', description: 'Sell an asset, or a share of it, on a day at a price' }, {
			schema: 'AssetSale',
			needs: ['Date', 'Price'],
			rules: (check, body) => {
				check.range('Price', body.Price as number, 1);
				checkPercentage(check, body);
			},
		}),
		writeDown: assetAction('writeDown', { name: 'Write Down', action: 'Write down an asset', description: "Lower an asset's book value by an amount" }, {
			schema: 'AssetWriteDown',
			needs: ['Amount', 'Date'],
			rules: (check, body) => check.range('Amount', body.Amount as number, 1),
		}),
		writeUp: assetAction('writeUp', { name: 'Write Up', action: 'Write up an asset', description: "Raise an asset's book value by an amount" }, {
			schema: 'AssetWriteUp',
			needs: ['Amount', 'Date'],
			rules: (check, body) => check.range('Amount', body.Amount as number, 1),
		}),
	},
	listSearch: { [searchMethodOf(ASSETS)]: codeListSearch(ASSETS) },
};
