import { customOutbound } from '../customDocument/kinds';
import { releaseCustomDocument } from '../customDocument/release';

export const { description, execute } = releaseCustomDocument(customOutbound);
