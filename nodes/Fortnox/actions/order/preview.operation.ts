import { documentPdfOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

export const { description, execute } = documentPdfOperation(ORDERS, 'preview', 'preview');
