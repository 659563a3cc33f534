import { documentActionOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

/** E-mails the offer as a PDF to the customer; marks it sent. Sent once. */
export const { description, execute } = documentActionOperation(OFFERS, 'sendEmail', { method: 'GET', action: 'email', once: true });
