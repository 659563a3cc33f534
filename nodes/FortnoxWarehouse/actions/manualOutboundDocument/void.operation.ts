import { voidDocument } from '../manualDeliveries/void';
import { manualOutbound } from '../manualDeliveries/kinds';

export const { description, execute } = voidDocument(manualOutbound);
