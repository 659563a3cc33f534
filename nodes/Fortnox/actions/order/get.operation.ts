import { getDocumentOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

export const { description, execute } = getDocumentOperation(ORDERS);
