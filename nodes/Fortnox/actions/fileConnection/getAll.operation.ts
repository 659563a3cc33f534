import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';
import type { ConnectionKind } from './fields';
import { CONNECTIONS, connectToProperty } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['fileConnection'], operation: ['getAll'] } }, [connectToProperty, ...returnAllOrLimit()]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const kind = CONNECTIONS[this.getNodeParameter('connectTo', i) as ConnectionKind];
	return toItems(await classicList(this, { path: kind.path, listKey: kind.plural, itemIndex: i }, listScopeOf(this, i)));
}
