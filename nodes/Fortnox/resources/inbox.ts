import { INBOX } from '../../shared/kinds';
import { fileAreaResource } from '../../shared/operations/file-areas';

/** The inbox, where files wait to be connected to a record; its predefined folders are Fortnox's. */
export const inbox = fileAreaResource({ ...INBOX, pathExample: 'inbox_s/2026' }, { value: 'inbox', displayName: 'Inbox' });
