import { documentPdfOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** The invoice as a PDF; Fortnox marks it sent, as printing is how it goes out. */
export const { description, execute } = documentPdfOperation(INVOICES, 'print', 'print');
