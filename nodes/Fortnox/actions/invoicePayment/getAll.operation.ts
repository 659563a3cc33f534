import { getPaymentsOperation } from '../../shared/payments';
import { PAYMENTS } from './fields';

export const { description, execute } = getPaymentsOperation(PAYMENTS);
