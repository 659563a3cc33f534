import { getDocumentsOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';
import { INVOICE_FILTERS } from './filters';

export const { description, execute } = getDocumentsOperation(INVOICES, INVOICE_FILTERS);
