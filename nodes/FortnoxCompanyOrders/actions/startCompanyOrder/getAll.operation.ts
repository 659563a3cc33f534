import { getOrders } from '../orders/getAll';
import { startCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getOrders(startCompanyOrder);
