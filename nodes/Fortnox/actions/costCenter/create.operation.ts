import { createOperation } from '../../shared/registerOperations';
import { COST_CENTERS } from './fields';

export const { description, execute } = createOperation(COST_CENTERS);
