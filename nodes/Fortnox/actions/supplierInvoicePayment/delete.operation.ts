import { deletePaymentOperation } from '../../shared/payments';
import { SUPPLIER_PAYMENTS } from './fields';

export const { description, execute } = deletePaymentOperation(SUPPLIER_PAYMENTS);
