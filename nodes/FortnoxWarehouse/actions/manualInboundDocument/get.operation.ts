import { getDocument } from '../manualDeliveries/get';
import { manualInbound } from '../manualDeliveries/kinds';

export const { description, execute } = getDocument(manualInbound);
