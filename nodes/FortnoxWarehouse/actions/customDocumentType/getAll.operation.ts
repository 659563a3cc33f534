import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { warehouseList } from '../../shared/request';
import { TYPES_PATH } from './fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['customDocumentType'], operation: ['getAll'] } },
	returnAllOrLimit(),
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await warehouseList(this, { path: TYPES_PATH, itemIndex: i }, listScopeOf(this, i)));
}
