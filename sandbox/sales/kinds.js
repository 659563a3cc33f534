// @ts-check
'use strict';

/**
 * The three sales documents as Fortnox's OpenAPI describes them. Writable fields: the write
 * schemas (fortnox_InvoicePayload; for orders and offers, whose routes name the full schema,
 * fortnox_OrderPayloadV2 / fortnox_OfferPayloadV2, which list exactly the fields Fortnox does not
 * compute), read with classic/fields.js; the lists among them (rows, Labels) are read by
 * documents.js. What fortnox_Invoice / _Order / _Offer show beyond them is computed: accepted and
 * ignored on input. Everything else (rows, totals, actions) is shared and reads these tables.
 * A limit that one variant of a schema states holds in all of them (the write schemas leave some
 * out): an invoice row's Description takes at most 255 characters (fortnox_Invoice_InvoiceRow), an
 * invoice's PaymentWay is CASH, CARD or AG (fortnox_Invoice).
 */

const { text, oneOf, number, integer, boolean, date, object, required, withDefault, defaults, checked } = require('../classic/fields');
const { checkCountry } = require('../classic/countries');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../classic/fields').Schema} Schema */

const num = number(0);
const bool = boolean();
const DISCOUNT_TYPE = oneOf(['AMOUNT', 'PERCENT'], 'PERCENT');
const TAX_REDUCTION = oneOf(['none', 'rot', 'rut', 'green'], 'none');
/** @param {string} names space-separated */
const words = (names) => oneOf(names.split(' '));
/** EmailInformation; only the invoice's schema limits subject and body. @param {number} [subject] @param {number} [body] */
const email = (subject, body) => object({
	EmailAddressBCC: text(), EmailAddressCC: text(), EmailAddressFrom: text(), EmailAddressTo: text(), EmailBody: text(body), EmailSubject: text(subject),
});

/**
 * The house-work types of invoice and order rows: the invoice row's OpenAPI list (the order row's
 * lacks HVAC and MAJORAPPLIANCEREPAIR, which the real Fortnox was recorded accepting on orders) and the
 * ended COOKING and TUTORING, which reach house-work.js's recorded 2003157 rather than an enum error.
 */
const HOUSE_WORK_TYPES = words('CONSTRUCTION ELECTRICITY GLASSMETALWORK GROUNDDRAINAGEWORK MASONRY PAINTINGWALLPAPERING HVAC MAJORAPPLIANCEREPAIR MOVINGSERVICES ITSERVICES CLEANING TEXTILECLOTHING SNOWPLOWING GARDENING BABYSITTING OTHERCARE OTHERCOSTS SOLARCELLS STORAGESELFPRODUCEDELECTRICITY CHARGINGSTATIONELECTRICVEHICLE HOMEMAINTENANCE FURNISHING TRANSPORTATIONSERVICES WASHINGANDCAREOFCLOTHING COOKING TUTORING');

/** @type {Schema} */
const INVOICE_ROW = {
	AccountNumber: integer(1000, 9999), ArticleNumber: text(), CostCenter: text(), DeliveredQuantity: num, Description: text(255),
	Discount: num, DiscountType: DISCOUNT_TYPE, HouseWork: bool, HouseWorkHoursToReport: integer(0, 999),
	HouseWorkType: HOUSE_WORK_TYPES,
	Price: num, Project: text(), RowId: integer(), StockPointCode: text(), Unit: text(), VAT: integer(), VATCode: text(),
};

/** @type {Schema} */
const ORDER_ROW = {
	AccountNumber: integer(), ArticleNumber: text(), CostCenter: text(), DeliveredQuantity: num, Description: text(), Discount: num,
	DiscountType: DISCOUNT_TYPE, HouseWork: bool, HouseWorkHoursToReport: integer(),
	HouseWorkType: HOUSE_WORK_TYPES,
	OrderedQuantity: num, Price: num, Project: text(), RowId: integer(), StockPointCode: text(), StockPointId: text(), Unit: text(),
	VAT: number(), VATCode: text(),
};

/** @type {Schema} */
const OFFER_ROW = {
	AccountNumber: integer(), ArticleNumber: text(), CostCenter: text(), Description: text(), Discount: num, DiscountType: DISCOUNT_TYPE,
	HouseWork: bool, HouseWorkHoursToReport: integer(0, 999),
	HouseWorkType: words('CONSTRUCTION ELECTRICITY GLASSMETALWORK GROUNDDRAINAGEWORK MASONRY PAINTINGWALLPAPERING HVAC CLEANING TEXTILECLOTHING COOKING SNOWPLOWING GARDENING BABYSITTING OTHERCARE TUTORING OTHERCOSTS'),
	Price: num, Project: text(), Quantity: num, RowId: integer(), Unit: text(), VAT: integer(), VATCode: text(),
};

