import { getPaymentOperation } from '../../shared/payments';
import { SUPPLIER_PAYMENTS } from './fields';

export const { description, execute } = getPaymentOperation(SUPPLIER_PAYMENTS);
