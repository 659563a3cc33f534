import { updatePaymentOperation } from '../../shared/payments';
import { SUPPLIER_PAYMENTS } from './fields';

export const { description, execute } = updatePaymentOperation(SUPPLIER_PAYMENTS);
