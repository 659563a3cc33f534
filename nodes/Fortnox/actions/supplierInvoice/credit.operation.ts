import { documentActionOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { CREDIT_RULES } from './fields';

/**
 * Makes a credit supplier invoice of a booked one; Fortnox refers to it in the original's
 * CreditReference and answers with the original; the output is the credit invoice. It makes a
 * document, so it is not sent again after a lost answer.
 */
export const { description, execute } = documentActionOperation(SUPPLIER_INVOICES, 'credit', { method: 'PUT', action: 'credit', once: true, rules: CREDIT_RULES, creditReference: 'CreditReference' });
