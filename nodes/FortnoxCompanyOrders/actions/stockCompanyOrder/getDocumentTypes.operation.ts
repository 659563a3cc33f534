import { getDocumentTypes } from '../orders/getDocumentTypes';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getDocumentTypes(stockCompanyOrder);
