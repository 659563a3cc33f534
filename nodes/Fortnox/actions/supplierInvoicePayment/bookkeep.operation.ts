import { bookkeepPaymentOperation } from '../../shared/payments';
import { SUPPLIER_PAYMENTS } from './fields';

export const { description, execute } = bookkeepPaymentOperation(SUPPLIER_PAYMENTS);
