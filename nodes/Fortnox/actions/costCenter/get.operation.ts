import { getOperation } from '../../shared/registerOperations';
import { COST_CENTERS } from './fields';

export const { description, execute } = getOperation(COST_CENTERS);
