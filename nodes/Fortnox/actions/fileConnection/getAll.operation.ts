import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';
import type { ConnectionKind } from './fields';
import { CONNECTIONS, connectToProperty } from './fields';

export const option = { name: 'Get Many', action: 'Get many file connections', description: 'List the files connected to supplier invoices, vouchers or articles' };

export const description: INodeProperties[] = [connectToProperty, ...returnAllOrLimit()];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const kind = CONNECTIONS[this.getNodeParameter('connectTo', i) as ConnectionKind];
	return toItems(await classicList(this, { path: kind.path, listKey: kind.plural, itemIndex: i }, listScopeOf(this, i)));
}
