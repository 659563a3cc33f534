import { updateOperation } from '../../shared/registerOperations';
import { CUSTOMERS } from './fields';

export const { description, execute } = updateOperation(CUSTOMERS);
