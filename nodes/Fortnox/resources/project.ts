import { PROJECTS } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Projects: Fortnox numbers a new one unless a Project Number is given. Fortnox's OpenAPI declares no filter on their list. */
export const project = registerResource({ kind: PROJECTS, value: 'project', schema: 'Project', requiredField: 'Description' }, { displayName: 'Project', filters: [] });
