import { updateDocumentOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

export const { description, execute } = updateDocumentOperation(OFFERS);
