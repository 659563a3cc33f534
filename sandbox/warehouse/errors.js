// @ts-check
'use strict';

/**
 * Errors of the warehouse API: {error, id, message}, id a fresh UUID per answer.
 *
 * | error                                  | HTTP | origin  | case                                                        |
 * |----------------------------------------|------|---------|-------------------------------------------------------------|
 * | referenceTypeNotAllowed                | 400  | spec    | custom document type is a reserved name (any case/-/_ form) |
 * | alreadyexists                          | 400  | spec    | stock point code exists                                     |
 * | duplicatestocklocations                | 400  | spec    | two stock locations in one body share a code                |
 * | void_linked_outbound                   | 400  | spec    | void of a released inbound with connected outbounds, no force |
 * | cannot_release_later_than_current_date | 400  | spec    | release of a document dated after "today"                   |
 * | document_is_voided                     | 400  | spec    | release, void, update (PUT, PATCH, save) of a voided document |
 * | period_locked                          | 400  | spec    | release date or void date on/before the locked period end   |
 * | cannot_modify_released_document        | 400  | spec    | PUT/save of a released document (manual, custom, incoming goods, production order); PUT and void of a released stock transfer; change or void of a completed stock taking |
 * | invalid_request                        | 400  | sandbox | body: not JSON, missing/unknown field, wrong type, limits   |
 * | invalid_parameter                      | 400  | sandbox | path or query value: id, type pattern, limit, offset, state, date, force |
 * | unknown_item                           | 400  | sandbox | a row names an item that does not exist                     |
 * | unknown_stock_point                    | 400  | sandbox | a row or head names a stock point that does not exist       |
 * | unknown_stock_location                 | 400  | sandbox | location unknown, not in the row's stock point, or none to default to |
 * | stockpoint_inactive                    | 400  | sandbox | a document row uses an inactive stock point                 |
 * | stockpoint_in_use                      | 400  | sandbox | delete of a stock point with stock, reservations or document rows |
 * | stocklocation_in_use                   | 400  | sandbox | PUT of a stock point drops a location that is in use        |
 * | category_mismatch                      | 400  | sandbox | custom type exists with the other category                  |
 * | document_is_released                   | 400  | sandbox | release of an already released document                     |
 * | insufficient_stock                     | 400  | sandbox | outbound delivery would take more than inStock (no forcedDelivery) |
 * | unknown_supplier                       | 400  | sandbox | supplierNumber of a purchase order or incoming goods unknown |
 * | purchase_order_received                | 400  | sandbox | (dropship) complete of a RECEIVED purchase order            |
 * | has_released_incoming_goods            | 400  | sandbox | void of a purchase order with released incoming goods       |
 * | purchase_order_row_in_use              | 400  | sandbox | PUT drops (or re-items) an order row incoming goods receive |
 * | missing_supplier_email                 | 400  | sandbox | sendpurchaseorders: no supplierEmail, supplier without e-mail |
 * | unknown_purchase_order(_row)           | 400  | sandbox | incoming goods row names a missing order or order row       |
 * | purchase_order_voided                  | 400  | sandbox | incoming goods saved or released for a voided order         |
 * | supplier_mismatch                      | 400  | sandbox | incoming goods rows of several suppliers' orders            |
 * | document_not_released                  | 400  | sandbox | completion of unreleased incoming goods                     |
 * | document_is_completed                  | 400  | sandbox | completion again, or void, of completed incoming goods      |
 * | invalid_completion_date                | 400  | sandbox | completion date outside the release date … today            |
 * | matched_to_supplier_invoice            | 400  | sandbox | void of incoming goods matched to a supplier invoice        |
 * | PRODUCTION_DATE_IS_EMPTY, CANNOT_RELEASE_AFTER_CURRENT_DATE, DOCUMENT_IS_VOIDED, DOCUMENT_IS_RELEASED,
 * |   DOCUMENT_NOT_FULLY_RESERVED          | 400  | spec    | production order release (in this order); DOCUMENT_IS_VOIDED also for its void, PUT, PATCH |
 * | no_bill_of_materials                   | 400  | sandbox | production order for an item without package items          |
 * | stock_point_required                   | 400  | sandbox | production order stock points missing while several are active |
 * | stock_taking_not_started               | 400  | sandbox | release of a stock taking in planning                       |
 * | date_required                          | 400  | sandbox | stock taking PUT with state started and no date             |
 * | state_not_allowed                      | 400  | sandbox | stock taking PUT with state completed or voided             |
 * | same_stock_location                    | 400  | sandbox | a stock transfer row's from and to are the same place       |
 * | version_conflict                       | 409  | sandbox | PUT of a stock transfer with another version than its current |
 * | unauthorized                           | 401  | sandbox | no valid credentials                                        |
 * | not_found                              | 404  | sandbox | unknown path, stock point, custom type or document          |
 * | payload_too_large                      | 413  | sandbox | body over 50 MB                                             |
 *
 * "spec": named in Fortnox's OpenAPI (openapi/fortnox-openapi-2026-04.json); sources per code in
 * docs/sandbox.md ("Refusals and their codes"). The 403 of scope, module and API licence is the
 * classic ErrorInformation (access.js), not rendered here.
 */

const { randomUUID } = require('node:crypto');

class WarehouseError extends Error {
	/** @param {number} status @param {string} error @param {string} message */
	constructor(status, error, message) {
		super(message);
		this.name = 'WarehouseError';
		this.status = status;
		this.error = error;
	}
}

/** @param {string} error @param {string} message */
const badRequest = (error, message) => new WarehouseError(400, error, message);
/** @param {string} message */
const invalidRequest = (message) => badRequest('invalid_request', message);
/** @param {string} message */
const invalidParameter = (message) => badRequest('invalid_parameter', message);
/** @param {string} message */
/** @param {string} message @param {string} [code] what is missing, where an API names it (file attachments: attachment_not_found …) */
const notFound = (message, code = 'not_found') => new WarehouseError(404, code, message);

/** @param {number} status */
function codeForStatus(status) {
	if (status === 404) return 'not_found';
	if (status === 413) return 'payload_too_large';
	if (status >= 500) return 'internal_error';
	return 'invalid_request';
}

/**
 * Renders a WarehouseError, or a shared ServiceError (invalid JSON, unknown route, body size).
 * @param {any} err @returns {import('../errors').Reply}
 */
function warehouseErrorReply(err) {
	const error = err instanceof WarehouseError ? err.error : codeForStatus(err.status);
	return { status: err.status, json: { error, id: randomUUID(), message: err.message } };
}

/** @returns {import('../errors').Reply} */
const unauthorizedReply = () =>
	warehouseErrorReply(new WarehouseError(401, 'unauthorized', 'Invalid login: the access token, client secret or bearer token is wrong or expired.'));

module.exports = { WarehouseError, badRequest, invalidRequest, invalidParameter, notFound, warehouseErrorReply, unauthorizedReply };
