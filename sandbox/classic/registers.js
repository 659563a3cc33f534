// @ts-check
'use strict';

/**
 * The small registers other records name (the pickers of the nodes), their fields as Fortnox's
 * OpenAPI has them (fortnox_TermsOfPayment, _PriceList, _Currency, _Unit, _CostCenter, _Project,
 * _TermsOfDelivery, _ModeOfPayment, _WayOfDelivery),
 * what a new company starts with, and what keeps a record from being deleted. Served by
 * register-routes.js; customers, articles and accounts check their references here.
 */

const { badRequest, CODES } = require('../errors');
const { text, oneOf, number, boolean, date, required, applyFields, defaults } = require('./fields');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./fields').Schema} Schema */
/**
 * @typedef {Record<string, unknown> & { modifiedAt: number }} RegisterRecord  Fortnox's fields, and
 *   modifiedAt (ms, sandbox clock; serves `lastmodified`, not shown)
 * @typedef {RegisterRecord & { Code: string, Description: string }} TermsOfPayment
 * @typedef {RegisterRecord & { Code: string, Description: string, Comments: string, PreSelected: boolean }} PriceList
 * @typedef {RegisterRecord & { Code: string, Description: string, BuyRate: number | null, SellRate: number | null,
 *             Unit: number | null, Date: string, IsAutomatic: boolean }} Currency
 * @typedef {RegisterRecord & { Code: string, Description: string, CodeEnglish: string }} Unit
 * @typedef {RegisterRecord & { Code: string, Description: string, Active: boolean, Note: string }} CostCenter
 * @typedef {RegisterRecord & { Code: string, Description: string, DescriptionEnglish: string }} TermsOfDelivery
 * @typedef {RegisterRecord & { Code: string, Description: string, AccountNumber: string }} ModeOfPayment
 * @typedef {RegisterRecord & { Code: string, Description: string, DescriptionEnglish: string }} WayOfDelivery
 * @typedef {RegisterRecord & { ProjectNumber: string, Description: string, Status: string, StartDate: string, EndDate: string,
 *             ProjectLeader: string, ContactPerson: string, Comments: string }} Project
 */

/**
 * @typedef {object} Register
 * @property {string} path       the list's path
 * @property {string} one        wrapper of one record ({"Unit": …})
 * @property {string} many       wrapper of the list ({"Units": […]})
 * @property {string} what       the record in messages
 * @property {string} key        the field the path names
 * @property {(tenant: Tenant) => RegisterRecord[]} records
 * @property {Schema} schema     every field but the URL
 * @property {string[]} [listFields]  the list item's fields, when fewer than the record's
 * @property {string[]} [unset]  fields shown as `null` while unset (recorded), in the list and a GET alike
 * @property {number} notFound   404 code
 * @property {string} [notFoundText]  its message where the real one was recorded
 * @property {number} unknownCode  400 code of a reference to a record that does not exist
 * @property {(tenant: Tenant, code: string) => string | undefined} [usedBy]  what keeps it from being deleted;
 *   absent: the OpenAPI has no DELETE
 * @property {'nextProjectNumber'} [series]  the key is assigned from it when a POST has none
 * @property {string} [accountField]  a field naming an account, which must be in the chart of the current financial year
 */

/** The first customer whose field names the code. @param {string} field */
const customerWith = (field) => (/** @type {Tenant} */ tenant, /** @type {string} */ code) => {
	const customer = tenant.customers.find((c) => c[field] === code);
	return customer && `customer ${customer.CustomerNumber}`;
};

/** The first account (any financial year) whose field names the code. @param {'CostCenter' | 'Project'} field */
const accountWith = (field) => (/** @type {Tenant} */ tenant, /** @type {string} */ code) => {
	for (const [year, accounts] of tenant.accounts) {
		for (const account of accounts.values()) if (account[field] === code) return `account ${account.Number} (financial year ${year})`;
	}
	return undefined;
};

