import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Sends the invoice as an e-invoice (the customer needs a GLN or an e-invoice address); marks it sent. Sent once. */
export const { description, execute } = documentActionOperation(INVOICES, 'sendEInvoice', { method: 'GET', action: 'einvoice', once: true });
