import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { routeOperations } from '../shared/router';
import * as account from './actions/account';
import * as apiRequest from './actions/apiRequest';
import * as archive from './actions/archive';
import * as article from './actions/article';
import * as companyInformation from './actions/companyInformation';
import * as costCenter from './actions/costCenter';
import * as customer from './actions/customer';
import * as fileConnection from './actions/fileConnection';
import * as financialYear from './actions/financialYear';
import * as inbox from './actions/inbox';
import * as invoice from './actions/invoice';
import * as invoicePayment from './actions/invoicePayment';
import * as label from './actions/label';
import * as offer from './actions/offer';
import * as order from './actions/order';
import * as project from './actions/project';
import * as supplier from './actions/supplier';
import * as supplierInvoice from './actions/supplierInvoice';
import * as supplierInvoicePayment from './actions/supplierInvoicePayment';
import * as voucher from './actions/voucher';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperations.call(this, { account, apiRequest, archive, article, companyInformation, costCenter, customer, fileConnection, financialYear, inbox, invoice, invoicePayment, label, offer, order, project, supplier, supplierInvoice, supplierInvoicePayment, voucher });
}
