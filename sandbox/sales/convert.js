// @ts-check
'use strict';

/** Making one document from another: order → invoice, offer → order or invoice, invoice → credit invoice. */

const { writeDocument } = require('./documents');

/** @typedef {import('./kinds').Kind} Kind */
/** @typedef {import('./documents').Doc} Doc */

/** Head fields that belong to one document: not copied when another is made from it. */
const OWN = ['DocumentNumber', 'OCR', 'InvoiceDate', 'OrderDate', 'OfferDate', 'DueDate', 'ExpireDate', 'EmailInformation', 'CreditInvoiceReference'];
/** Row quantities: the new document sets its own from the old one's. */
const QUANTITIES = ['DeliveredQuantity', 'OrderedQuantity', 'Quantity'];

/**
 * A new document of kind `to` made from `doc` (order → invoice, offer → order or invoice, an
 * invoice → its credit invoice with `sign` −1): the head fields both kinds have but the old
 * document's own, Remarks unless its CopyRemarks is false, its labels and its rows; an invoice
 * takes an order row's DeliveredQuantity, the others the row's quantity.
 * @param {import('../tenants').Tenant} tenant @param {Kind} from @param {Doc} doc @param {Kind} to @param {number} now @param {1 | -1} [sign]
 */
function convert(tenant, from, doc, to, now, sign = 1) {
	/** @param {Record<string, unknown>} source @param {string[]} fields */
	const copy = (source, fields) => Object.fromEntries(fields.map((f) => [f, source[f]]));
	const shared = Object.keys(to.head).filter((f) => Object.hasOwn(from.head, f) && !OWN.includes(f) && !(f === 'Remarks' && doc.head.CopyRemarks === false));
	const head = copy(doc.head, shared);
	const rowFields = Object.keys(to.row).filter((f) => Object.hasOwn(from.row, f) && f !== 'RowId' && !QUANTITIES.includes(f));
	const rows = doc.rows.map((row) => ({
		...copy(row, rowFields),
		[to.quantity]: sign * (from.name === 'order' ? row.DeliveredQuantity : row[from.quantity]),
		...(row.DiscountType === 'AMOUNT' ? { Discount: sign * row.Discount } : {}),
	}));
	if (sign < 0) Object.assign(head, { Freight: -doc.head.Freight, AdministrationFee: -doc.head.AdministrationFee });
	return writeDocument(tenant, to, { ...head, Labels: doc.head.Labels, [to.rows]: rows }, now);
}

module.exports = { convert };
