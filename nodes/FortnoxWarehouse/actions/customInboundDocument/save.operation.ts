import { customInbound } from '../customDocument/kinds';
import { saveCustomDocument } from '../customDocument/save';

export const { description, execute } = saveCustomDocument(customInbound);
