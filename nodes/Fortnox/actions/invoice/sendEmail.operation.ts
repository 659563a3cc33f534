import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** E-mails the invoice as a PDF to the invoice's e-mail address (the customer's, unless set); marks it sent. Sent once. */
export const { description, execute } = documentActionOperation(INVOICES, 'sendEmail', { method: 'GET', action: 'email', once: true });
