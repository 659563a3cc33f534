// @ts-check
'use strict';

/**
 * The company's suppliers as the warehouse sees them: purchase orders and incoming goods name them
 * by supplierNumber (an unknown one is a 400). The records are the tenant's suppliers
 * (tenant.purchasing.suppliers, full Fortnox records served on /3/suppliers by purchasing/suppliers.js);
 * the warehouse state holds that purchasing state as `purchasing`.
 */

const { newSupplier } = require('../purchasing/suppliers');
const { badRequest } = require('./errors');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('../purchasing/types').SandboxPurchasingSupplier} Supplier */

/**
 * The JS API's supplier (and the seed's): number, name and e-mail, as the warehouse names them.
 * @param {WarehouseState} ws @param {{ supplierNumber: string, name: string, email?: string }} fields
 * @param {number} now sandbox time, ms
 * @returns {import('./types').SandboxSupplier}
 */
function addSupplier(ws, fields, now) {
	const supplierNumber = String(fields.supplierNumber ?? '');
	if (!/^\S.{0,1023}$/.test(supplierNumber)) throw new Error(`supplierNumber must be 1 to 1024 characters: "${supplierNumber}"`);
	if (typeof fields.name !== 'string' || fields.name.trim() === '') throw new Error('A supplier needs a name');
	if (ws.purchasing.suppliers.some((s) => s.SupplierNumber === supplierNumber)) throw new Error(`Supplier ${supplierNumber} already exists`);
	const supplier = newSupplier(ws.purchasing, { SupplierNumber: supplierNumber, Name: fields.name, Email: fields.email ?? '' }, now);
	return { supplierNumber: supplier.SupplierNumber, name: supplier.Name, email: supplier.Email, modifiedAt: supplier.modifiedAt };
}

/** @param {WarehouseState} ws @param {string} supplierNumber @param {string} label names the value in the message @returns {Supplier} */
function existingSupplier(ws, supplierNumber, label) {
	const supplier = ws.purchasing.suppliers.find((s) => s.SupplierNumber === supplierNumber);
	if (!supplier) throw badRequest('unknown_supplier', `${label}: supplier ${supplierNumber} does not exist.`);
	return supplier;
}

module.exports = { addSupplier, existingSupplier };