/** The first voucher (any financial year) whose head or a row names the code. @param {'CostCenter' | 'Project'} field */
const voucherWith = (field) => (/** @type {Tenant} */ tenant, /** @type {string} */ code) => {
	const voucher = tenant.bookkeeping.vouchers.find((v) => v[field] === code || v.VoucherRows.some((row) => row[field] === code));
	return voucher && `voucher ${voucher.VoucherSeries}${voucher.VoucherNumber} (financial year ${voucher.Year})`;
};

/** The first invoice, order or offer whose field names the code. @param {string} field */
const salesDocumentWith = (field) => (/** @type {Tenant} */ tenant, /** @type {string} */ code) => {
	for (const kind of /** @type {const} */ (['invoices', 'orders', 'offers'])) {
		const document = tenant.sales[kind].find((d) => d.head[field] === code);
		if (document) return `${kind.slice(0, -1)} ${String(document.head.DocumentNumber)}`;
	}
	return undefined;
};

/** @type {Record<'termsOfPayments' | 'priceLists' | 'currencies' | 'units' | 'costCenters' | 'projects' | 'termsOfDeliveries' | 'modesOfPayments' | 'wayOfDeliveries', Register>} */
const REGISTERS = {
	termsOfPayments: {
		path: '/3/termsofpayments', one: 'TermsOfPayment', many: 'TermsOfPayments', what: 'Terms of payment', key: 'Code',
		records: (t) => t.termsOfPayments,
		schema: { Code: required(text(25, 1)), Description: required(text()) },
		notFound: CODES.TERMS_OF_PAYMENT_NOT_FOUND, notFoundText: 'Kan inte hitta betalningsvillkoret.', unknownCode: CODES.REFERENCE_UNKNOWN,
		usedBy: customerWith('TermsOfPayment'),
	},
	priceLists: {
		path: '/3/pricelists', one: 'PriceList', many: 'PriceLists', what: 'Price list', key: 'Code',
		records: (t) => t.priceLists,
		schema: { Code: required(text(100, 1)), Comments: text(), Description: required(text(50, 1)), PreSelected: boolean() },
		notFound: CODES.PRICE_LIST_NOT_FOUND, unknownCode: CODES.REFERENCE_UNKNOWN,
	},
	currencies: {
		path: '/3/currencies', one: 'Currency', many: 'Currencies', what: 'Currency', key: 'Code',
		records: (t) => t.currencies,
		schema: {
			BuyRate: number(), Code: required(text()), Date: date, Description: required(text()), IsAutomatic: boolean(),
			SellRate: number(), Unit: number(1),
		},
		notFound: CODES.CURRENCY_NOT_FOUND, unknownCode: CODES.REFERENCE_UNKNOWN,
		// The company's own currency is what every amount is booked in.
		usedBy: (tenant, code) => (code === 'SEK' ? "the company's accounting" : customerWith('Currency')(tenant, code)),
	},
	units: {
		path: '/3/units', one: 'Unit', many: 'Units', what: 'Unit', key: 'Code',
		records: (t) => t.units,
		schema: { Code: required(text(20, 1)), CodeEnglish: text(100), Description: required(text(100, 1)) },
		notFound: CODES.UNIT_NOT_FOUND, notFoundText: 'Kan inte hitta enheten.', unknownCode: CODES.REFERENCE_UNKNOWN,
		usedBy: (tenant, code) => {
			const item = tenant.warehouse.items.find((i) => i.unit === code);
			return item && `article ${item.itemId}`;
		},
	},
	costCenters: {
		path: '/3/costcenters', one: 'CostCenter', many: 'CostCenters', what: 'Cost center', key: 'Code',
		records: (t) => t.costCenters,
		schema: { Active: boolean(true), Code: required(text(6, 1)), Description: required(text(2147483647, 1)), Note: text() },
		notFound: CODES.COST_CENTER_NOT_FOUND, unknownCode: CODES.COST_CENTER_UNKNOWN,
		usedBy: (tenant, code) => customerWith('CostCenter')(tenant, code) ?? accountWith('CostCenter')(tenant, code) ?? voucherWith('CostCenter')(tenant, code),
	},
	projects: {
		path: '/3/projects', one: 'Project', many: 'Projects', what: 'Project', key: 'ProjectNumber',
		records: (t) => t.projects,
		schema: {
			Comments: text(512), ContactPerson: text(50), Description: required(text(50, 1)), EndDate: date, ProjectLeader: text(50),
			ProjectNumber: text(20), StartDate: date, Status: oneOf(['NOTSTARTED', 'ONGOING', 'COMPLETED'], 'ONGOING'),
		},
		listFields: ['Description', 'EndDate', 'ProjectLeader', 'ProjectNumber', 'StartDate', 'Status'],
		unset: ['ContactPerson', 'EndDate', 'ProjectLeader', 'StartDate'],
		notFound: CODES.PROJECT_NOT_FOUND, notFoundText: 'Kan inte hitta projektet.', unknownCode: CODES.PROJECT_UNKNOWN,
		usedBy: (tenant, code) => customerWith('Project')(tenant, code) ?? accountWith('Project')(tenant, code) ?? voucherWith('Project')(tenant, code),
		series: 'nextProjectNumber',
	},
	// The OpenAPI has no DELETE for terms of delivery.
	termsOfDeliveries: {
		path: '/3/termsofdeliveries', one: 'TermsOfDelivery', many: 'TermsOfDeliveries', what: 'Terms of delivery', key: 'Code',
		records: (t) => t.termsOfDeliveries,
		schema: { Code: required(text(20, 1)), Description: required(text(200)), DescriptionEnglish: text(100) },
		notFound: CODES.TERMS_OF_DELIVERY_NOT_FOUND, unknownCode: CODES.REFERENCE_UNKNOWN,
	},
	modesOfPayments: {
		path: '/3/modesofpayments', one: 'ModeOfPayment', many: 'ModesOfPayments', what: 'Mode of payment', key: 'Code',
		records: (t) => t.modesOfPayments,
		schema: { AccountNumber: required(text(4, 4)), Code: required(text()), Description: text() },
		notFound: CODES.MODE_OF_PAYMENT_NOT_FOUND, unknownCode: CODES.REFERENCE_UNKNOWN,
		usedBy: (tenant, code) => {
			const payment = tenant.sales.payments.find((p) => p.head.ModeOfPayment === code);
			return payment && `invoice payment ${String(payment.head.Number)}`;
		},
		accountField: 'AccountNumber',
	},
	wayOfDeliveries: {
		path: '/3/wayofdeliveries', one: 'WayOfDelivery', many: 'WayOfDeliveries', what: 'Way of delivery', key: 'Code',
		records: (t) => t.wayOfDeliveries,
		schema: { Code: required(text(50, 1)), Description: text(100), DescriptionEnglish: text(100) },
		notFound: CODES.WAY_OF_DELIVERY_NOT_FOUND, unknownCode: CODES.REFERENCE_UNKNOWN,
		usedBy: (tenant, code) => customerWith('WayOfDelivery')(tenant, code) ?? salesDocumentWith('WayOfDelivery')(tenant, code),
	},
};

