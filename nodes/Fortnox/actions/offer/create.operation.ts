import { createDocumentOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

export const { description, execute } = createDocumentOperation(OFFERS);
