import { getPaymentOperation } from '../../shared/payments';
import { PAYMENTS } from './fields';

export const { description, execute } = getPaymentOperation(PAYMENTS);