/**
 * A register record with every field: the defaults, then `fields` (already valid).
 * @param {Register} register @param {Record<string, unknown>} fields @param {number} now sandbox time, ms
 * @returns {RegisterRecord}
 */
const newRegisterRecord = (register, fields, now) => ({ ...applyFields(defaults(register.schema), register.schema, fields), modifiedAt: now });

/**
 * What a new company has: Fortnox's usual terms of payment, price list, currencies and units. The
 * cost centers and projects are there because tests of accounts name them in a fresh tenant.
 * @param {number} now sandbox time, ms
 */
function createRegisters(now) {
	/** @template {RegisterRecord} R @param {Register} register @param {Array<Record<string, unknown>>} list @returns {R[]} */
	const seed = (register, list) => list.map((fields) => /** @type {R} */ (newRegisterRecord(register, fields, now)));
	const rates = { Date: '2026-01-02', IsAutomatic: false, Unit: 1 };
	return {
		/** @type {TermsOfPayment[]} */
		termsOfPayments: seed(REGISTERS.termsOfPayments, [0, 10, 15, 20, 30].map((days) => ({ Code: String(days), Description: `${days} dagar` }))),
		/** @type {PriceList[]} */
		priceLists: seed(REGISTERS.priceLists, [{ Code: 'A', Description: 'Standard', PreSelected: true }]),
		/** @type {Currency[]} */
		currencies: seed(REGISTERS.currencies, [
			{ Code: 'EUR', Description: 'Euro', BuyRate: 11.05, SellRate: 11.15, ...rates },
			{ Code: 'SEK', Description: 'Svenska kronor', BuyRate: 1, SellRate: 1, ...rates },
			{ Code: 'USD', Description: 'Amerikanska dollar', BuyRate: 10.15, SellRate: 10.25, ...rates },
		]),
		/** @type {Unit[]} */
		units: seed(REGISTERS.units, [
			{ Code: 'h', Description: 'Timmar', CodeEnglish: 'h' },
			{ Code: 'kg', Description: 'Kilogram', CodeEnglish: 'kg' },
			{ Code: 'm', Description: 'Meter', CodeEnglish: 'm' },
			{ Code: 'st', Description: 'Styck', CodeEnglish: 'pcs' },
		]),
		/** @type {CostCenter[]} */
		costCenters: seed(REGISTERS.costCenters, [{ Code: 'CC1', Description: 'Försäljning' }, { Code: 'CC2', Description: 'Administration' }]),
		/** @type {Project[]} */
		projects: seed(REGISTERS.projects, [
			{ ProjectNumber: 'P1', Description: 'Webbshop', Status: 'ONGOING', StartDate: '2026-01-01', ProjectLeader: 'Anna Berg' },
			{ ProjectNumber: 'P2', Description: 'Kontorsflytt', Status: 'NOTSTARTED', StartDate: '2026-06-01', EndDate: '2026-08-31' },
		]),
		nextProjectNumber: 1,
		/** @type {TermsOfDelivery[]} */
		termsOfDeliveries: seed(REGISTERS.termsOfDeliveries, [
			{ Code: 'FVL', Description: 'Fritt vårt lager', DescriptionEnglish: 'Ex works' },
			{ Code: 'FRITT', Description: 'Fritt kunden', DescriptionEnglish: 'Free delivered' },
		]),
		/** @type {ModeOfPayment[]} */
		modesOfPayments: seed(REGISTERS.modesOfPayments, [
			{ Code: 'BG', Description: 'Bankgiro', AccountNumber: '1930' },
			{ Code: 'K', Description: 'Kontant', AccountNumber: '1910' },
		]),
		/** @type {WayOfDelivery[]} */
		wayOfDeliveries: seed(REGISTERS.wayOfDeliveries, [
			{ Code: 'P', Description: 'Post', DescriptionEnglish: 'Mail' },
			{ Code: 'HAM', Description: 'Hämtas', DescriptionEnglish: 'Pickup' },
		]),
	};
}

/**
 * Refuses a reference to a register record that does not exist; "" names none.
 * @param {Tenant} tenant @param {keyof typeof REGISTERS} name @param {string} field @param {string} value
 */
function checkReference(tenant, name, field, value) {
	const register = REGISTERS[name];
	if (value === '' || register.records(tenant).some((r) => r[register.key] === value)) return;
	throw badRequest(register.unknownCode, `${field} ${value} does not exist (${register.path}).`);
}

/**
 * Checks the references among fields just read (customers, articles).
 * @param {Tenant} tenant @param {Record<string, unknown>} changes
 * @param {Record<string, keyof typeof REGISTERS>} references field → register
 */
function checkReferences(tenant, changes, references) {
	for (const [field, name] of Object.entries(references)) {
		if (typeof changes[field] === 'string') checkReference(tenant, name, field, changes[field]);
	}
}

module.exports = { REGISTERS, createRegisters, newRegisterRecord, checkReference, checkReferences };
