import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as rating from './actions/rating';
import * as sale from './actions/sale';
import * as user from './actions/user';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, { rating, sale, user });
}
