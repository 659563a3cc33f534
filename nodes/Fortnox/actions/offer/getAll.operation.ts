import { getDocumentsOperation } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';
import { OFFER_FILTERS } from './filters';

export const { description, execute } = getDocumentsOperation(OFFERS, OFFER_FILTERS);
