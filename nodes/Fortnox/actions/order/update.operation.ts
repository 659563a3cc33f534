import { updateDocumentOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

export const { description, execute } = updateDocumentOperation(ORDERS);
