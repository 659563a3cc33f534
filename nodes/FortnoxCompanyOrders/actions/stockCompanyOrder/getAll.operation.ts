import { getOrders } from '../orders/getAll';
import { stockCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getOrders(stockCompanyOrder);
