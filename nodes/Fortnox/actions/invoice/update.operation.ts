import { updateDocumentOperation } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';

/** Fortnox refuses to change a booked or cancelled invoice; credit it instead. */
export const { description, execute } = updateDocumentOperation(INVOICES);
