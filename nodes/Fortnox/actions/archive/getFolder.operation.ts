import { ARCHIVE } from '../../shared/fileAreas';
import { getFolderOperation } from '../../shared/fileOperations';

export const { description, execute } = getFolderOperation(ARCHIVE);
