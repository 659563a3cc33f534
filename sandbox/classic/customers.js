// @ts-check
'use strict';

/**
 * Customers (outside the spec; OpenAPI fortnox_Customer / fortnox_CustomerListItem), enough for
 * generic API requests and paging:
 *   GET  /3/customers                    {"Customers":[…], "MetaInformation":{…}}, the OpenAPI's query (list-query.js)
 *   GET  /3/customers/{CustomerNumber}   {"Customer":{…}}
 *   POST /3/customers                    {"Customer":{Name, …}} → 201; CustomerNumber assigned when absent
 * State: tenant.customers, ascending by insertion; numbers are strings, assigned from 1 upwards;
 * modifiedAt (sandbox clock) serves `lastmodified` and is not shown.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage, activeFilters } = require('./list-query');
const { unwrap, onlyFields, stringValue, booleanValue } = require('./validate');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').Customer} Customer */

/** Writable text fields and their maximum lengths (OpenAPI). */
const FIELDS = {
	CustomerNumber: 1024, Name: 1024, Address1: 1024, Address2: 1024, City: 1024, ZipCode: 10, Email: 1024, Phone1: 1024,
	OrganisationNumber: 30, GLN: 13, GLNDelivery: 13,
};

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

/**
 * Adds a customer as POST /3/customers does; throws its 400s.
 * @param {Tenant} tenant @param {Record<string, unknown>} input @param {number} now sandbox time, ms
 * @returns {Customer}
 */
function addCustomer(tenant, input, now) {
	/** @type {Record<string, string>} */
	const values = {};
	for (const [field, max] of Object.entries(FIELDS)) values[field] = stringValue(field, input[field], { max, required: field === 'Name' });
	let number = values.CustomerNumber;
	if (number === '') {
		do number = String(tenant.nextCustomerNumber++);
		while (tenant.customers.some((c) => c.CustomerNumber === number));
	} else if (tenant.customers.some((c) => c.CustomerNumber === number)) {
		throw badRequest(CODES.CUSTOMER_EXISTS, `Kundnummer ${number} används redan. (Customer number ${number} is already in use.)`);
	}
	const Active = input.Active === undefined ? true : booleanValue('Active', input.Active);
	const customer = /** @type {Customer} */ ({ ...values, CustomerNumber: number, Active, modifiedAt: now });
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
	/** modifiedAt is the sandbox's bookkeeping, not a Fortnox field. @param {Customer} c */
	const full = ({ modifiedAt, ...c }) => ({ '@url': url(c), ...c, Type: 'COMPANY' });

	r.get('/3/customers', (/** @type {any} */ ctx) => {
		const { meta, items } = listPage(ctx.tenant.customers, ctx.query, LIST);
		return json({ Customers: items.map(listItem), MetaInformation: meta });
	});

	r.get('/3/customers/:number', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const customer = tenant.customers.find((c) => c.CustomerNumber === ctx.params.number);
		if (!customer) throw notFound(CODES.CUSTOMER_NOT_FOUND, `Kunden hittades inte: ${ctx.params.number} (customer not found)`);
		return json({ Customer: full(customer) });
	});

	r.post('/3/customers', async (/** @type {any} */ ctx) => {
		const input = onlyFields(unwrap(await ctx.json(), 'Customer'), [...Object.keys(FIELDS), 'Active'], ['@url', 'Type']);
		return json({ Customer: full(addCustomer(ctx.tenant, input, state.clock.now())) }, 201);
	});
}

module.exports = { addCustomer, registerCustomerRoutes };
