import type { Resource } from '../shared/operations/resource';
import { rating } from './resources/rating';
import { sale } from './resources/sale';
import { user } from './resources/user';

/** The Integration Developer node's resources: the one list its description and router are built from. */
export const RESOURCES: Resource[] = [
	rating,
	sale,
	user,
];
