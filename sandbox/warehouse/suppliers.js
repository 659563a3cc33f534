// @ts-check
'use strict';

/**
 * The company's suppliers: kept in the warehouse state (purchase orders and incoming goods name
 * them by supplierNumber; an unknown one is a 400) and served on the classic API like items are:
 *   GET /3/suppliers                    {"Suppliers":[…], "MetaInformation":{…}} (page, limit, offset)
 *   GET /3/suppliers/{SupplierNumber}   {"Supplier":{…}}
 */

const { notFound, CODES } = require('../errors');
const { json } = require('../http');
const { paginate } = require('../classic/paging');
const { badRequest } = require('./errors');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxSupplier} Supplier */

/**
 * @param {WarehouseState} ws @param {{ supplierNumber: string, name: string, email?: string }} fields
 * @returns {Supplier}
 */
function addSupplier(ws, fields) {
	const supplierNumber = String(fields.supplierNumber ?? '');
	if (!/^\S.{0,1023}$/.test(supplierNumber)) throw new Error(`supplierNumber must be 1 to 1024 characters: "${supplierNumber}"`);
	if (typeof fields.name !== 'string' || fields.name.trim() === '') throw new Error('A supplier needs a name');
	if (ws.suppliers.some((s) => s.supplierNumber === supplierNumber)) throw new Error(`Supplier ${supplierNumber} already exists`);
	const supplier = { supplierNumber, name: fields.name, email: fields.email ?? '' };
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
		const { meta, items } = paginate(sorted, ctx.query);
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
