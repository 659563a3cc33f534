import { stockCompanyOrder as STOCK_COMPANY_ORDERS } from '../../shared/kinds/bank-process';
import { companyOrderResource } from '../../shared/operations/company-orders';
import * as deny from '../actions/stockCompanyOrder/deny.operation';
import * as getByOrganizationNumber from '../actions/stockCompanyOrder/getByOrganizationNumber.operation';

/** Orders of stock companies (aktiebolag) where your bank was chosen; the bank may deny one. */
export const stockCompanyOrder = companyOrderResource(STOCK_COMPANY_ORDERS, {
	displayName: 'Stock Company Order',
	value: 'stockCompanyOrder',
	more: { getByOrganizationNumber, deny },
});
