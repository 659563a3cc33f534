// @ts-check
'use strict';

/**
 * Order documents: which types are available now, their content, and multipart uploads.
 *
 * Stock orders follow the spec's availability table. "In ABORTED only if already generated /
 * created" and "SENT_TO_BV or any later status" are read through `generatedDocuments`: a type
 * counts as generated once it was available in some earlier status of the order.
 * Start orders (the spec leaves availability open): the four formation documents exist from
 * acceptance on, in every status but UNKNOWN; RegistrationCertificate once COMPLETED;
 * BankCertificate only once uploaded.
 */

const { problem } = require('./problem');
const { readFormData } = require('../http');
const { pdf } = require('../pdf');
const { isDate } = require('../dates');
const { DOCUMENT_TYPES, UPLOAD_TYPES } = require('./state');

/** @typedef {import('./state').StockRecord} StockRecord */
/** @typedef {import('./state').StartRecord} StartRecord */
/** @typedef {import('./state').StoredDocument} StoredDocument */
/** @typedef {import('./state').OrderKind} OrderKind */

const ACTIVE = ['ACCEPTED', 'SENT_TO_BV', 'COMPLETED'];
const WITH_ABORTED = [...ACTIVE, 'ABORTED'];
const SENT_OR_LATER = ['SENT_TO_BV', 'COMPLETED', 'ABORTED'];
/** Statuses in which a stock order takes (and shows) a LiquidityCertificate upload. */
const UPLOAD_STATUSES = ACTIVE;

/**
 * Stock rules per type: `in` statuses where it is available; `generatedIn` further statuses
 * where it stays available once generated; `any` every status; `emission` emission orders only;
 * `uploaded` only after an upload.
 * @type {Record<string, { in?: string[], generatedIn?: string[], any?: boolean, emission?: boolean, uploaded?: boolean }>}
 */
const STOCK_RULES = {
	LiquidityCertificate: { uploaded: true },
	RegistrationCertificate: { in: ['COMPLETED', 'ABORTED'] },
	MemorandumOfAssociation: { in: ACTIVE, generatedIn: ['ABORTED'] },
	ArticlesOfAssociation: { in: WITH_ABORTED },
	MinutesOfAnExtraordinaryGeneralMeeting: { in: WITH_ABORTED },
	MinutesOfABoardMeeting: { in: WITH_ABORTED },
	BankPowerOfAttorney: { in: ACTIVE, generatedIn: ['ABORTED'] },
	GeneralPowerOfAttorney: { in: SENT_OR_LATER, generatedIn: ['DENIED_BY_BANK'] },
	SubscriptionList: { any: true, emission: true },
	BoardsProposal: { any: true, emission: true },
	RegistrationNotification: { any: true },
	SignedDocumentCollection: { in: SENT_OR_LATER },
};

const START_FORMATION = ['ACCEPTED', 'COMPLETED', 'ABORTED', 'DENIED', 'CANCELLED'];
/** @type {Record<string, { in?: string[], uploaded?: boolean }>} */
const START_RULES = {
	RegistrationCertificate: { in: ['COMPLETED'] },
	MemorandumOfAssociation: { in: START_FORMATION },
	BankPowerOfAttorney: { in: START_FORMATION },
	GeneralPowerOfAttorney: { in: START_FORMATION },
	BankCertificate: { uploaded: true },
	ArticlesOfAssociation: { in: START_FORMATION },
};

/**
 * Stock types a status makes available, uploads aside.
 * @param {StockRecord} order @param {string} [status] default: the order's status
 */
function stockStatusTypes(order, status = order.status) {
	return DOCUMENT_TYPES.filter((type) => {
		const rule = STOCK_RULES[type];
		if (!rule || rule.uploaded) return false;
		if (rule.emission && !order.emission) return false;
		return rule.any || (rule.in || []).includes(status) ||
			((rule.generatedIn || []).includes(status) && order.generatedDocuments.has(type));
	});
}

