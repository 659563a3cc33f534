import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routesOf } from '../shared/operations/resource';
import { routeOperations } from '../shared/router';
import { RESOURCES } from './resources';

const ROUTES = routesOf(RESOURCES);

export async function router(this: IExecuteFunctions, continueOnFail: boolean): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, ROUTES, continueOnFail);
}
