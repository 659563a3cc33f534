import { documentActionOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

/**
 * Cancels the offer for good. Not sent again after a lost answer: the repeat met "is cancelled and cannot
 * be cancelled" and reported a failure for a cancel that worked.
 */
export const { description, execute } = documentActionOperation(OFFERS, 'cancel', { method: 'PUT', action: 'cancel', once: true });
