import { documentActionOperation } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';

export const { description, execute } = documentActionOperation(ORDERS, 'cancel', { method: 'PUT', action: 'cancel' });
