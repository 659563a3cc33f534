import { documentActionOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Cancels an unbooked invoice; a booked one is credited instead. */
export const { description, execute } = documentActionOperation(INVOICES, 'cancel', { method: 'PUT', action: 'cancel', once: true });
