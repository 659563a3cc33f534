import { INBOX } from '../../shared/fileAreas';
import { uploadOperation } from '../../shared/fileOperations';

export const { description, execute } = uploadOperation(INBOX);