/** @type {Schema} */
const INVOICE = {
	Address1: text(), Address2: text(), AdministrationFee: num, City: text(1024), Comments: text(1024), CostCenter: text(), Country: checked(text(), checkCountry),
	CreditInvoiceReference: text(), Currency: withDefault(text(), 'SEK'), CurrencyRate: number(1), CurrencyUnit: integer(undefined, undefined, 1),
	CustomerName: text(), CustomerNumber: required(text()), DeliveryAddress1: text(1024), DeliveryAddress2: text(1024), DeliveryCity: text(1024),
	DeliveryCountry: text(), DeliveryDate: date, DeliveryName: text(1024), DeliveryZipCode: text(1024), DocumentNumber: text(), DueDate: date,
	EDIInformation: object({
		EDIGlobalLocationNumber: text(13), EDIGlobalLocationNumberDelivery: text(13), EDIInvoiceExtra1: text(), EDIInvoiceExtra2: text(),
		EDIOurElectronicReference: text(), EDIYourElectronicReference: text(),
	}),
	EUQuarterlyReport: bool, EmailInformation: email(100, 20000), ExternalInvoiceReference1: text(80), ExternalInvoiceReference2: text(80),
	Freight: num, InvoiceDate: date, InvoiceType: oneOf(['INVOICE', 'AGREEMENTINVOICE', 'INTRESTINVOICE', 'SUMMARYINVOICE', 'CASHINVOICE'], 'INVOICE'),
	Language: oneOf(['SV', 'EN'], 'SV'), NotCompleted: bool, OCR: text(), OurReference: text(50), OutboundDate: date, PaymentWay: oneOf(['CASH', 'CARD', 'AG'], ''),
	Phone1: text(1024), Phone2: text(1024), PriceList: text(), PrintTemplate: text(), Project: text(), Remarks: text(1024),
	TaxReductionType: TAX_REDUCTION, TermsOfDelivery: text(), TermsOfPayment: text(), VATIncluded: bool, WayOfDelivery: text(),
	YourOrderNumber: text(75), YourReference: text(50), ZipCode: text(1024),
};

/** @type {Schema} */
const ORDER = {
	Address1: text(), Address2: text(), AdministrationFee: num, City: text(), Comments: text(), CopyRemarks: bool, CostCenter: text(),
	Country: checked(text(), checkCountry), Currency: withDefault(text(3), 'SEK'), CurrencyRate: number(1), CurrencyUnit: number(1), CustomerName: text(),
	CustomerNumber: required(text()), DeliveryAddress1: text(), DeliveryAddress2: text(), DeliveryCity: text(), DeliveryCountry: text(),
	DeliveryDate: date, DeliveryName: text(), DeliveryState: oneOf(['registration', 'reservation', 'delivery'], 'registration'),
	DeliveryZipCode: text(), DocumentNumber: text(), EmailInformation: email(), ExternalInvoiceReference1: text(), ExternalInvoiceReference2: text(),
	Freight: num, Language: withDefault(text(), 'SV'), NotCompleted: bool, OrderDate: date, OrganisationNumber: text(), OurReference: text(50),
	OutboundDate: date, Phone1: text(), Phone2: text(), PriceList: text(), PrintTemplate: text(), Project: text(), Remarks: text(1024),
	StockPointCode: text(), StockPointId: text(), TaxReductionType: TAX_REDUCTION, TermsOfDelivery: text(), TermsOfPayment: text(),
	VATIncluded: bool, WayOfDelivery: text(), YourOrderNumber: text(75), YourReference: text(50), ZipCode: text(),
};

/** @type {Schema} */
const OFFER = {
	Address1: text(1024), Address2: text(1024), AdministrationFee: num, City: text(1024), Comments: text(1024), CopyRemarks: bool,
	CostCenter: text(), Country: checked(text(), checkCountry), Currency: withDefault(text(), 'SEK'), CurrencyRate: number(1), CurrencyUnit: integer(undefined, undefined, 1),
	CustomerName: text(), CustomerNumber: required(text()), DeliveryAddress1: text(1024), DeliveryAddress2: text(1024), DeliveryCity: text(1024),
	DeliveryCountry: text(), DeliveryDate: date, DeliveryName: text(1024), DeliveryZipCode: text(), DocumentNumber: text(), EmailInformation: email(),
	ExpireDate: date, Freight: num, Language: withDefault(text(), 'SV'), NotCompleted: bool, OfferDate: date, OrganisationNumber: text(),
	OurReference: text(), Phone1: text(), Phone2: text(), PriceList: text(), PrintTemplate: text(), Project: text(), Remarks: text(),
	TaxReductionType: TAX_REDUCTION, TermsOfDelivery: text(), TermsOfPayment: text(), VATIncluded: bool, WayOfDelivery: text(),
	YourReference: text(), YourReferenceNumber: text(), ZipCode: text(),
};

