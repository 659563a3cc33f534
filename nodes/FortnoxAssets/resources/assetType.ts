import { ASSET_TYPES } from '../../shared/kinds';
import { codeListSearch, searchMethodOf } from '../../shared/operations/pickers';
import type { Register } from '../../shared/operations/register';
import { deleteRecord, getRecord, getRecords, updateRecord } from '../../shared/operations/register';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/assetType/create.operation';

/** Fortnox's OpenAPI lets an update change a type's description and notes; its list declares no filter. */
const register: Register = { kind: ASSET_TYPES, value: 'assetType', schema: 'AssetTypeUpdate', requiredField: 'Description' };

/** Asset types: the accounts an asset of the type is booked on. Fortnox refuses to delete a type in use. */
export const assetType: Resource = {
	displayName: 'Asset Type',
	value: 'assetType',
	default: 'getAll',
	operations: { getAll: getRecords(register, []), get: getRecord(register), create, update: updateRecord(register), delete: deleteRecord(register) },
	listSearch: { [searchMethodOf(ASSET_TYPES)]: codeListSearch(ASSET_TYPES) },
};
