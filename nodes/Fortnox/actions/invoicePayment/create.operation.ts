import { createPaymentOperation } from '../../shared/payments';
import { PAYMENTS } from './fields';

export const { description, execute } = createPaymentOperation(PAYMENTS);
