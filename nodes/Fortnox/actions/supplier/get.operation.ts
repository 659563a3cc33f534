import { getOperation } from '../../shared/registerOperations';
import { SUPPLIERS } from './fields';

export const { description, execute } = getOperation(SUPPLIERS);
