import { documentActionOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

/**
 * Cancels the order for good. Not sent again after a lost answer: the repeat met "is cancelled and cannot
 * be cancelled" and reported a failure for a cancel that worked.
 */
export const { description, execute } = documentActionOperation(ORDERS, 'cancel', { method: 'PUT', action: 'cancel', once: true });
