import { updateDocument } from '../manualDeliveries/update';
import { manualOutbound } from '../manualDeliveries/kinds';

export const { description, execute, sequential } = updateDocument(manualOutbound);
