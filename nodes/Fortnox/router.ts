import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as account from './actions/account';
import * as apiRequest from './actions/apiRequest';
import * as article from './actions/article';
import * as companyInformation from './actions/companyInformation';
import * as customer from './actions/customer';
import * as inbox from './actions/inbox';
import * as invoice from './actions/invoice';
import * as invoicePayment from './actions/invoicePayment';
import * as label from './actions/label';
import * as offer from './actions/offer';
import * as order from './actions/order';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, { account, apiRequest, article, companyInformation, customer, inbox, invoice, invoicePayment, label, offer, order });
}
