import { updateOperation } from '../../shared/registerOperations';
import { COST_CENTERS } from './fields';

export const { description, execute } = updateOperation(COST_CENTERS);
