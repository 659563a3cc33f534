// @ts-check
'use strict';

/**
 * The fields of a customer as Fortnox's OpenAPI has them (fortnox_Customer), with the defaults a
 * new customer shows; `@url` is the only read-only one. OrganisationNumber takes the 30 characters
 * of fortnox_CustomerListItem (fortnox_Customer states no limit, and the list must be able to show it).
 */

const { text, oneOf, number, integer, boolean, object, required, withDefault, checked } = require('./fields');
const { checkCountry, checkCountryCode } = require('./countries');

const DELIVERY = ['PRINT', 'EMAIL', 'PRINTSERVICE'];
const delivery = oneOf(DELIVERY, 'PRINT');
const template = withDefault(text(), 'DEFAULTTEMPLATE');
const long = text(1024);

/** @type {import('./fields').Schema} */
const CUSTOMER = {
	Active: boolean(true),
	Address1: text(1024, 1),
	Address2: long,
	City: long,
	Comments: long,
	CostCenter: text(),
	Country: checked(text(), checkCountry),
	CountryCode: checked(text(2, 2), checkCountryCode),
	Currency: withDefault(text(3, 3), 'SEK'),
	CustomerNumber: long,
	DefaultDeliveryTypes: object({ Invoice: delivery, Offer: delivery, Order: delivery }),
	DefaultTemplates: object({ CashInvoice: template, Invoice: template, Offer: template, Order: template }),
	DeliveryAddress1: long,
	DeliveryAddress2: long,
	DeliveryCity: long,
	DeliveryCountry: long,
	DeliveryCountryCode: text(2, 2),
	DeliveryFax: long,
	DeliveryName: long,
	DeliveryPhone1: long,
	DeliveryPhone2: long,
	DeliveryZipCode: text(10),
	Email: long,
	EmailInvoice: long,
	EmailInvoiceBCC: long,
	EmailInvoiceCC: long,
	EmailOffer: long,
	EmailOfferBCC: long,
	EmailOfferCC: long,
	EmailOrder: long,
	EmailOrderBCC: long,
	EmailOrderCC: long,
	ExternalReference: long,
	Fax: long,
	GLN: text(13, 13),
	GLNDelivery: text(13, 13),
	InvoiceAdministrationFee: text(),
	InvoiceDiscount: number(),
	InvoiceFreight: text(),
	InvoiceRemark: long,
	Name: required(text(1024, 1)),
	OrganisationNumber: text(30),
	OurReference: text(50),
	Phone1: long,
	Phone2: long,
	PriceList: withDefault(text(), 'A'),
	Project: text(),
	SalesAccount: integer(1000, 9999),
	ShowPriceVATIncluded: boolean(),
	TermsOfDelivery: text(),
	TermsOfPayment: text(),
	Type: oneOf(['PRIVATE', 'COMPANY'], 'COMPANY'),
	VATNumber: text(),
	VATType: oneOf(['SEVAT', 'SEREVERSEDVAT', 'EUREVERSEDVAT', 'EUVAT', 'EXPORT'], 'SEVAT'),
	VisitingAddress: text(128),
	VisitingCity: text(128),
	VisitingCountry: text(128),
	VisitingCountryCode: text(2, 2),
	VisitingZipCode: text(10),
	WWW: text(128),
	WayOfDelivery: text(),
	YourReference: text(50),
	ZipCode: text(10),
};

/** Fields naming a register record, which must exist (registers.js). @type {Record<string, 'termsOfPayments' | 'priceLists' | 'currencies' | 'costCenters' | 'projects'>} */
const CUSTOMER_REFERENCES = {
	TermsOfPayment: 'termsOfPayments', PriceList: 'priceLists', Currency: 'currencies', CostCenter: 'costCenters', Project: 'projects',
};

/**
 * What a customer's GET shows as `null` while unset (recorded); the rest show `""`, and so does the
 * list item's every field.
 */
const CUSTOMER_UNSET = [
	'Address1', 'Address2', 'City', 'Comments', 'CostCenter', 'Country', 'CountryCode', 'DeliveryAddress1', 'DeliveryAddress2', 'DeliveryCity',
	'DeliveryCountry', 'DeliveryCountryCode', 'DeliveryFax', 'DeliveryName', 'DeliveryPhone1', 'DeliveryPhone2', 'DeliveryZipCode',
	'ExternalReference', 'Fax', 'GLN', 'GLNDelivery', 'InvoiceAdministrationFee', 'InvoiceFreight', 'Phone1', 'Phone2', 'SalesAccount',
	'VisitingAddress', 'VisitingCity', 'VisitingCountry', 'VisitingCountryCode', 'VisitingZipCode', 'ZipCode',
];

/** The Swedish name Fortnox gives Country from CountryCode (recorded for SE; other codes are left as given). */
const COUNTRY_NAMES = { SE: 'Sverige' };

module.exports = { CUSTOMER, CUSTOMER_REFERENCES, CUSTOMER_UNSET, COUNTRY_NAMES };
