import { documentActionOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

export const { description, execute } = documentActionOperation(OFFERS, 'cancel', { method: 'PUT', action: 'cancel' });
