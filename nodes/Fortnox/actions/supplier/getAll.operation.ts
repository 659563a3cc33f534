import { getAllOperation } from '../../shared/registerOperations';
import { SUPPLIER_FILTERS, SUPPLIERS } from './fields';

export const { description, execute } = getAllOperation(SUPPLIERS, SUPPLIER_FILTERS);
