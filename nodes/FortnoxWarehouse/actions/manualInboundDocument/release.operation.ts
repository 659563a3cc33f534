import { releaseDocument } from '../manualDeliveries/release';
import { manualInbound } from '../manualDeliveries/kinds';

export const { description, execute } = releaseDocument(manualInbound);
