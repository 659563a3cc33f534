import { ARCHIVE } from '../../shared/kinds';
import { fileAreaResource } from '../../shared/operations/file-areas';

/** The archive, where connected and stored files stay. */
export const archive = fileAreaResource({ ...ARCHIVE, pathExample: 'Avtal/2026' }, { value: 'archive', displayName: 'Archive' });
