import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/**
 * Makes a credit invoice of a booked invoice: its rows negated, referring to the original
 * (CreditInvoiceReference). Fortnox answers with the original; the output is the credit invoice.
 * It makes a document, so it is not sent again after a lost answer.
 */
export const { description, execute } = documentActionOperation(INVOICES, 'credit', { method: 'PUT', action: 'credit', once: true, creditReference: 'CreditInvoiceReference' });
