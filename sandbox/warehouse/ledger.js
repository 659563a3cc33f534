// @ts-check
'use strict';

/**
 * The stock ledger: one per item × stock point × stock location, each a list of movements and
 * of reservations. inStock = Σ movements; availableStock = inStock − Σ reservations.
 * Every kind of document goes through two functions: postMovements (stock in or out) and
 * reserve (replace a document's reservations). Movements are never removed: a void posts
 * opposite movements (reverseMovements).
 */

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxStockLedger} Ledger */
/** @typedef {import('./types').SandboxStockSource} Source */
/** @typedef {{ itemId: string, stockPointId: string, stockLocationId: string }} Place */
/** @typedef {Place & { quantity: number }} Line */
/** @typedef {Place & { rowId: number, quantity: number }} ReservationLine */

/** @param {Place} p */
const ledgerKey = (p) => `${p.itemId}|${p.stockPointId}|${p.stockLocationId}`;
/** @param {Place} p @returns {Place} */
const placeOf = (p) => ({ itemId: p.itemId, stockPointId: p.stockPointId, stockLocationId: p.stockLocationId });
/** @param {Source} a @param {Source} b */
const sameSource = (a, b) => a.kind === b.kind && a.id === b.id;
/** Sums without binary-fraction noise (quantities have at most a few decimals). @param {number[]} values */
const sum = (values) => Math.round(values.reduce((a, b) => a + b, 0) * 1e6) / 1e6;

/** @param {WarehouseState} ws @param {Place} place @returns {Ledger} */
function ledgerFor(ws, place) {
	const key = ledgerKey(place);
	let ledger = ws.ledgers.get(key);
	if (!ledger) {
		ledger = { ...placeOf(place), movements: [], reservations: [] };
		ws.ledgers.set(key, ledger);
	}
	return ledger;
}

/** @param {Ledger} ledger */
const inStockOf = (ledger) => sum(ledger.movements.map((m) => m.quantity));
/** @param {Ledger} ledger */
const reservedOf = (ledger) => sum(ledger.reservations.map((r) => r.quantity));

/**
 * Posts stock movements of one document in one posting (all lines share its number).
 * @param {WarehouseState} ws @param {Source} source @param {string} date @param {Line[]} lines
 * @param {{ reversal?: boolean }} [opts]
 * @returns {number} the posting number
 */
function postMovements(ws, source, date, lines, { reversal = false } = {}) {
	const posting = ws.nextPosting++;
	for (const line of lines) {
		if (line.quantity === 0) continue;
		ledgerFor(ws, line).movements.push({ posting, source: { ...source }, date, quantity: line.quantity, reversal });
	}
	return posting;
}

/**
 * Replaces every reservation of `source` by `lines` (none: the reservations end).
 * @param {WarehouseState} ws @param {Source} source @param {ReservationLine[]} lines
 */
function reserve(ws, source, lines) {
	for (const ledger of ws.ledgers.values()) {
		ledger.reservations = ledger.reservations.filter((r) => !sameSource(r.source, source));
	}
	for (const line of lines) {
		if (line.quantity === 0) continue;
		ledgerFor(ws, line).reservations.push({ source: { ...source }, rowId: line.rowId, quantity: line.quantity });
	}
}

/** @param {WarehouseState} ws @param {Source} source */
function isReversed(ws, source) {
	for (const ledger of ws.ledgers.values()) {
		if (ledger.movements.some((m) => m.reversal && sameSource(m.source, source))) return true;
	}
	return false;
}

/**
 * Undoes the stock changes of `source`: posts the opposite of its movements dated `date`.
 * Nothing to undo (or undone already): no posting.
 * @param {WarehouseState} ws @param {Source} source @param {string} date
 */
