import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Has Fortnox print the invoice and post it to the customer's address; marks it sent. Sent once. */
export const { description, execute } = documentActionOperation(INVOICES, 'sendEPrint', { method: 'GET', action: 'eprint', once: true });
