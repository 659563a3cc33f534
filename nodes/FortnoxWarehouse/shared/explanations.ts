import type { Explanations } from '../../shared/transport/errors';

/**
 * The warehouse's documented error codes in plain words. The codes are unique across the
 * warehouse, so every warehouse request carries the whole table; the service's own message and
 * code still follow in the error's description.
 */
export const WAREHOUSE_EXPLANATIONS: Explanations = {
	403:
		'Fortnox refused access to the warehouse. Check two things: that the Warehouse (Lager) module is activated for the company, and that the token has the "warehouse" scope (for OAuth2, add warehouse to the credential\'s Scope and reconnect)',
	referenceTypeNotAllowed:
		'This document type name is reserved by Fortnox for its own documents (in any mix of case, dashes and underscores). Choose another name',
	alreadyexists: 'A stock point with this code already exists. Choose another code, or use Update on the existing stock point',
	duplicatestocklocations: 'Two stock locations share a code. Each stock location of a stock point needs a code of its own',
	void_linked_outbound:
		'Outbound documents have already taken stock that this inbound document brought in, so Fortnox will not void it. Turn on Force to void it anyway: stock may then become negative',
	cannot_release_later_than_current_date:
		"The document's date is in the future. Fortnox releases a document only on or after its date: change the date or release it later",
	document_is_voided: 'The document is voided: it can no longer be released or changed',
	period_locked:
		'The date falls in a locked bookkeeping period. Use a date after the locked period, or unlock the period in Fortnox',
	cannot_modify_released_document:
		'The document is released and locked: only its note may still change (use the Update Note operation)',
	// Production order release (the codes Fortnox documents for it, in capitals).
	PRODUCTION_DATE_IS_EMPTY:
		'The production order has no production date, and Fortnox releases it only once it has one. Set Production Date (Update) to the day the goods were produced, today or earlier, and release again',
	CANNOT_RELEASE_AFTER_CURRENT_DATE:
		"The production date is in the future. Fortnox releases a production order only on or after its production date: change the date, or release it later",
	DOCUMENT_IS_VOIDED: 'The document is voided: it can no longer be released or changed',
	DOCUMENT_IS_RELEASED:
		'The document is already released and locked: it cannot be released again or changed. Only its note can still change (Update Note)',
	DOCUMENT_NOT_FULLY_RESERVED:
		'Not all package items of the production order are reserved: for at least one, less is reserved than the production needs. Set Production State to Reserved (Update), or bring the missing package items into stock at the outbound stock point first, then release again',
};
