// @ts-check
'use strict';

/**
 * The classic API's error codes for sales documents (invoices, orders, offers, invoice payments).
 * Fortnox publishes almost none of them, so these are the sandbox's own, one per distinct case,
 * in a block of their own (2009200–2009299) beside sandbox/errors.js's CODES, which the sales
 * routes use for what they share with other records (the field checks of classic/fields.js,
 * references to registers, invalid query parameters). Listed in sandbox/README.md.
 */
const SALES_CODES = Object.freeze({
	CUSTOMER_UNKNOWN: 2009200,
	ARTICLE_UNKNOWN: 2009201,
	NUMBER_IN_USE: 2009202,
	VAT_NOT_ALLOWED: 2009203,
	LABEL_UNKNOWN: 2009204,
	STOCK_POINT_UNKNOWN: 2009205,
	ROW_UNKNOWN: 2009206,
	NOT_A_LIST: 2009207,
	BOOKED: 2009210,
	CANCELLED: 2009211,
	NOT_BOOKED: 2009212,
	CREDITED: 2009213,
	NO_EMAIL_ADDRESS: 2009214,
	NO_GLN: 2009215,
	CONVERTED: 2009216,
	WAREHOUSE_READY: 2009217,
	INSUFFICIENT_STOCK: 2009218,
	WAREHOUSE_OFF: 2009219,
	NO_REMINDER: 2009220,
	PAYMENT_BOOKED: 2009221,
	PAYMENT_EXCEEDS_BALANCE: 2009222,
	HOUSE_WORK_WITHOUT_TYPE: 2009223,
	HOUSE_WORK_MIXED: 2009224,
	HOUSE_WORK_CURRENCY: 2009225,
	HOUSE_WORK_ENDED: 2009226,
	TAX_REDUCTION_DOCUMENT: 2009227,
	TAX_REDUCTION_OVER: 2009228,
	PERSONNUMMER_INVALID: 2009229,
	INVOICE_NOT_FOUND: 2009230,
	ORDER_NOT_FOUND: 2009231,
	OFFER_NOT_FOUND: 2009232,
	PAYMENT_NOT_FOUND: 2009233,
	TAX_REDUCTION_NOT_FOUND: 2009234,
});

module.exports = { SALES_CODES };
