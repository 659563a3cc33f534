// @ts-check
'use strict';

/**
 * The company's suppliers: kept in the warehouse state (purchase orders and incoming goods name
 * them by supplierNumber; an unknown one is a 400) and served on the classic API like items are:
 *   GET /3/suppliers                    {"Suppliers":[…], "MetaInformation":{…}}
 *   GET /3/suppliers/{SupplierNumber}   {"Supplier":{…}}
 * Fortnox's OpenAPI names no query parameters for the list: it takes the global ones (list-query.js),
 * lastmodified and sortorder, besides paging.
 */

const { notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { badRequest } = require('./errors');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxSupplier} Supplier */

/** @type {import('../classic/list-query').ListSpec<Supplier>} */
const LIST = { modifiedAt: (s) => s.modifiedAt };

/**
 * @param {WarehouseState} ws @param {{ supplierNumber: string, name: string, email?: string }} fields
 * @param {number} now sandbox time, ms
 * @returns {Supplier}
 */
function addSupplier(ws, fields, now) {
	const supplierNumber = String(fields.supplierNumber ?? '');
	if (!/^\S.{0,1023}$/.test(supplierNumber)) throw new Error(`supplierNumber must be 1 to 1024 characters: "${supplierNumber}"`);
	if (typeof fields.name !== 'string' || fields.name.trim() === '') throw new Error('A supplier needs a name');
	if (ws.suppliers.some((s) => s.supplierNumber === supplierNumber)) throw new Error(`Supplier ${supplierNumber} already exists`);
	const supplier = { supplierNumber, name: fields.name, email: fields.email ?? '', modifiedAt: now };
	ws.suppliers.push(supplier);
	return supplier;
}

/** @param {WarehouseState} ws @param {string} supplierNumber @param {string} label names the value in the message */
function existingSupplier(ws, supplierNumber, label) {
	const supplier = ws.suppliers.find((s) => s.supplierNumber === supplierNumber);
	if (!supplier) throw badRequest('unknown_supplier', `${label}: supplier ${supplierNumber} does not exist.`);
	return supplier;
}

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerSupplierRoutes(r, state) {
	/** @param {Supplier} s */
	const render = (s) => ({
		'@url': `${state.url}/3/suppliers/${encodeURIComponent(s.supplierNumber)}`,
		Active: true,
		Email: s.email,
		Name: s.name,
		SupplierNumber: s.supplierNumber,
	});

	r.get('/3/suppliers', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sorted = [...ws.suppliers].sort((a, b) => a.supplierNumber.localeCompare(b.supplierNumber, 'en', { numeric: true }));
		const { meta, items } = listPage(sorted, ctx.query, LIST);
		return json({ Suppliers: items.map(render), MetaInformation: meta });
	});

	r.get('/3/suppliers/:number', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const supplier = ws.suppliers.find((s) => s.supplierNumber === ctx.params.number);
		if (!supplier) throw notFound(CODES.SUPPLIER_NOT_FOUND, `Supplier not found: ${ctx.params.number}`);
		return json({ Supplier: render(supplier) });
	});
}

module.exports = { addSupplier, existingSupplier, registerSupplierRoutes };
