// @ts-check
'use strict';

/**
 * The query parameters of the sales lists that are not searches (list-query.js's `match`): codes
 * and enumerations compared whole (ignoring case), booleans, date bounds, labels, rows. A value
 * that does not fit is a 400, as list-query.js answers for its own parameters. What every sales
 * list names (the OpenAPI lists them for invoices, orders and offers alike) is in `documentList`.
 */

const { badRequest, CODES } = require('../errors');
const { isDate } = require('../dates');

/** @typedef {import('./documents').Doc} Doc */
/** @typedef {import('./kinds').Kind} Kind */
/** @typedef {(value: string) => (doc: Doc) => boolean} Match */

/** @param {string} name @param {string} value @param {string} allowed */
const invalid = (name, value, allowed) => badRequest(CODES.INVALID_PARAMETER, `Invalid parameter ${name}: ${value} (allowed: ${allowed}).`);

/** @param {(doc: Doc) => string} field @returns {Match} */
const equalsText = (field) => (value) => (doc) => field(doc).toLowerCase() === value.toLowerCase();

/** @param {string} name @param {(doc: Doc) => boolean} field @returns {Match} */
const flag = (name, field) => (value) => {
	if (value !== 'true' && value !== 'false') throw invalid(name, value, 'true, false');
	return (doc) => field(doc) === (value === 'true');
};

/**
 * A bound on a date field (inclusive); a record without the date is outside.
 * @param {string} name @param {'from' | 'to'} side @param {(doc: Doc) => string} field @returns {Match}
 */
const dateBound = (name, side, field) => (value) => {
	if (!isDate(value)) throw invalid(name, value, 'YYYY-MM-DD');
	return (doc) => field(doc) !== '' && (side === 'from' ? field(doc) >= value : field(doc) <= value);
};

/** Documents with a row whose field contains the value, ignoring case. @param {string} field @returns {Match} */
const anyRow = (field) => (value) => (doc) => doc.rows.some((row) => String(row[field]).toLowerCase().includes(value.toLowerCase()));

/** Documents carrying the label (its Id, or its description whole, ignoring case). @param {Array<{ Id: number, Description: string }>} labels @returns {Match} */
const hasLabel = (labels) => (value) => {
	const ids = labels.filter((l) => String(l.Id) === value || l.Description.toLowerCase() === value.toLowerCase()).map((l) => l.Id);
	return (doc) => doc.head.Labels.some((/** @type {{ Id: number }} */ l) => ids.includes(l.Id));
};

/**
 * The ListSpec parts every sales list has: searches, code and flag matches, dates on the document
 * date, labels, lastmodified.
 * @param {Kind} kind @param {Array<{ Id: number, Description: string }>} labels the tenant's
 * @returns {import('../classic/list-query').ListSpec<Doc> & { search: Record<string, (doc: Doc) => string>, match: Record<string, Match> }}
 */
const documentList = (kind, labels) => ({
	search: {
		customername: (d) => d.head.CustomerName, customernumber: (d) => d.head.CustomerNumber, documentnumber: (d) => d.head.DocumentNumber,
		ourreference: (d) => d.head.OurReference, yourreference: (d) => d.head.YourReference,
	},
	match: {
		costcenter: equalsText((d) => d.head.CostCenter), project: equalsText((d) => d.head.Project), label: hasLabel(labels),
		fromdate: dateBound('fromdate', 'from', (d) => d.head[kind.date]), todate: dateBound('todate', 'to', (d) => d.head[kind.date]),
		sent: flag('sent', (d) => d.head.Sent), notcompleted: flag('notcompleted', (d) => d.head.NotCompleted),
	},
	modifiedAt: (d) => d.modifiedAt,
});

module.exports = { documentList, equalsText, flag, dateBound, anyRow, invalid };
