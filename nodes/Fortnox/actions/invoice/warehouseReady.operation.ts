import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Marks the invoice ready for the warehouse: its stock articles leave stock like an outbound delivery. */
export const { description, execute } = documentActionOperation(INVOICES, 'warehouseReady', { method: 'PUT', action: 'warehouseready', once: true });
