import { bookkeepPaymentOperation } from '../../shared/payments';
import { PAYMENTS } from './fields';

export const { description, execute } = bookkeepPaymentOperation(PAYMENTS);
