import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as startCompanyOrder from './actions/startCompanyOrder';
import * as stockCompanyOrder from './actions/stockCompanyOrder';
import * as webhook from './actions/webhook';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, { startCompanyOrder, stockCompanyOrder, webhook });
}