/**
 * Records what a status generated (call after every status change of a stock order).
 * @param {StockRecord} order @param {string} [status] default: the order's status
 */
function noteGenerated(order, status = order.status) {
	for (const type of stockStatusTypes(order, status)) order.generatedDocuments.add(type);
}

/**
 * Document types available now, in DocumentType order.
 * @param {OrderKind} kind @param {StockRecord | StartRecord} order @param {Map<string, StoredDocument> | undefined} uploads
 * @returns {string[]}
 */
function availableTypes(kind, order, uploads) {
	if (kind === 'stock') {
		const byStatus = new Set(stockStatusTypes(/** @type {StockRecord} */ (order)));
		const liquidity = uploads && uploads.has('LiquidityCertificate') && UPLOAD_STATUSES.includes(order.status);
		return DOCUMENT_TYPES.filter((t) => byStatus.has(t) || (t === 'LiquidityCertificate' && liquidity));
	}
	return DOCUMENT_TYPES.filter((type) => {
		const rule = START_RULES[type];
		if (!rule) return false;
		return rule.uploaded ? Boolean(uploads && uploads.has(type)) : (rule.in || []).includes(order.status);
	});
}

/**
 * Base64 content of an available document: the uploaded bytes, or a small generated PDF.
 * @param {OrderKind} kind @param {StockRecord | StartRecord} order @param {string} type
 * @param {Map<string, StoredDocument> | undefined} uploads
 */
function documentContent(kind, order, type, uploads) {
	if (!DOCUMENT_TYPES.includes(type)) {
		throw problem(400, `Unknown document type ${type}; allowed: ${DOCUMENT_TYPES.join(', ')}.`);
	}
	if (!availableTypes(kind, order, uploads).includes(type)) {
		throw problem(404, `Document ${type} is not available for order ${order.id} in status ${order.status}.`);
	}
	const uploaded = uploads && uploads.get(type);
	const name = String(order.company_information && order.company_information.name);
	const bytes = uploaded ? uploaded.bytes : pdf(`${type}.pdf`, `${type} - order ${order.id} - ${name}`).bytes;
	return { content: bytes.toString('base64') };
}

/**
 * Reads a multipart upload: file (required), type (required, one of `accepted`),
 * document_in_effect_date (YYYY-MM-DD, default `today`).
 * @param {any} ctx @param {string[]} accepted @param {string} today YYYY-MM-DD
 * @param {string} uploadedAt ISO timestamp
 * @returns {Promise<StoredDocument>}
 */
async function readUpload(ctx, accepted, today, uploadedAt) {
	const form = await readFormData(ctx);
	if (!form) throw problem(400, 'Expected a multipart/form-data body with the parts file, type and document_in_effect_date.');
	const file = form.get('file');
	if (!file || typeof file === 'string') throw problem(400, 'The part file (binary) is required.');
	const type = form.get('type');
	if (typeof type !== 'string' || type === '') throw problem(400, 'The part type is required.');
	if (!UPLOAD_TYPES.includes(type)) throw problem(400, `type must be one of ${UPLOAD_TYPES.join(', ')} (${type}).`);
	if (!accepted.includes(type)) throw problem(400, `This order accepts uploads of type ${accepted.join(', ')} only (${type}).`);
	const rawDate = form.get('document_in_effect_date');
	const inEffectDate = typeof rawDate === 'string' && rawDate !== '' ? rawDate : today;
	if (!isDate(inEffectDate)) throw problem(400, `document_in_effect_date must be a date YYYY-MM-DD (${inEffectDate}).`);
	return {
		type,
		fileName: (file.name || '').split(/[\\/]/).pop() || 'document',
		contentType: file.type || 'application/octet-stream',
		bytes: Buffer.from(await file.arrayBuffer()),
		inEffectDate,
		uploadedAt,
	};
}

module.exports = { availableTypes, noteGenerated, documentContent, readUpload, UPLOAD_STATUSES };
