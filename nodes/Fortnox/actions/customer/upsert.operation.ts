import { upsertOperation } from '../../shared/registerOperations';
import { CUSTOMER_KEYS, CUSTOMERS } from './fields';

export const { description, execute } = upsertOperation(CUSTOMERS, CUSTOMER_KEYS, 'email');
