import { ARCHIVE } from '../../shared/fileAreas';
import { deleteOperation } from '../../shared/fileOperations';

export const { description, execute } = deleteOperation(ARCHIVE);
