import { deleteOperation } from '../../shared/registerOperations';
import { CUSTOMERS } from './fields';

export const { description, execute } = deleteOperation(CUSTOMERS);
