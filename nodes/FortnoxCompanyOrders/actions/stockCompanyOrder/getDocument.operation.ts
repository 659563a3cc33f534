import { getDocument } from '../orders/getDocument';
import { stockCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getDocument(stockCompanyOrder);