/**
 * A contract's rows (fortnox_Contract_InvoiceRow): the invoice's quantity, VAT typed as a number; an
 * article on each (the OpenAPI requires it; contracts.js checks).
 * @type {Schema}
 */
const CONTRACT_ROW = {
	AccountNumber: integer(1000, 9999), ArticleNumber: text(), CostCenter: text(), DeliveredQuantity: num, Description: text(),
	Discount: num, DiscountType: DISCOUNT_TYPE, HouseWork: bool, HouseWorkHoursToReport: integer(), HouseWorkType: text(), Price: num,
	Project: text(), RowId: integer(), Unit: text(), VAT: number(),
};

/** A contract (fortnox_Contract) less what follows from its invoices and template (contracts.js). @type {Schema} */
const CONTRACT = {
	Active: boolean(true), AdministrationFee: num, Comments: text(1024), Continuous: bool, ContractDate: date, ContractLength: integer(1, 9999),
	CostCenter: text(), Currency: withDefault(text(), 'SEK'), CustomerName: text(), CustomerNumber: required(text()), DocumentNumber: text(),
	EmailInformation: email(), ExternalInvoiceReference1: text(), ExternalInvoiceReference2: text(), Freight: num, InvoiceDiscount: num,
	InvoiceInterval: integer(1, 9999, 1), Language: oneOf(['SV', 'EN'], 'SV'), OurReference: text(25), PeriodEnd: required(date), PeriodStart: date,
	PriceList: text(), PrintTemplate: text(), Project: text(), Remarks: text(1024), TaxReductionType: TAX_REDUCTION, TemplateNumber: integer(),
	TermsOfDelivery: text(), TermsOfPayment: text(), VatIncluded: bool, WayOfDelivery: text(), YourOrderNumber: text(75), YourReference: text(),
};

/** Head fields every kind computes (totals.js and the actions keep them). */
const COMPUTED = {
	AdministrationFeeVAT: 0, BasisTaxReduction: 0, Cancelled: false, ContributionPercent: 0, ContributionValue: 0, FreightVAT: 0,
	Gross: 0, HouseWork: false, Net: 0, RoundOff: 0, Sent: false, TaxReduction: 0, Total: 0, TotalToPay: 0, TotalVAT: 0,
};
/** Row fields every kind computes. */
const ROW_COMPUTED = ['ContributionPercent', 'ContributionValue', 'Cost', 'Total'];

/**
 * @typedef {object} Kind
 * @property {'invoice' | 'order' | 'offer' | 'contract'} name
 * @property {'invoices' | 'orders' | 'offers' | 'contracts'} collection  path segment and state key
 * @property {string} single     JSON wrapper of one document
 * @property {string} plural     JSON key of the list
 * @property {string} rows       the rows' field
 * @property {string} quantity   the row quantity its total counts
 * @property {string} date       the document date
 * @property {string} title      the document's Swedish name, for PDFs and e-mails
 * @property {string} mailField  the customer's e-mail field for this kind (+ CC, BCC)
 * @property {number} notFoundCode
 * @property {string} [notFoundText]  its message where the real one was recorded
 * @property {Schema} head       writable fields but the lists (rows, Labels)
 * @property {Schema} row        writable row fields
 * @property {string[]} rowComputed  row fields accepted and ignored
 * @property {Record<string, unknown>} start  a new document before its body and customer apply
 * @property {string[]} computed head fields accepted and ignored: what a document shows beyond its writable fields
 * @property {string[]} listFields the list item's fields (fortnox_…ListItem, less the "@url" link)
 * @property {string[]} unset      fields a GET shows as null while unset (unset.js; recorded for invoices and orders, an offer as an order)
 * @property {string[]} listUnset  the list item's
 */

/** Unset in every recorded document: the delivery date and the e-mail's sender and copies. */
const UNSET = ['DeliveryDate', 'EmailInformation.EmailAddressFrom', 'EmailInformation.EmailAddressCC', 'EmailInformation.EmailAddressBCC'];

/**
 * @param {Omit<Kind, 'start' | 'computed' | 'unset' | 'listUnset'> & { shows: Record<string, unknown>, unset?: string[], listUnset?: string[] }} spec
 *   what the document shows beyond `head` @returns {Kind}
 */
function kind({ shows, unset = [], listUnset = [], ...spec }) {
	const all = { ...COMPUTED, ...shows };
	return { ...spec, unset: [...UNSET, ...unset], listUnset, start: { ...defaults(spec.head), Labels: [], ...all }, computed: ['@url', '@urlTaxReductionList', ...Object.keys(all)] };
}

