import { documentActionOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

/** Marks the offer as sent, for one sent some other way (externalprint). */
export const { description, execute } = documentActionOperation(OFFERS, 'markSent', { method: 'PUT', action: 'externalprint' });
