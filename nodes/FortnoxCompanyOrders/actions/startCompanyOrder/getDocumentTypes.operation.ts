import { getDocumentTypes } from '../orders/getDocumentTypes';
import { startCompanyOrder } from '../../../shared/kinds/bank-process';

export const { description, execute } = getDocumentTypes(startCompanyOrder);
