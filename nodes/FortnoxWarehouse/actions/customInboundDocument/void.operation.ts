import { customInbound } from '../customDocument/kinds';
import { voidCustomDocument } from '../customDocument/void';

export const { description, execute } = voidCustomDocument(customInbound);