const KINDS = {
	invoice: kind({
		name: 'invoice', collection: 'invoices', single: 'Invoice', plural: 'Invoices', rows: 'InvoiceRows', quantity: 'DeliveredQuantity',
		date: 'InvoiceDate', title: 'Faktura', mailField: 'EmailInvoice', notFoundCode: SALES_CODES.INVOICE_NOT_FOUND, notFoundText: 'Kan inte hitta fakturan.',
		head: INVOICE, row: INVOICE_ROW, rowComputed: [...ROW_COMPUTED, 'PriceExcludingVAT', 'TotalExcludingVAT'],
		shows: {
			AccountingMethod: 'ACCRUAL', Balance: 0, Booked: false, ContractReference: null, Credit: 'false', FinalPayDate: '', InvoicePeriodEnd: '',
			InvoicePeriodReference: '', InvoicePeriodStart: '', InvoiceReference: '', LastRemindDate: '', NoxFinans: false, OfferReference: '', OrderReference: '',
			OrganisationNumber: '', Reminders: 0, TimeBasisReference: null, VoucherNumber: null, VoucherSeries: '', VoucherYear: null,
			WarehouseReady: false,
		},
		listFields: ['Balance', 'Booked', 'Cancelled', 'CostCenter', 'Currency', 'CurrencyRate', 'CurrencyUnit', 'CustomerName', 'CustomerNumber',
			'DocumentNumber', 'DueDate', 'ExternalInvoiceReference1', 'ExternalInvoiceReference2', 'FinalPayDate', 'InvoiceDate', 'InvoiceType',
			'NoxFinans', 'OCR', 'Project', 'Sent', 'TermsOfPayment', 'Total', 'VoucherNumber', 'VoucherSeries', 'VoucherYear', 'WayOfDelivery'],
		unset: [
			'EDIInformation.EDIGlobalLocationNumber', 'EDIInformation.EDIGlobalLocationNumberDelivery', 'EDIInformation.EDIInvoiceExtra1',
			'EDIInformation.EDIInvoiceExtra2', 'EDIInformation.EDIOurElectronicReference', 'EDIInformation.EDIYourElectronicReference',
			'FinalPayDate', 'LastRemindDate', 'VoucherSeries', 'InvoiceRows[].StockPointCode', 'InvoiceRows[].VATCode',
		],
		listUnset: ['FinalPayDate', 'VoucherSeries'],
	}),
	order: kind({
		name: 'order', collection: 'orders', single: 'Order', plural: 'Orders', rows: 'OrderRows', quantity: 'OrderedQuantity',
		date: 'OrderDate', title: 'Order', mailField: 'EmailOrder', notFoundCode: SALES_CODES.ORDER_NOT_FOUND, notFoundText: 'Kan inte hitta ordern.',
		head: ORDER, row: ORDER_ROW, rowComputed: [...ROW_COMPUTED, 'ReservedQuantity'],
		shows: { InvoiceReference: '', OfferReference: '', OrderType: 'Order', TimeBasisReference: null, WarehouseReady: false },
		listFields: ['Cancelled', 'Currency', 'CustomerName', 'CustomerNumber', 'DeliveryDate', 'DocumentNumber', 'ExternalInvoiceReference1',
			'ExternalInvoiceReference2', 'OrderDate', 'OrderType', 'Project', 'Sent', 'Total'],
		unset: ['StockPointCode', 'StockPointId', 'OrderRows[].StockPointCode', 'OrderRows[].StockPointId'],
		listUnset: ['DeliveryDate'],
	}),
	offer: kind({
		name: 'offer', collection: 'offers', single: 'Offer', plural: 'Offers', rows: 'OfferRows', quantity: 'Quantity',
		date: 'OfferDate', title: 'Offert', mailField: 'EmailOffer', notFoundCode: SALES_CODES.OFFER_NOT_FOUND,
		head: OFFER, row: OFFER_ROW, rowComputed: ROW_COMPUTED,
		shows: { InvoiceReference: '', OrderReference: '' },
		listFields: ['Cancelled', 'Currency', 'CustomerName', 'CustomerNumber', 'DocumentNumber', 'OfferDate', 'Project', 'Sent', 'Total'],
		listUnset: ['DeliveryDate'],
	}),
	// Its own routes and list (contracts.js); the length is whole invoice intervals (a sandbox reading).
	contract: kind({
		name: 'contract', collection: 'contracts', single: 'Contract', plural: 'Contracts', rows: 'InvoiceRows', quantity: 'DeliveredQuantity',
		date: 'ContractDate', title: 'Avtal', mailField: 'EmailInvoice', notFoundCode: SALES_CODES.CONTRACT_NOT_FOUND,
		head: CONTRACT, row: CONTRACT_ROW, rowComputed: [...ROW_COMPUTED, 'PriceExcludingVAT', 'TotalExcludingVAT'],
		shows: { InvoicesRemaining: '0', LastInvoiceDate: '', TemplateName: '' },
		listFields: [],
	}),
};

module.exports = { KINDS };
