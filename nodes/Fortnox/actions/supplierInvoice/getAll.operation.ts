import { getDocumentsOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { SUPPLIER_INVOICE_FILTERS } from './fields';

export const { description, execute } = getDocumentsOperation(SUPPLIER_INVOICES, SUPPLIER_INVOICE_FILTERS);
