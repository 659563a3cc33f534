import type { Explanations } from '../transport/errors';

/**
 * The warehouse's documented error codes in plain words. The codes are unique across the
 * warehouse, so every warehouse request carries the whole table; the service's own message and
 * code still follow in the error's description.
 */
export const WAREHOUSE_EXPLANATIONS: Explanations = {
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
	// Purchase orders and incoming goods. Fortnox documents no codes for them; these are the sandbox's, named after what went wrong.
	purchase_order_received: 'The purchase order is already received in full: nothing remains to receive or complete',
	has_released_incoming_goods:
		'Incoming goods against this purchase order are released, so Fortnox will not void the order. Void those incoming goods first, or complete the order instead',
	purchase_order_row_in_use:
		'Incoming goods already receive this purchase order row: it cannot be removed or change its item. Keep the row (give its ID) and change only its quantity or price',
	missing_supplier_email:
		"The supplier has no e-mail address in Fortnox, so the order cannot be e-mailed. Add one to the supplier, or use Send with a Receiver",
	unknown_purchase_order: 'A row names a purchase order that does not exist. Check the Purchase Order ID of the rows',
	unknown_purchase_order_row: 'A row names a purchase order row (or an item) that the purchase order does not have. Check the rows against the order',
	purchase_order_voided: 'The purchase order is voided: no goods can be received against it',
	supplier_mismatch:
		'The rows receive purchase orders of another supplier than the one given. One incoming goods document is for one supplier: split the rows, or leave Supplier empty to take the order\'s',
	document_not_released: 'The incoming goods are not released yet. Release them first (stock rises then), then complete them',
	document_is_completed: 'The incoming goods are completed: their bookkeeping is final, so they can no longer be completed again, voided or changed',
	matched_to_supplier_invoice:
		'The incoming goods are matched to a supplier invoice, so Fortnox will not void them. Undo the match on the supplier invoice first',
	invalid_completion_date:
		'The completion date must lie between the day the incoming goods were released and today, both included. Choose a date in that window',
};
