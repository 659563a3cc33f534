import { createPaymentOperation } from '../../shared/payments';
import { SUPPLIER_PAYMENTS } from './fields';

export const { description, execute } = createPaymentOperation(SUPPLIER_PAYMENTS);
