import { documentActionOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

/** Makes an invoice of the offer, linked both ways; it makes a document, so it is not sent again after a lost answer. */
export const { description, execute } = documentActionOperation(OFFERS, 'createInvoice', { method: 'PUT', action: 'createinvoice', wrap: 'Invoice', once: true });
