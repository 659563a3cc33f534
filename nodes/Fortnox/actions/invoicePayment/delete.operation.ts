import { deletePaymentOperation } from '../../shared/payments';
import { PAYMENTS } from './fields';

export const { description, execute } = deletePaymentOperation(PAYMENTS);
