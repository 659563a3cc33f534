import { getOrder } from '../orders/get';
import { stockCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getOrder(stockCompanyOrder);
