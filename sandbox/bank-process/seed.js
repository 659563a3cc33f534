// @ts-check
'use strict';

/**
 * Orders every new tenant starts with (no events fired), and the demo tenant's extra ones.
 * Ages are in days before the sandbox time of seeding; `history` lists earlier statuses.
 */

const { rngFrom, organizationNumber } = require('./fake-data');

/**
 * @typedef {{ kind: import('./state').OrderKind, status: string, daysAgo: number, history?: string[],
 *             emission?: boolean, shareCapitalDaysAgo?: number }} SeedItem
 */

/** @type {SeedItem[]} 6 stock and 4 start orders */
const DEFAULT_PLAN = [
	{ kind: 'stock', status: 'ABORTED', daysAgo: 30, history: ['ACCEPTED'] },
	{ kind: 'stock', status: 'COMPLETED', daysAgo: 20, history: ['ACCEPTED', 'SENT_TO_BV'] },
	{ kind: 'stock', status: 'DENIED_BY_BANK', daysAgo: 14, history: ['ACCEPTED'] },
	{ kind: 'stock', status: 'SENT_TO_BV', daysAgo: 9, history: ['ACCEPTED'] },
	{ kind: 'stock', status: 'ACCEPTED', daysAgo: 5, emission: true },
	{ kind: 'stock', status: 'ACCEPTED', daysAgo: 2 },
	{ kind: 'start', status: 'COMPLETED', daysAgo: 25, shareCapitalDaysAgo: 20 },
	{ kind: 'start', status: 'CANCELLED', daysAgo: 12 },
	{ kind: 'start', status: 'ACCEPTED', daysAgo: 6, shareCapitalDaysAgo: 3 },
	{ kind: 'start', status: 'ACCEPTED', daysAgo: 1 },
];

/** @type {SeedItem[]} with DEFAULT_PLAN: 12 stock and 5 start orders for the demo tenant */
const DEMO_EXTRA_PLAN = [
	{ kind: 'stock', status: 'ABORTED', daysAgo: 45 },
	{ kind: 'stock', status: 'COMPLETED', daysAgo: 40, history: ['ACCEPTED', 'SENT_TO_BV'], emission: true },
	{ kind: 'stock', status: 'SENT_TO_BV', daysAgo: 11, history: ['ACCEPTED'], emission: true },
	{ kind: 'stock', status: 'SENT_TO_BV', daysAgo: 7, history: ['ACCEPTED'] },
	{ kind: 'stock', status: 'ACCEPTED', daysAgo: 3 },
	{ kind: 'stock', status: 'ACCEPTED', daysAgo: 0.5 },
	{ kind: 'start', status: 'DENIED', daysAgo: 15 },
];

const DAY = 86_400_000;

/**
 * @param {ReturnType<import('./orders').createOrderModel>} model
 * @param {import('../tenants').Tenant} tenant
 * @param {number} now sandbox time (ms)
 * @param {SeedItem[]} plan
 */
function seedOrders(model, tenant, now, plan) {
	for (const item of plan) {
		const created = now - item.daysAgo * DAY;
		const changedLater = item.history !== undefined || item.status !== 'ACCEPTED' || item.shareCapitalDaysAgo !== undefined;
		/** @type {Record<string, unknown>} */
		const fields = {
			status: item.status,
			created_at: new Date(created).toISOString(),
			updated_at: new Date(changedLater ? created + item.daysAgo * 0.6 * DAY : created).toISOString(),
		};
		if (item.emission) fields.emission = true;
		if (item.shareCapitalDaysAgo !== undefined) {
			fields.share_capital_received_date = new Date(now - item.shareCapitalDaysAgo * DAY).toISOString().slice(0, 10);
		}
		if (item.kind === 'start' && item.status === 'COMPLETED') {
			fields.company_information = { organization_number: organizationNumber(rngFrom(`${tenant.id}/registered/${created}`)) };
		}
		model.create(tenant, item.kind, fields, { silent: true, history: item.history });
	}
}

module.exports = { seedOrders, DEFAULT_PLAN, DEMO_EXTRA_PLAN };
