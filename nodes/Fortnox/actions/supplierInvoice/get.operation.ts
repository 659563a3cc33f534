import { getDocumentOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';

export const { description, execute } = getDocumentOperation(SUPPLIER_INVOICES);
