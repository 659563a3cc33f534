import { upsertOperation } from '../../shared/registerOperations';
import { SUPPLIER_KEYS, SUPPLIERS } from './fields';

export const { description, execute } = upsertOperation(SUPPLIERS, SUPPLIER_KEYS, 'organisationNumber');
