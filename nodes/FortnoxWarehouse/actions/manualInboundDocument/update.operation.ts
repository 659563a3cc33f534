import { updateDocument } from '../manualDeliveries/update';
import { manualInbound } from '../manualDeliveries/kinds';

export const { description, execute, sequential } = updateDocument(manualInbound);
