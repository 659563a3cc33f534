/**
 * The lists of Fortnox's integration-developer API, about the developer's own published
 * integrations: each is read for one integration (and the users for one tenant), below its path.
 */
export interface PartnerKind {
	path: string;
	noun: string;
}

export const RATINGS: PartnerKind = { path: '/api/integration-developer/ratings-v1', noun: 'rating' };
export const SALES: PartnerKind = { path: '/api/integration-developer/sales-v1', noun: 'sale' };
export const USERS: PartnerKind = { path: '/api/integration-developer/users/users-v1', noun: 'user' };
