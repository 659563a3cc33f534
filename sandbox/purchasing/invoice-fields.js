// @ts-check
'use strict';

/**
 * The writable fields of a supplier invoice and its rows as Fortnox's OpenAPI has them
 * (fortnox_SupplierInvoice, fortnox_SupplierInvoice_SupplierInvoiceRow), with their defaults.
 * The amounts the OpenAPI types as strings (Total, VAT, AdministrationFee, Freight, RoundOffValue,
 * CurrencyRate) are read as numbers or numeric strings, kept as numbers and shown as strings.
 */

const { text, oneOf, number, integer, boolean, date, required, withDefault } = require('../classic/fields');

/** @type {import('../classic/fields').Schema} */
const INVOICE = {
	AccountingMethod: oneOf(['ACCRUAL', 'CASH'], 'ACCRUAL'),
	AdministrationFee: number(0),
	Comments: text(1000),
	CostCenter: text(),
	Currency: text(3),
	CurrencyRate: number(),
	CurrencyUnit: number(),
	DisablePaymentFile: boolean(),
	DueDate: date,
	ExternalInvoiceNumber: text(),
	ExternalInvoiceSeries: text(),
	Freight: number(0),
	GivenNumber: text(),
	InvoiceDate: date,
	InvoiceNumber: text(64),
	OCR: text(),
	OurReference: text(50),
	Project: text(),
	RoundOffValue: number(0),
	SalesType: oneOf(['STOCK', 'SERVICE']),
	SupplierNumber: required(text()),
	Total: number(),
	VAT: number(),
	VATType: oneOf(['NORMAL', 'EUINTERNAL', 'REVERSE'], 'NORMAL'),
	YourReference: text(50),
};

/** What an invoice shows beyond its writable fields (Fortnox sets them). */
const SHOWS = {
	Balance: 0, Booked: false, Cancelled: false, Credit: false, CreditReference: 0, FinalPayDate: '', PaymentPending: false, SupplierName: '',
	VoucherNumber: null, VoucherSeries: '', VoucherYear: null, Vouchers: [],
};
const READ_ONLY = ['@url', ...Object.keys(SHOWS)];

/** The head fields shown as strings, as the OpenAPI types them. */
const AS_TEXT = ['AdministrationFee', 'Balance', 'CurrencyRate', 'Freight', 'RoundOffValue', 'Total', 'VAT'];

/** @type {import('../classic/fields').Schema} */
const ROW = {
	Account: required(integer(1000, 9999)),
	ArticleNumber: text(),
	Code: oneOf(['TOT', 'VAT', 'FRT', 'AFE', 'ROV', 'CND', 'CNC', 'PRD', 'PRC', 'SRD', 'SRC', 'PRE', 'GWB', 'ACC'], ''),
	CostCenter: text(),
	Credit: number(),
	CreditCurrency: number(),
	Debit: number(),
	DebitCurrency: number(),
	ItemDescription: text(),
	Price: number(),
	Project: text(),
	Quantity: withDefault(integer(), null),
	StockLocationCode: text(),
	StockPointCode: text(),
	Total: number(),
	TransactionInformation: text(100),
	Unit: text(),
};
const ROW_READ_ONLY = ['AccountDescription'];

/** fortnox_SupplierInvoiceListItem's fields (Cancel is the invoice's Cancelled, AuthorizerName who approved its payment). */
const LIST_FIELDS = [
	'Balance', 'Booked', 'CostCenter', 'Credit', 'Currency', 'CurrencyRate', 'CurrencyUnit', 'DueDate', 'ExternalInvoiceNumber',
	'ExternalInvoiceSeries', 'FinalPayDate', 'GivenNumber', 'InvoiceDate', 'InvoiceNumber', 'Project', 'SupplierName', 'SupplierNumber', 'Total', 'Vouchers',
];

module.exports = { INVOICE, SHOWS, READ_ONLY, AS_TEXT, ROW, ROW_READ_ONLY, LIST_FIELDS };
