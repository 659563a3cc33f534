import { documentActionOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

/** Marks the order as sent, for one sent some other way (externalprint). */
export const { description, execute } = documentActionOperation(ORDERS, 'markSent', { method: 'PUT', action: 'externalprint' });
