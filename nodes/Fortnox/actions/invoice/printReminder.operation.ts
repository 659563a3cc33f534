import { documentPdfOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** A payment reminder of an unpaid, overdue invoice as a PDF. */
export const { description, execute } = documentPdfOperation(INVOICES, 'printReminder', 'printreminder');