function reverseMovements(ws, source, date) {
	if (isReversed(ws, source)) return;
	/** @type {Line[]} */
	const lines = [];
	for (const ledger of ws.ledgers.values()) {
		for (const m of ledger.movements) {
			if (!m.reversal && sameSource(m.source, source)) lines.push({ ...placeOf(ledger), quantity: -m.quantity });
		}
	}
	if (lines.length > 0) postMovements(ws, source, date, lines, { reversal: true });
}

/**
 * Documents whose stock-out movements came after the stock-in of `source` in one of its ledgers
 * and are still in effect (not reversed): its "connected outbounds".
 * @param {WarehouseState} ws @param {Source} source @returns {Source[]}
 */
function connectedOutbounds(ws, source) {
	/** @type {Map<string, Source>} */
	const found = new Map();
	for (const ledger of ws.ledgers.values()) {
		const own = ledger.movements.filter((m) => !m.reversal && m.quantity > 0 && sameSource(m.source, source));
		if (own.length === 0) continue;
		const inPosting = Math.min(...own.map((m) => m.posting));
		for (const m of ledger.movements) {
			if (m.reversal || m.quantity >= 0 || m.posting <= inPosting || sameSource(m.source, source)) continue;
			if (!isReversed(ws, m.source)) found.set(`${m.source.kind}:${m.source.id}`, m.source);
		}
	}
	return [...found.values()];
}

/**
 * Balance of an item, summed over the ledgers that match (all stock points when no
 * stockPointId; all locations of it when no stockLocationId). `asOf`: inStock counts only
 * movements dated on or before it (stock taking); reservations always count.
 * @param {WarehouseState} ws @param {{ itemId: string, stockPointId?: string, stockLocationId?: string, asOf?: string }} where
 * @returns {{ inStock: number, availableStock: number }}
 */
function balance(ws, where) {
	let inStock = 0;
	let reserved = 0;
	for (const ledger of ws.ledgers.values()) {
		if (ledger.itemId !== where.itemId) continue;
		if (where.stockPointId !== undefined && ledger.stockPointId !== where.stockPointId) continue;
		if (where.stockLocationId !== undefined && ledger.stockLocationId !== where.stockLocationId) continue;
		const asOf = where.asOf;
		inStock = sum([inStock, asOf === undefined ? inStockOf(ledger) : sum(ledger.movements.filter((m) => m.date <= asOf).map((m) => m.quantity))]);
		reserved = sum([reserved, reservedOf(ledger)]);
	}
	return { inStock, availableStock: sum([inStock, -reserved]) };
}

/**
 * Lines that would take more than inStock of their ledger (lines of one ledger added up).
 * @param {WarehouseState} ws @param {Line[]} outLines quantities as positive numbers
 * @returns {Array<Place & { wanted: number, inStock: number }>}
 */
function shortages(ws, outLines) {
	/** @type {Map<string, Place & { wanted: number, inStock: number }>} */
	const byLedger = new Map();
	for (const line of outLines) {
		const key = ledgerKey(line);
		const entry = byLedger.get(key) || { ...placeOf(line), wanted: 0, inStock: 0 };
		entry.wanted = sum([entry.wanted, line.quantity]);
		const ledger = ws.ledgers.get(key);
		entry.inStock = ledger ? inStockOf(ledger) : 0;
		byLedger.set(key, entry);
	}
	return [...byLedger.values()].filter((e) => e.wanted > e.inStock);
}

/**
 * Whether a stock point (or one location of it) holds stock or reservations.
 * @param {WarehouseState} ws @param {string} stockPointId @param {string} [stockLocationId]
 */
function hasStock(ws, stockPointId, stockLocationId) {
	for (const ledger of ws.ledgers.values()) {
		if (ledger.stockPointId !== stockPointId) continue;
		if (stockLocationId !== undefined && ledger.stockLocationId !== stockLocationId) continue;
		if (inStockOf(ledger) !== 0 || ledger.reservations.length > 0) return true;
	}
	return false;
}

module.exports = { postMovements, reserve, reverseMovements, connectedOutbounds, balance, shortages, hasStock, sum };
