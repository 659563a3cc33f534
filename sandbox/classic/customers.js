// @ts-check
'use strict';

/**
 * Customers (outside the spec; OpenAPI fortnox_Customer / fortnox_CustomerListItem), enough for
 * generic API requests and paging:
 *   GET  /3/customers                    {"Customers":[…], "MetaInformation":{…}} (page, limit, offset)
 *   GET  /3/customers/{CustomerNumber}   {"Customer":{…}}
 *   POST /3/customers                    {"Customer":{Name, …}} → 201; CustomerNumber assigned when absent
 * State: tenant.customers, ascending by insertion; numbers are strings, assigned from 1 upwards.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { paginate } = require('./paging');
const { unwrap, onlyFields, stringValue } = require('./validate');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').Customer} Customer */

/** Writable fields and their maximum lengths (OpenAPI). */
const FIELDS = { CustomerNumber: 1024, Name: 1024, Address1: 1024, Address2: 1024, City: 1024, ZipCode: 10, Email: 1024, Phone1: 1024, OrganisationNumber: 30 };

/**
 * Adds a customer as POST /3/customers does; throws its 400s.
 * @param {Tenant} tenant @param {Record<string, unknown>} input
 * @returns {Customer}
 */
function addCustomer(tenant, input) {
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
	const customer = /** @type {Customer} */ ({ ...values, CustomerNumber: number, Active: true });
	tenant.customers.push(customer);
	return customer;
}

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerCustomerRoutes(r, state) {
	/** @param {Customer} c */
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
	const full = (c) => ({ '@url': url(c), ...c, Type: 'COMPANY' });

	r.get('/3/customers', (/** @type {any} */ ctx) => {
		const { meta, items } = paginate(ctx.tenant.customers, ctx.query);
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
		const input = onlyFields(unwrap(await ctx.json(), 'Customer'), Object.keys(FIELDS), ['@url', 'Active', 'Type']);
		return json({ Customer: full(addCustomer(ctx.tenant, input)) }, 201);
	});
}

module.exports = { addCustomer, registerCustomerRoutes };
