import { INBOX } from '../../shared/fileAreas';
import { downloadOperation } from '../../shared/fileOperations';

export const { description, execute } = downloadOperation(INBOX);
