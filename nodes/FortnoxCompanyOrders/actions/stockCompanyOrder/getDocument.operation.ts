import { getDocument } from '../orders/getDocument';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getDocument(stockCompanyOrder);
