import { getOrder } from '../orders/get';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getOrder(stockCompanyOrder);
