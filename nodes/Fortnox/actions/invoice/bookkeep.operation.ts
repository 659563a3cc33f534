import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Books the invoice: it gets a voucher, can no longer be changed or cancelled, and can be paid. */
export const { description, execute } = documentActionOperation(INVOICES, 'bookkeep', { method: 'PUT', action: 'bookkeep', once: true });
