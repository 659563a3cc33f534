import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as account from './actions/account';
import * as apiRequest from './actions/apiRequest';
import * as inbox from './actions/inbox';
import * as label from './actions/label';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, { account, apiRequest, inbox, label });
}
