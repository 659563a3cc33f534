import { documentActionOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { APPROVE_BOOKKEEP_RULES } from './fields';

/** Approves the supplier invoice's bookkeeping in Fortnox's approval flow, and Fortnox books it. Sent once. */
export const { description, execute } = documentActionOperation(SUPPLIER_INVOICES, 'approveBookkeep', {
	method: 'PUT',
	action: 'approvalbookkeep',
	once: true,
	rules: APPROVE_BOOKKEEP_RULES,
});
