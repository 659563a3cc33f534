import { getDocument } from '../orders/getDocument';
import { startCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getDocument(startCompanyOrder);
