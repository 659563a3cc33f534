import { documentActionOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

/** Makes an invoice of the order, linked both ways; it makes a document, so it is not sent again after a lost answer. */
export const { description, execute } = documentActionOperation(ORDERS, 'createInvoice', { method: 'PUT', action: 'createinvoice', wrap: 'Invoice', once: true });
