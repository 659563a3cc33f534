import { getDocumentTypes } from '../orders/getDocumentTypes';
import { stockCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getDocumentTypes(stockCompanyOrder);
