import { voidDocument } from '../manualDeliveries/void';
import { manualInbound } from '../manualDeliveries/kinds';

export const { description, execute } = voidDocument(manualInbound);
