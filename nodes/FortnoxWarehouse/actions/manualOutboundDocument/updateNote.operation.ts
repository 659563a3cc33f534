import { updateNote } from '../manualDeliveries/updateNote';
import { manualOutbound } from '../manualDeliveries/kinds';

export const { description, execute } = updateNote(manualOutbound);
