// @ts-check
'use strict';

/**
 * Customers (outside the spec; OpenAPI fortnox_Customer / fortnox_CustomerListItem):
 *   GET    /3/customers                    {"Customers":[…], "MetaInformation":{…}}, the OpenAPI's query (list-query.js)
 *   GET    /3/customers/{CustomerNumber}   {"Customer":{…}} with every field (customer-fields.js)
 *   POST   /3/customers                    {"Customer":{Name, …}} → 201; CustomerNumber assigned when absent
 *   PUT    /3/customers/{CustomerNumber}   the fields given replace theirs, the others stay (Fortnox's PUT)
 *   DELETE /3/customers/{CustomerNumber}   204
 * Fields are checked as the OpenAPI types and limits them (fields.js); TermsOfPayment, PriceList,
 * Currency, CostCenter and Project must name records of their registers. Two customers may share
 * an OrganisationNumber, as in Fortnox.
 * State: tenant.customers, ascending by insertion; numbers are strings, assigned from 1 upwards;
 * modifiedAt (sandbox clock, set on create and update) serves `lastmodified` and is not shown.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { listPage, activeFilters } = require('./list-query');
const { unwrap, unwrapUpdate } = require('./validate');
const { readFields, applyFields, defaults, pick } = require('./fields');
const { nextNumber, keepNumber } = require('./records');
const { checkReferences } = require('./registers');
const { CUSTOMER, CUSTOMER_REFERENCES, CUSTOMER_UNSET, COUNTRY_NAMES } = require('./customer-fields');
const { unsetAsNull } = require('../unset');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').Customer} Customer */

const READ_ONLY = ['@url'];

/** GET /3/customers: the OpenAPI's search parameters, filter and sort keys. @type {import('./list-query').ListSpec<Customer>} */
const LIST = {
	search: {
		customernumber: (c) => c.CustomerNumber, name: (c) => c.Name, zipcode: (c) => c.ZipCode, city: (c) => c.City,
		email: (c) => c.Email, phone: (c) => c.Phone1, organisationnumber: (c) => c.OrganisationNumber,
		gln: (c) => c.GLN, glndelivery: (c) => c.GLNDelivery,
	},
	filters: activeFilters((c) => c.Active),
	modifiedAt: (c) => c.modifiedAt,
	sortBy: { customernumber: (c) => c.CustomerNumber, name: (c) => c.Name },
};

/** @param {Tenant} tenant @param {Record<string, unknown>} input @param {boolean} creating */
function customerFields(tenant, input, creating) {
	const fields = readFields(input, CUSTOMER, { readOnly: READ_ONLY, creating });
	checkReferences(tenant, fields, CUSTOMER_REFERENCES);
	const country = COUNTRY_NAMES[/** @type {keyof typeof COUNTRY_NAMES} */ (fields.CountryCode)];
	if (country && !fields.Country) fields.Country = country;
	return fields;
}

/**
 * Adds a customer as POST /3/customers does; throws its 400s.
 * @param {Tenant} tenant @param {Record<string, unknown>} input the object inside {"Customer": …} @param {number} now sandbox time, ms
 * @returns {Customer}
 */
function addCustomer(tenant, input, now) {
	const fields = customerFields(tenant, input, true);
	const taken = (/** @type {string} */ number) => tenant.customers.some((c) => c.CustomerNumber === number);
	const number = String(fields.CustomerNumber || nextNumber(tenant, 'nextCustomerNumber', taken));
	if (fields.CustomerNumber && taken(number)) {
		throw badRequest(CODES.CUSTOMER_EXISTS, `Kundnummer ${number} används redan.`);
	}
	const customer = /** @type {Customer} */ ({ ...applyFields(defaults(CUSTOMER), CUSTOMER, fields), CustomerNumber: number, modifiedAt: now });
	tenant.customers.push(customer);
	return customer;
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerCustomerRoutes(r, state) {
	/** @param {{ CustomerNumber: string }} c */
	const url = (c) => `${state.url}/3/customers/${encodeURIComponent(c.CustomerNumber)}`;
	/** @param {Customer} c */
	const listItem = (c) => ({
		'@url': url(c),
		Address1: c.Address1,
		Address2: c.Address2,
		City: c.City,
		CustomerNumber: c.CustomerNumber,
		Email: c.Email,
		Name: c.Name,
		OrganisationNumber: c.OrganisationNumber,
		Phone: c.Phone1,
		ZipCode: c.ZipCode,
	});
	/** @param {Customer} c */
	const full = (c) => unsetAsNull({ '@url': url(c), ...pick(c, CUSTOMER) }, CUSTOMER_UNSET);
	/** @param {any} ctx @returns {Customer} */
	const find = (ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const customer = tenant.customers.find((c) => c.CustomerNumber === ctx.params.number);
		if (!customer) throw notFound(CODES.CUSTOMER_NOT_FOUND, 'Kan inte hitta kunden.');
		return customer;
	};

	r.get('/3/customers', (/** @type {any} */ ctx) => {
		const { meta, items } = listPage(ctx.tenant.customers, ctx.query, LIST);
		return json({ Customers: items.map(listItem), MetaInformation: meta });
	});

	r.get('/3/customers/:number', (/** @type {any} */ ctx) => json({ Customer: full(find(ctx)) }));

	r.post('/3/customers', async (/** @type {any} */ ctx) =>
		json({ Customer: full(addCustomer(ctx.tenant, unwrap(await ctx.json(), 'Customer'), state.clock.now())) }, 201));

	r.put('/3/customers/:number', async (/** @type {any} */ ctx) => {
		const customer = find(ctx);
		const fields = customerFields(ctx.tenant, unwrapUpdate(await ctx.json(), 'Customer'), false);
		keepNumber(fields, 'CustomerNumber', customer.CustomerNumber);
		applyFields(customer, CUSTOMER, fields).modifiedAt = state.clock.now();
		return json({ Customer: full(customer) });
	});

	r.delete('/3/customers/:number', (/** @type {any} */ ctx) => {
		const customer = find(ctx);
		/** @type {Customer[]} */
		const customers = ctx.tenant.customers;
		customers.splice(customers.indexOf(customer), 1);
		return noContent();
	});
}

module.exports = { addCustomer, registerCustomerRoutes };
