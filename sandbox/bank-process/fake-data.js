// @ts-check
'use strict';

/**
 * Plausible Swedish company-formation data for generated orders. The nested shapes are the
 * sandbox's own (the spec shows none of them). Deterministic for a given seed text.
 */

const FIRST = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Sara', 'Anders', 'Elin', 'Per', 'Åsa', 'Björn', 'Linnéa', 'Jörgen'];
const LAST = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindqvist', 'Öberg', 'Håkansson'];
const TRADE = ['Bygg', 'Konsult', 'Data', 'Design', 'Fastighets', 'Trädgårds', 'Transport', 'Café', 'Elteknik', 'Redovisnings'];
const PLACES = [['Stockholm', '111'], ['Göteborg', '411'], ['Malmö', '211'], ['Uppsala', '753'], ['Umeå', '903'], ['Linköping', '582'], ['Örebro', '702']];
const STREETS = ['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Järnvägsgatan', 'Skolgatan', 'Parkvägen'];
const ACTIVITIES = {
	Bygg: 'Bygg- och renoveringsarbeten samt därmed förenlig verksamhet.',
	Konsult: 'Konsultverksamhet inom management och organisation samt därmed förenlig verksamhet.',
	Data: 'Utveckling och försäljning av programvara samt därmed förenlig verksamhet.',
};
const UTM = ['google', 'bank', 'partner', 'newsletter', 'direct'];

/** @typedef {() => number} Rng uniform in [0, 1) */

/** mulberry32 seeded by an FNV-1a hash of the text. @param {string} text @returns {Rng} */
function rngFrom(text) {
	let h = 2166136261;
	for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
	let a = h >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** @template T @param {Rng} rng @param {readonly T[]} list @returns {T} */
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
/** @param {Rng} rng @param {number} n */
const digits = (rng, n) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');
/** @param {number} n @param {number} [w] */
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** Luhn check digit of a digit string (Swedish civic and organisation numbers). @param {string} s */
function luhn(s) {
	let sum = 0;
	for (let i = 0; i < s.length; i++) {
		let d = Number(s[i]) * (i % 2 === 0 ? 2 : 1);
		if (d > 9) d -= 9;
		sum += d;
	}
	return String((10 - (sum % 10)) % 10);
}

/** NNNNNN-NNNN with a valid check digit (55… = aktiebolag). @param {Rng} rng */
function organizationNumber(rng) {
	const nine = `559${digits(rng, 6)}`;
	return `${nine.slice(0, 6)}-${nine.slice(6)}${luhn(nine)}`;
}

/** YYYYMMDD-NNNN with a valid check digit. @param {Rng} rng */
function civicNumber(rng) {
	const year = 1950 + Math.floor(rng() * 50);
	const date = `${pad(year % 100)}${pad(1 + Math.floor(rng() * 12))}${pad(1 + Math.floor(rng() * 28))}`;
	const nine = `${date}${digits(rng, 3)}`;
	return `${String(year).slice(0, 2)}${date}-${nine.slice(6)}${luhn(nine)}`;
}

/** @param {string} s */
const ascii = (s) => s.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o').replace(/é/g, 'e');

/** @param {Rng} rng */
function person(rng) {
	const first_name = pick(rng, FIRST);
	const last_name = pick(rng, LAST);
	return {
		first_name,
		last_name,
		civic_number: civicNumber(rng),
		email: `${ascii(first_name)}.${ascii(last_name)}@example.se`,
		phone: `+4670${digits(rng, 7)}`,
	};
}

/** @param {Rng} rng */
function address(rng) {
	const [city, zip] = pick(rng, PLACES);
	return { street: `${pick(rng, STREETS)} ${1 + Math.floor(rng() * 60)}`, postal_code: `${zip} ${digits(rng, 2)}`, city, country_code: 'SE' };
}

/** @param {Rng} rng @param {string | null} organization_number */
function companyBasics(rng, organization_number) {
	const trade = pick(rng, TRADE);
	const addr = address(rng);
	return {
		name: `${pick(rng, LAST)}s ${trade} AB`,
		organization_number,
		registered_office: addr.city,
		address: addr,
		business_description: ACTIVITIES[/** @type {keyof typeof ACTIVITIES} */ (trade)] || `${trade}verksamhet samt därmed förenlig verksamhet.`,
	};
}

/**
 * A stock (shelf) company order in status ACCEPTED, without internal fields.
 * @param {number} id @param {Rng} rng @param {string} now ISO timestamp
 */
function stockOrderFields(id, rng, now) {
	const owner = person(rng);
	const partner = person(rng);
	const shares = 250 * (1 + Math.floor(rng() * 4));
	const twoOwners = rng() < 0.5;
	const holder = (/** @type {ReturnType<typeof person>} */ p, /** @type {number} */ n) => ({
		type: 'PERSON', name: `${p.first_name} ${p.last_name}`, civic_number: p.civic_number, organization_number: null,
		number_of_shares: n, email: p.email,
	});
	return {
		id,
		status: 'ACCEPTED',
		created_at: now,
		updated_at: now,
		utm_source: pick(rng, UTM),
		accountant: rng() < 0.6 ? { name: `${pick(rng, FIRST)} ${pick(rng, LAST)}`, company: `${pick(rng, LAST)} Revision AB`, email: 'revision@example.se', phone: `+468${digits(rng, 7)}` } : null,
		bank_power_of_attorney: person(rng),
		board_members: twoOwners ? [{ ...owner, role: 'CHAIRMAN' }, { ...partner, role: 'MEMBER' }] : [{ ...owner, role: 'MEMBER' }, { ...partner, role: 'DEPUTY' }],
		company_information: {
			...companyBasics(rng, organizationNumber(rng)),
			share_capital: shares * 100,
			number_of_shares: shares,
			financial_year_end: '12-31',
		},
		contact_person: { ...owner },
		foreign_business_countries: rng() < 0.3 ? [pick(rng, ['NO', 'DK', 'FI', 'DE'])] : [],
		general_power_of_attorney: person(rng),
		secondary_power_of_attorney: rng() < 0.4 ? person(rng) : null,
		share_holders: twoOwners ? [holder(owner, shares / 2), holder(partner, shares / 2)] : [holder(owner, shares)],
		subsidiaries: rng() < 0.2 ? [{ name: `${pick(rng, LAST)}s Holding AB`, organization_number: organizationNumber(rng), share_percentage: 100 }] : [],
	};
}

/**
 * A start (new formation) company order in status ACCEPTED.
 * @param {string} id @param {Rng} rng @param {string} now
 */
function startOrderFields(id, rng, now) {
	const founders = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => person(rng));
	const shares = 500;
	const each = Math.floor(shares / founders.length);
	return {
		id,
		status: 'ACCEPTED',
		created_at: now,
		updated_at: now,
		share_capital_received_date: null,
		authorized_signatories: { rule: founders.length > 1 ? 'TWO_JOINTLY' : 'BOARD', signatories: founders.map((f) => ({ ...f })) },
		board_members: founders.map((f, i) => ({ ...f, role: i === 0 ? 'CHAIRMAN' : 'MEMBER' })),
		company_information: companyBasics(rng, null),
		contact_person: { ...founders[0] },
		share_holders: founders.map((f, i) => ({ ...f, number_of_shares: i === 0 ? shares - each * (founders.length - 1) : each })),
		share_info: { share_capital: 25000, number_of_shares: shares, quota_value: 50, currency: 'SEK' },
	};
}

module.exports = { rngFrom, stockOrderFields, startOrderFields, organizationNumber, civicNumber, luhn };
