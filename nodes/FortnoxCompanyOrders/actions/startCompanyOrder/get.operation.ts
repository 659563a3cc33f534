import { getOrder } from '../orders/get';
import { startCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getOrder(startCompanyOrder);
