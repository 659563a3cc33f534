import { getDocumentTypes } from '../orders/getDocumentTypes';
import { startCompanyOrder } from '../../../shared/bank-process/order-kinds';

export const { description, execute } = getDocumentTypes(startCompanyOrder);
