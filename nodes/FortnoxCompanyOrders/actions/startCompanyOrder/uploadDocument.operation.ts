import { uploadDocument } from '../orders/uploadDocument';
import { startCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = uploadDocument(startCompanyOrder);
