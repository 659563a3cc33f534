import { createOperation } from '../../shared/registerOperations';
import { SUPPLIERS } from './fields';

/** Fortnox gives the supplier the next supplier number unless Supplier Number is given. */
export const { description, execute } = createOperation(SUPPLIERS);
