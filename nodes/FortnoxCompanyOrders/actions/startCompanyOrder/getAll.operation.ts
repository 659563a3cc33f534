import { getOrders } from '../orders/getAll';
import { startCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getOrders(startCompanyOrder);
