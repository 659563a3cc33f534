import { deleteOperation } from '../../shared/registerOperations';
import { COST_CENTERS } from './fields';

export const { description, execute } = deleteOperation(COST_CENTERS);
