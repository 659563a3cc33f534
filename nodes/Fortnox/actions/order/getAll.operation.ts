import { getDocumentsOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';
import { ORDER_FILTERS } from './filters';

export const { description, execute } = getDocumentsOperation(ORDERS, ORDER_FILTERS);
