// @ts-check
'use strict';

/**
 * The classic API's error codes for purchasing (suppliers, supplier invoices, their payments).
 * Fortnox publishes almost none of them, so these are the sandbox's own (but ACCOUNT_UNKNOWN,
 * Fortnox's 2001304 from its Errors page), one per distinct case, in
 * a block of their own (2009300–2009349) beside sandbox/errors.js's CODES, which the purchasing
 * routes use for what they share with other records (field checks, registers, query parameters,
 * SUPPLIER_NOT_FOUND). Listed in docs/sandbox.md ("Purchasing").
 */
const PURCHASING_CODES = Object.freeze({
	SUPPLIER_EXISTS: 2009300,
	SUPPLIER_UNKNOWN: 2009301,
	ACCOUNT_UNKNOWN: 2001304,
	UNBALANCED: 2009303,
	ROW_AMOUNT: 2009304,
	NUMBER_IN_USE: 2009306,
	BOOKED: 2009310,
	CANCELLED: 2009311,
	NOT_BOOKED: 2009312,
	CREDITED: 2009313,
	IS_CREDIT: 2009314,
	APPROVED: 2009315,
	NOTHING_TO_PAY: 2009316,
	PAYMENT_BOOKED: 2009320,
	PAYMENT_EXCEEDS_BALANCE: 2009321,
	INVOICE_NOT_FOUND: 2009330,
	PAYMENT_NOT_FOUND: 2009331,
});

module.exports = { PURCHASING_CODES };
