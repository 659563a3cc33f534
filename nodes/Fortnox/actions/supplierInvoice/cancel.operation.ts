import { documentActionOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { CANCEL_RULES } from './fields';

/** Cancels an unbooked supplier invoice; a booked one is credited instead. */
export const { description, execute } = documentActionOperation(SUPPLIER_INVOICES, 'cancel', { method: 'PUT', action: 'cancel', once: true, rules: CANCEL_RULES });
