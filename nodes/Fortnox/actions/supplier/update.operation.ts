import { updateOperation } from '../../shared/registerOperations';
import { SUPPLIERS } from './fields';

export const { description, execute } = updateOperation(SUPPLIERS);
