import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as customDocumentType from './actions/customDocumentType';
import * as customInboundDocument from './actions/customInboundDocument';
import * as customOutboundDocument from './actions/customOutboundDocument';
import * as incomingGoods from './actions/incomingGoods';
import * as manualDocument from './actions/manualDocument';
import * as manualInboundDocument from './actions/manualInboundDocument';
import * as manualOutboundDocument from './actions/manualOutboundDocument';
import * as productionOrder from './actions/productionOrder';
import * as purchaseOrder from './actions/purchaseOrder';
import * as stockBalance from './actions/stockBalance';
import * as stockPoint from './actions/stockPoint';
import * as stockTaking from './actions/stockTaking';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, {
		customDocumentType,
		customInboundDocument,
		customOutboundDocument,
		incomingGoods,
		manualDocument,
		manualInboundDocument,
		manualOutboundDocument,
		productionOrder,
		purchaseOrder,
		stockBalance,
		stockPoint,
		stockTaking,
	});
}
