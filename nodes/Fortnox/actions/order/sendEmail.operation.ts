import { documentActionOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

/** E-mails the order as a PDF to the customer; marks it sent. Sent once. */
export const { description, execute } = documentActionOperation(ORDERS, 'sendEmail', { method: 'GET', action: 'email', once: true });
