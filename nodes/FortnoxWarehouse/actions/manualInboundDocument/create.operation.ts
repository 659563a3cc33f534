import { createDocument } from '../manualDeliveries/create';
import { manualInbound } from '../manualDeliveries/kinds';

export const { description, execute } = createDocument(manualInbound);
