import { createOperation } from '../../shared/registerOperations';
import { CUSTOMERS } from './fields';

export const { description, execute } = createOperation(CUSTOMERS);
