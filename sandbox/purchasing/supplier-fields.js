// @ts-check
'use strict';

/**
 * The fields of a supplier as Fortnox's OpenAPI has them (fortnox_Supplier), with the defaults a
 * new supplier shows; `@url` is the only read-only one. Limits only where the OpenAPI states them.
 */

const { text, boolean, required, withDefault, checked } = require('../classic/fields');
const { checkCountry, checkCountryCode } = require('../classic/countries');

/** @type {import('../classic/fields').Schema} */
const SUPPLIER = {
	Active: boolean(true),
	Address1: text(),
	Address2: text(),
	BG: text(),
	BIC: text(),
	Bank: text(),
	BankAccountNumber: text(),
	BranchCode: text(),
	City: text(1024),
	ClearingNumber: text(),
	Comments: text(1024),
	CostCenter: text(),
	Country: checked(text(), checkCountry),
	CountryCode: checked(text(2), checkCountryCode),
	Currency: withDefault(text(3), 'SEK'),
	DisablePaymentFile: boolean(),
	Email: text(),
	Fax: text(),
	IBAN: text(),
	Name: required(text(1024, 1)),
	OrganisationNumber: text(),
	OurCustomerNumber: text(),
	OurReference: text(),
	PG: text(),
	Phone1: text(1024),
	Phone2: text(1024),
	PreDefinedAccount: text(4, 4),
	Project: text(),
	SupplierNumber: text(),
	TermsOfPayment: text(),
	VATNumber: text(),
	VATType: text(),
	VisitingAddress: text(),
	VisitingCity: text(),
	VisitingCountry: text(),
	VisitingCountryCode: text(),
	VisitingZipCode: text(),
	WWW: text(),
	WorkPlace: text(),
	YourReference: text(),
	ZipCode: text(),
};

/** Fields naming a register record, which must exist (classic/registers.js). @type {Record<string, 'termsOfPayments' | 'currencies' | 'costCenters' | 'projects'>} */
const SUPPLIER_REFERENCES = { TermsOfPayment: 'termsOfPayments', Currency: 'currencies', CostCenter: 'costCenters', Project: 'projects' };

/** fortnox_SupplierListItem: the list's fields (Phone is Phone1). */
const LIST_FIELDS = [
	'Active', 'Address1', 'Address2', 'BG', 'BIC', 'BankAccountNumber', 'City', 'CostCenter', 'CountryCode', 'Currency', 'DisablePaymentFile',
	'Email', 'IBAN', 'Name', 'OrganisationNumber', 'PG', 'PreDefinedAccount', 'Project', 'SupplierNumber', 'TermsOfPayment', 'ZipCode',
];

module.exports = { SUPPLIER, SUPPLIER_REFERENCES, LIST_FIELDS };
