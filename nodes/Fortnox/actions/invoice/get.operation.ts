import { getDocumentOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

export const { description, execute } = getDocumentOperation(INVOICES);
