import { uploadDocument } from '../orders/uploadDocument';
import { startCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = uploadDocument(startCompanyOrder);
