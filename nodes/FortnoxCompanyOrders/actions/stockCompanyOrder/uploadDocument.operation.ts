import { uploadDocument } from '../orders/uploadDocument';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = uploadDocument(stockCompanyOrder);
