import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as deviation from './actions/deviation';
import * as invoiceRequest from './actions/invoiceRequest';
import * as recurring from './actions/recurring';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, { deviation, invoiceRequest, recurring });
}
