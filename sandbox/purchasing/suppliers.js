// @ts-check
'use strict';

/**
 * Suppliers (OpenAPI fortnox_Supplier / fortnox_SupplierListItem):
 *   GET  /3/suppliers                    {"Suppliers":[…], "MetaInformation":{…}}; the OpenAPI names no query
 *                                        parameters of its own: the global ones (list-query.js), lastmodified,
 *                                        sortorder, paging; ascending by SupplierNumber (numbers as numbers)
 *   GET  /3/suppliers/{SupplierNumber}   {"Supplier":{…}} with every field (supplier-fields.js)
 *   POST /3/suppliers                    {"Supplier":{Name, …}} → 201; SupplierNumber from the series when absent
 *   PUT  /3/suppliers/{SupplierNumber}   the fields given replace theirs, the others stay (Fortnox's PUT)
 * The OpenAPI has no DELETE. TermsOfPayment, Currency, CostCenter and Project must name records of
 * their registers. State: tenant.purchasing.suppliers (the warehouse's purchase orders and incoming
 * goods name the same records, warehouse/suppliers.js); modifiedAt serves `lastmodified`.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap, unwrapUpdate } = require('../classic/validate');
const { readFields, applyFields, defaults, pick } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { checkReferences } = require('../classic/registers');
const { SUPPLIER, SUPPLIER_REFERENCES, LIST_FIELDS } = require('./supplier-fields');
const { PURCHASING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxPurchasingSupplier} Supplier */
/** @typedef {import('./types').SandboxPurchasingState} PurchasingState */

/** @type {import('../classic/list-query').ListSpec<Supplier>} */
const LIST = { modifiedAt: (s) => s.modifiedAt };
const COLLATOR = new Intl.Collator('en', { numeric: true });

/**
 * Adds a supplier of checked fields (Fortnox's names) to the tenant's suppliers; its number is the
 * given one if free, else the series' next free one.
 * @param {PurchasingState} purchasing @param {Record<string, unknown>} fields @param {number} now sandbox time, ms
 * @returns {Supplier}
 */
function newSupplier(purchasing, fields, now) {
	const { suppliers, next } = purchasing;
	const taken = (/** @type {string} */ n) => suppliers.some((s) => s.SupplierNumber === n);
	const given = typeof fields.SupplierNumber === 'string' && fields.SupplierNumber !== '' ? fields.SupplierNumber : undefined;
	if (given !== undefined && taken(given)) {
		throw badRequest(PURCHASING_CODES.SUPPLIER_EXISTS, `Leverantörsnummer ${given} används redan. (Supplier number ${given} is already in use.)`);
	}
	let number = given;
	while (number === undefined || taken(number)) number = String(next.suppliers++);
	const supplier = /** @type {Supplier} */ ({ ...applyFields(defaults(SUPPLIER), SUPPLIER, fields), SupplierNumber: number, modifiedAt: now });
	suppliers.push(supplier);
	return supplier;
}

/** @param {Tenant} tenant @param {Record<string, unknown>} input @param {boolean} creating */
function supplierFields(tenant, input, creating) {
	const fields = readFields(input, SUPPLIER, { readOnly: ['@url'], creating });
	checkReferences(tenant, fields, SUPPLIER_REFERENCES);
	return fields;
}

/** The supplier a record names (a 400 when there is none). @param {PurchasingState} purchasing @param {string} number */
function namedSupplier(purchasing, number) {
	const supplier = purchasing.suppliers.find((s) => s.SupplierNumber === number);
	if (!supplier) throw badRequest(PURCHASING_CODES.SUPPLIER_UNKNOWN, `SupplierNumber ${number} does not exist (/3/suppliers).`);
	return supplier;
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerSupplierRoutes(r, state) {
	/** @param {Supplier} s */
	const url = (s) => `${state.url}/3/suppliers/${encodeURIComponent(s.SupplierNumber)}`;
	/** @param {Supplier} s */
	const listItem = (s) => ({ '@url': url(s), ...Object.fromEntries(LIST_FIELDS.map((f) => [f, s[f]])), Phone: s.Phone1 });
	/** @param {Supplier} s */
	const full = (s) => ({ '@url': url(s), ...pick(s, SUPPLIER) });
	/** @param {any} ctx @returns {Supplier} */
	const find = (ctx) => {
		/** @type {PurchasingState} */
		const purchasing = ctx.tenant.purchasing;
		const supplier = purchasing.suppliers.find((s) => s.SupplierNumber === ctx.params.number);
		if (!supplier) throw notFound(CODES.SUPPLIER_NOT_FOUND, `Supplier not found: ${ctx.params.number}`);
		return supplier;
	};

	r.get('/3/suppliers', (/** @type {any} */ ctx) => {
		/** @type {PurchasingState} */
		const purchasing = ctx.tenant.purchasing;
		const sorted = [...purchasing.suppliers].sort((a, b) => COLLATOR.compare(a.SupplierNumber, b.SupplierNumber));
		const { meta, items } = listPage(sorted, ctx.query, LIST);
		return json({ Suppliers: items.map(listItem), MetaInformation: meta });
	});

	r.get('/3/suppliers/:number', (/** @type {any} */ ctx) => json({ Supplier: full(find(ctx)) }));

	r.post('/3/suppliers', async (/** @type {any} */ ctx) => {
		const fields = supplierFields(ctx.tenant, unwrap(await ctx.json(), 'Supplier'), true);
		return json({ Supplier: full(newSupplier(ctx.tenant.purchasing, fields, state.clock.now())) }, 201);
	});

	r.put('/3/suppliers/:number', async (/** @type {any} */ ctx) => {
		const supplier = find(ctx);
		const fields = supplierFields(ctx.tenant, unwrapUpdate(await ctx.json(), 'Supplier'), false);
		keepNumber(fields, 'SupplierNumber', supplier.SupplierNumber);
		applyFields(supplier, SUPPLIER, fields).modifiedAt = state.clock.now();
		return json({ Supplier: full(supplier) });
	});
}

module.exports = { newSupplier, namedSupplier, registerSupplierRoutes };
