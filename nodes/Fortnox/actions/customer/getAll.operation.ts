import { getAllOperation } from '../../shared/registerOperations';
import { CUSTOMER_FILTERS, CUSTOMERS } from './fields';

export const { description, execute } = getAllOperation(CUSTOMERS, CUSTOMER_FILTERS);
