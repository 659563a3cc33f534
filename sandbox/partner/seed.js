// @ts-check
'use strict';

/**
 * Partner data of a tenant acting as integration developer: two published integrations with
 * ratings (one answered), sales events (orders and a cancellation) and users per customer
 * tenant. Field names follow Fortnox's public OpenAPI (RatingDTO, IntegrationSalesResponse,
 * UsersResponse); the spec shows none of them.
 *
 * @typedef {{ comment: string, created: string, updated: string }} RatingResponse
 * @typedef {{ ratingId: number, integrationId: number, rating: number, comment: string, companyName: string,
 *             companyEmployeeRange: string, created: string, updated: string, isMyRating: boolean,
 *             response: RatingResponse | null }} Rating
 * @typedef {{ orderId: string, tenantId: string, date: string, amount: number, type: 'ORDER' | 'CANCELLATION' }} Sale
 * @typedef {{ name: string, email: string, userType: string, externalSourceId: string, activationTime: string }} PartnerUser
 * @typedef {{ id: number, name: string, ratings: Rating[], sales: Sale[], users: Map<number, PartnerUser[]> }} Integration
 * @typedef {{ integrations: Integration[], nextRatingId: number }} PartnerState
 */

const INTEGRATIONS = Object.freeze({ timeReports: 52001, payrollSync: 52002 });
const CUSTOMER_TENANTS = Object.freeze({ kontorsgiganten: 880001, stadbolaget: 880002 });

/** @returns {PartnerState} */
function createPartnerState() {
	let ratingId = 1;
	/** @param {number} integrationId @param {number} rating @param {string} comment @param {string} companyName @param {string} created @param {RatingResponse | null} [response] @returns {Rating} */
	const rate = (integrationId, rating, comment, companyName, created, response = null) => ({
		ratingId: ratingId++, integrationId, rating, comment, companyName, companyEmployeeRange: '1-9',
		created, updated: created, isMyRating: false, response,
	});
	/** @param {string} name @param {string} email @param {string} activationTime @returns {PartnerUser} */
	const user = (name, email, activationTime) => ({ name, email, userType: 'USER', externalSourceId: email.split('@')[0], activationTime });
	const { kontorsgiganten, stadbolaget } = CUSTOMER_TENANTS;

	/** @type {Integration[]} */
	const integrations = [
		{
			id: INTEGRATIONS.timeReports,
			name: 'Sandbox Time Reports',
			ratings: [
				rate(INTEGRATIONS.timeReports, 5, 'Saves us hours every month.', 'Kontorsgiganten AB', '2026-02-03T09:15:00Z', {
					comment: 'Thank you for the kind words!', created: '2026-02-04T08:00:00Z', updated: '2026-02-04T08:00:00Z',
				}),
				rate(INTEGRATIONS.timeReports, 3, 'Good, but the export to payroll is slow.', 'Städbolaget i Sverige AB', '2026-03-11T13:40:00Z'),
			],
			sales: [
				{ orderId: 'ORD-7001', tenantId: String(kontorsgiganten), date: '2026-01-15T10:00:00Z', amount: 199, type: 'ORDER' },
				{ orderId: 'ORD-7002', tenantId: String(stadbolaget), date: '2026-02-01T10:00:00Z', amount: 199, type: 'ORDER' },
				{ orderId: 'ORD-7002', tenantId: String(stadbolaget), date: '2026-04-01T10:00:00Z', amount: -199, type: 'CANCELLATION' },
			],
			users: new Map([
				[kontorsgiganten, [user('Anna Andersson', 'anna@kontorsgiganten.example', '2026-01-15T10:05:00Z'), user('Bo Berg', 'bo@kontorsgiganten.example', '2026-01-20T08:30:00Z')]],
				[stadbolaget, [user('Cecilia Ek', 'cecilia@stadbolaget.example', '2026-02-01T10:10:00Z')]],
			]),
		},
		{
			id: INTEGRATIONS.payrollSync,
			name: 'Sandbox Payroll Sync',
			ratings: [rate(INTEGRATIONS.payrollSync, 4, 'Works well with our payroll.', 'Kontorsgiganten AB', '2026-03-20T07:00:00Z')],
			sales: [{ orderId: 'ORD-8001', tenantId: String(kontorsgiganten), date: '2026-03-01T09:00:00Z', amount: 349, type: 'ORDER' }],
			users: new Map([[kontorsgiganten, [user('Anna Andersson', 'anna@kontorsgiganten.example', '2026-03-01T09:05:00Z')]]]),
		},
	];
	return { integrations, nextRatingId: ratingId };
}

module.exports = { createPartnerState };
