import { releaseDocument } from '../manualDeliveries/release';
import { manualOutbound } from '../manualDeliveries/kinds';

export const { description, execute } = releaseDocument(manualOutbound);
