import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { LABELS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';

export const description = updateDisplayOptions(
	{ show: { resource: ['label'], operation: ['getAll'] } },
	returnAllOrLimit(),
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const labels = await classicList(this, { path: LABELS.path, listKey: LABELS.plural, itemIndex: i }, listScopeOf(this, i));
	return toItems(labels);
}
