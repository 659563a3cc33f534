import { startCompanyOrder as START_COMPANY_ORDERS } from '../../shared/kinds/bank-process';
import { companyOrderResource } from '../../shared/operations/company-orders';
import * as update from '../actions/startCompanyOrder/update.operation';

/** Orders to start a company where your bank was chosen; the bank records when the share capital arrived. */
export const startCompanyOrder = companyOrderResource(START_COMPANY_ORDERS, { displayName: 'Start Company Order', value: 'startCompanyOrder', more: { update } });
