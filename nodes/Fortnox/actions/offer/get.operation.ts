import { getDocumentOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

export const { description, execute } = getDocumentOperation(OFFERS);
