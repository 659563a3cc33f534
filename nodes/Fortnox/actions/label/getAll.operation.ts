import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { LABELS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';

export const option = { name: 'Get Many', action: 'Get many labels', description: 'List the label register' };

export const description: INodeProperties[] = returnAllOrLimit();

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const labels = await classicList(this, { path: LABELS.path, listKey: LABELS.plural, itemIndex: i }, listScopeOf(this, i));
	return toItems(labels);
}
