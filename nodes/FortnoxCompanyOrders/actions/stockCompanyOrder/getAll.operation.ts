import { getOrders } from '../orders/getAll';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getOrders(stockCompanyOrder);
