import { getOperation } from '../../shared/registerOperations';
import { CUSTOMERS } from './fields';

export const { description, execute } = getOperation(CUSTOMERS);
