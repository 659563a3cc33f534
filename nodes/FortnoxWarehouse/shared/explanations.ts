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
};
