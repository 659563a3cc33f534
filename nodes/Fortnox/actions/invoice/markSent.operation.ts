import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Marks the invoice as sent, for an invoice sent some other way (externalprint). */
export const { description, execute } = documentActionOperation(INVOICES, 'markSent', { method: 'PUT', action: 'externalprint' });
