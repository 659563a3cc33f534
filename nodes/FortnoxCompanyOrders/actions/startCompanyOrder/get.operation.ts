import { getOrder } from '../orders/get';
import { startCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getOrder(startCompanyOrder);
