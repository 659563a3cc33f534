import { createDocumentOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

export const { description, execute } = createDocumentOperation(INVOICES);
