import { getDocument } from '../manualDeliveries/get';
import { manualOutbound } from '../manualDeliveries/kinds';

export const { description, execute } = getDocument(manualOutbound);
