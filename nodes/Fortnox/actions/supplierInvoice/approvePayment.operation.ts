import { documentActionOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { APPROVE_PAYMENT_RULES } from './fields';

/** Approves the supplier invoice for payment (Fortnox's approval flow). Sent once. */
export const { description, execute } = documentActionOperation(SUPPLIER_INVOICES, 'approvePayment', {
	method: 'PUT',
	action: 'approvalpayment',
	once: true,
	rules: APPROVE_PAYMENT_RULES,
});
