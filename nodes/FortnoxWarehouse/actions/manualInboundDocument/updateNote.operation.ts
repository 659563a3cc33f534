import { updateNote } from '../manualDeliveries/updateNote';
import { manualInbound } from '../manualDeliveries/kinds';

export const { description, execute } = updateNote(manualInbound);
