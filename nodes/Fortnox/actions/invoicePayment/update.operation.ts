import { updatePaymentOperation } from '../../shared/payments';
import { PAYMENTS } from './fields';

export const { description, execute } = updatePaymentOperation(PAYMENTS);
