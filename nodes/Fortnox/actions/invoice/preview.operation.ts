import { documentPdfOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** The invoice as a PDF, without marking it sent. */
export const { description, execute } = documentPdfOperation(INVOICES, 'preview', 'preview');
