// @ts-check
'use strict';

/** Demo recurring contracts: three ACTIVE, one INACTIVE, one deviation that skips an invoice. */

const { randomUUID } = require('node:crypto');
const { checkRecurring } = require('./fields');
const { addRecurring, touch, iso } = require('./state');

/** @param {string} number @param {string} name @param {string} description @param {number} price @param {string} processing */
const contract = (number, name, description, price, processing) => ({
	customer: { number, name },
	dates: { dates: { invoice_processing_date: processing, period_start_date: processing } },
	rows: [{ description, quantity: 1, price }],
	invoice_handling: 'AUTOMATIC',
	distribution_method: 'EMAIL',
	currency: 'SEK',
	our_reference: 'Demo Bokföring AB',
});

/** @param {import('./state').RecurringState} state @param {number} now */
function seedRecurringDemo(state, now) {
	const add = (/** @type {Record<string, any>} */ body) => addRecurring(state, checkRecurring(body, 'create'), now);
	const cleaning = add(contract('1001', 'Kontorsgiganten AB', 'Kontorsstädning, månadsvis', 4500, '2026-06-30'));
	add(contract('1002', 'Städbolaget i Sverige AB', 'Hyra av städutrustning', 1200, '2026-06-25'));
	add({ ...contract('1003', 'Restaurang Smörgåsen', 'Support och underhåll', 990, '2026-07-01'), amount_per_invoicing: 3 });
	const paused = add(contract('1004', 'Vilande Kund AB', 'Webbhotell', 149, '2026-07-15'));
	paused.record.status = 'INACTIVE';
	touch(paused, now);
	cleaning.deviations.push({
		id: randomUUID(),
		recurring_id: cleaning.record.id,
		deviation_type: 'SKIP',
		repeat_interval: 12,
		target_invoice_index: 2,
		accrual: null,
		rows: [],
		created_at: iso(now),
		modified_at: iso(now),
	});
}

module.exports = { seedRecurringDemo };
