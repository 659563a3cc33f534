import { getDocument } from '../orders/getDocument';
import { startCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getDocument(startCompanyOrder);
