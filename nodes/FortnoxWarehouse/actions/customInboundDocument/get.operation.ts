import { customInbound } from '../customDocument/kinds';
import { getCustomDocument } from '../customDocument/get';

export const { description, execute } = getCustomDocument(customInbound);
