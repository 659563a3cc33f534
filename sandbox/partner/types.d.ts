// Types of the partner (integration developer) state (sandbox/partner/seed.js).

export interface SandboxRating {
	ratingId: number;
	integrationId: number;
	rating: number;
	comment: string;
	companyName: string;
	companyEmployeeRange: string;
	created: string;
	updated: string;
	isMyRating: boolean;
	response: { comment: string; created: string; updated: string } | null;
}

export interface SandboxIntegration {
	id: number;
	name: string;
	ratings: SandboxRating[];
	sales: Array<{ orderId: string; tenantId: string; date: string; amount: number; type: 'ORDER' | 'CANCELLATION' }>;
	/** customer tenant id -> users */
	users: Map<number, Array<{ name: string; email: string; userType: string; externalSourceId: string; activationTime: string }>>;
}

export interface SandboxPartnerState {
	/** seeded for every tenant: ids 52001 and 52002; customer tenants 880001 and 880002 */
	integrations: SandboxIntegration[];
	nextRatingId: number;
}
