import { PROJECTS as KIND } from '../../../shared/kinds';
import type { RegisterResource } from '../../shared/registerOperations';

/** Projects: Fortnox numbers a new one unless a ProjectNumber is given. */
export const PROJECTS: RegisterResource = {
	resource: 'project',
	...KIND,
	searchListMethod: 'searchProjects',
	schema: 'Project',
	requiredField: 'Description',
};
