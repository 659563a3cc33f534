import { createDocument } from '../manualDeliveries/create';
import { manualOutbound } from '../manualDeliveries/kinds';

export const { description, execute } = createDocument(manualOutbound);
