import { documentPdfOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';

export const { description, execute } = documentPdfOperation(OFFERS, 'print', 'print');
