import { getPaymentsOperation } from '../../shared/payments';
import { SUPPLIER_PAYMENTS } from './fields';

export const { description, execute } = getPaymentsOperation(SUPPLIER_PAYMENTS);
