import { createDocumentOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

export const { description, execute } = createDocumentOperation(ORDERS);
