import { uploadDocument } from '../orders/uploadDocument';
import { stockCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = uploadDocument(stockCompanyOrder);
