// @ts-check
'use strict';

/**
 * The classic API's error codes for bookkeeping and files (vouchers, voucher series, archive,
 * file connections, new financial years, accruals). Fortnox publishes almost none of them: one is a code
 * integrators report (2001897, fewer than two voucher rows), ACCOUNT_UNKNOWN is Fortnox's 2001304
 * (Errors page), the others are the sandbox's own,
 * one per distinct case, in a block of their own (2009350–2009399) beside sandbox/errors.js's
 * CODES, which these routes use for what they share with other records (field checks, invalid
 * query parameters, a number already in use). Listed in docs/sandbox.md.
 */
const BOOKKEEPING_CODES = Object.freeze({
	TOO_FEW_ROWS: 2001897,
	SERIES_UNKNOWN: 2009350,
	SERIES_NOT_MANUAL: 2009351,
	UNBALANCED: 2009352,
	ACCOUNT_UNKNOWN: 2001304,
	ACCOUNT_INACTIVE: 2009354,
	DATE_OUTSIDE_YEAR: 2009355,
	NO_YEAR_FOR_DATE: 2009356,
	YEAR_MISMATCH: 2009357,
	VOUCHER_NOT_FOUND: 2009360,
	SERIES_NOT_FOUND: 2009361,
	ARCHIVE_NOT_FOUND: 2009365,
	FILE_UNKNOWN: 2009366,
	CONNECTION_NOT_FOUND: 2009367,
	SUPPLIER_INVOICE_UNKNOWN: 2009368,
	VOUCHER_UNKNOWN: 2009369,
	ARTICLE_UNKNOWN: 2009370,
	ALREADY_CONNECTED: 2009371,
	ASSET_UNKNOWN: 2009372,
	YEAR_OVERLAPS: 2009375,
	YEAR_NOT_CONTIGUOUS: 2009376,
	YEAR_LENGTH: 2009377,
	YEAR_BOUNDS: 2009378,
	SIE_TYPE_UNKNOWN: 2009380,
	ACCRUAL_NOT_FOUND: 2009385,
	ACCRUAL_DOCUMENT_UNKNOWN: 2009386,
	ACCRUAL_EXISTS: 2009387,
	ACCRUAL_DATES: 2009388,
});

module.exports = { BOOKKEEPING_CODES };
