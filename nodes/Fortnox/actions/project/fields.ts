import type { RegisterResource } from '../../shared/registerOperations';

/** Projects: Fortnox numbers a new one unless a ProjectNumber is given. */
export const PROJECTS: RegisterResource = {
	resource: 'project',
	list: 'project',
	wrap: 'Project',
	noun: 'project',
	searchListMethod: 'searchProjects',
	schema: 'Project',
	numberField: 'ProjectNumber',
	requiredField: 'Description',
};
