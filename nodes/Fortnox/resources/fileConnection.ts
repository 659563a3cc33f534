import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/fileConnection/create.operation';
import * as deleteConnection from '../actions/fileConnection/delete.operation';
import * as get from '../actions/fileConnection/get.operation';
import * as getAll from '../actions/fileConnection/getAll.operation';

/** Files of the inbox or archive connected to supplier invoices, vouchers or articles. */
export const fileConnection: Resource = {
	displayName: 'File Connection',
	value: 'fileConnection',
	default: 'create',
	operations: { getAll, get, create, delete: deleteConnection },
};
