import { documentActionOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

/** Makes an order of the offer, linked both ways; it makes a document, so it is not sent again after a lost answer. */
export const { description, execute } = documentActionOperation(OFFERS, 'createOrder', { method: 'PUT', action: 'createorder', wrap: 'Order', once: true });
