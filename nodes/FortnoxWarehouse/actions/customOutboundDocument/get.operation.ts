import { customOutbound } from '../customDocument/kinds';
import { getCustomDocument } from '../customDocument/get';

export const { description, execute } = getCustomDocument(customOutbound);
