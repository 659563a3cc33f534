// @ts-check
'use strict';

/**
 * The classic API's error codes of the fixed-asset register. Fortnox publishes none of them but
 * ACCOUNT_UNKNOWN (2001304, its Errors page): the others are the sandbox's own, one per distinct case, in a block of their own (2009450–2009479) beside
 * sandbox/errors.js's CODES, which these routes use for field checks. Listed in docs/sandbox.md.
 */
const ASSET_CODES = Object.freeze({
	ASSET_NOT_FOUND: 2009450,
	TYPE_NOT_FOUND: 2009451,
	TYPE_UNKNOWN: 2009452,
	TYPE_ID_TAKEN: 2009453,
	TYPE_IN_USE: 2009454,
	NUMBER_IN_USE: 2009455,
	ACCOUNT_UNKNOWN: 2001304,
	DATES_OUT_OF_ORDER: 2009457,
	VALUE_OUT_OF_RANGE: 2009458,
	ASSET_ENDED: 2009459,
	NOT_DEPRECIABLE: 2009460,
	NOTHING_DUE: 2009461,
	DATE_BEFORE_ACQUISITION: 2009462,
	BELOW_ZERO: 2009463,
	OPENING_VALUE_LOCKED: 2009464,
	NO_YEAR_FOR_DATE: 2009465,
	ASSET_UNKNOWN: 2009466,
});

module.exports = { ASSET_CODES };
