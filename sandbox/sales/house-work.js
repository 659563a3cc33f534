// @ts-check
'use strict';

/**
 * House work (ROT, RUT, green technology) on invoices, orders and offers, as Fortnox documents it
 * ("Updates in Tax Reduction", Fortnox's developer blog; the OpenAPI's TaxReductionType and
 * HouseWorkType), and the tax reduction the document shows:
 * - a row with HouseWork true or a HouseWorkType needs the document's TaxReductionType rot, rut or
 *   green; every typed row's type belongs to it (OTHERCOSTS, material and travel, goes with any, but
 *   not on a row marked HouseWork: recorded 400 2002980);
 *   a document with a tax-reduction type is in SEK; COOKING and TUTORING, which the offer schema
 *   still lists, are refused with Fortnox's message (their reduction has ended);
 * - a row of an article marked Housework takes the article's HouseworkType unless it says itself;
 * - the reduction, at the rates of the OpenAPI's Recurring-API_TaxReductionArticleType (ROT 30 %,
 *   RUT 50 %, green: SOLARCELLS 20 %, STORAGESELFPRODUCEDELECTRICITY and
 *   CHARGINGSTATIONELECTRICVEHICLE 50 %), of each work row's total with VAT: BasisTaxReduction is
 *   those totals' sum, TaxReduction the reduction in whole kronor (rounded toward 0, as Skatteverket
 *   pays whole kronor), TotalToPay = Total − TaxReduction. A row without a type counts at the
 *   document's ROT or RUT rate. The yearly ceiling per buyer is the applications' matter, not the
 *   document's (sandbox reading).
 */

const { badRequest } = require('../errors');
const { round } = require('./values');
const { SALES_CODES } = require('./errors');

/** @type {Record<string, { reduction: 'rot' | 'rut' | 'green', rate: number }>} */
const WORK = {};
for (const type of ['CONSTRUCTION', 'ELECTRICITY', 'GLASSMETALWORK', 'GROUNDDRAINAGEWORK', 'MASONRY', 'PAINTINGWALLPAPERING', 'HVAC']) WORK[type] = { reduction: 'rot', rate: 0.3 };
for (const type of ['CLEANING', 'TEXTILECLOTHING', 'SNOWPLOWING', 'GARDENING', 'BABYSITTING', 'OTHERCARE', 'MOVINGSERVICES', 'ITSERVICES',
	'MAJORAPPLIANCEREPAIR', 'FURNISHING', 'HOMEMAINTENANCE', 'TRANSPORTATIONSERVICES', 'WASHINGANDCAREOFCLOTHING']) WORK[type] = { reduction: 'rut', rate: 0.5 };
WORK.SOLARCELLS = { reduction: 'green', rate: 0.2 };
WORK.STORAGESELFPRODUCEDELECTRICITY = { reduction: 'green', rate: 0.5 };
WORK.CHARGINGSTATIONELECTRICVEHICLE = { reduction: 'green', rate: 0.5 };
/** @type {Record<string, number>} */
const DOCUMENT_RATE = { rot: 0.3, rut: 0.5 };
const ENDED = ['COOKING', 'TUTORING'];
const GREEN_WORK_TYPES = Object.keys(WORK).filter((type) => WORK[type].reduction === 'green');

/** @typedef {Record<string, any>} Row */

/** @param {Row} row */
const isHouseWork = (row) => row.HouseWork === true || Boolean(row.HouseWorkType);

/**
 * Refuses what Fortnox refuses of a document's house work.
 * @param {import('./kinds').Kind} kind @param {Record<string, any>} head @param {Row[]} rows
 */
function checkHouseWork(kind, head, rows) {
	const type = head.TaxReductionType ?? 'none';
	rows.forEach((row) => {
		if (ENDED.includes(row.HouseWorkType)) throw badRequest(SALES_CODES.HOUSE_WORK_ENDED, 'Skattereduktion för den valda typen av husarbete har upphört.');
		if (row.HouseWork === true && row.HouseWorkType === 'OTHERCOSTS') {
			throw badRequest(SALES_CODES.HOUSE_WORK_OTHER_COSTS, 'Kan inte sätta typen övrig kostnad på en rad markerad som husarbete.');
		}
		if (!isHouseWork(row)) return;
		if (type === 'none') {
			throw badRequest(SALES_CODES.HOUSE_WORK_WITHOUT_TYPE, 'Dokument utan angiven skattereduktionstyp får inte innehålla artikelrader med husarbetestyp.');
		}
		const work = WORK[row.HouseWorkType];
		if (work && work.reduction !== type) {
			throw badRequest(SALES_CODES.HOUSE_WORK_MIXED, `Dokument med skattereduktionstypen '${type}' får inte innehålla rader med husarbetestypen '${row.HouseWorkType}'.`);
		}
	});
	if (type !== 'none' && head.Currency !== 'SEK') {
		throw badRequest(SALES_CODES.HOUSE_WORK_CURRENCY, `A ${kind.name} with tax reduction (${type}) must be in SEK, not ${head.Currency}.`);
	}
}

/**
 * BasisTaxReduction, TaxReduction and TotalToPay of a document whose row totals are set.
 * @param {Record<string, any>} head @param {Row[]} rows @param {(vat: number) => number} withVat what a row total of this VAT rate is multiplied by to include VAT
 */
function applyTaxReduction(head, rows, withVat) {
	let basis = 0;
	let reduction = 0;
	for (const row of rows) {
		if (row.HouseWork !== true || row.HouseWorkType === 'OTHERCOSTS') continue;
		const rate = WORK[row.HouseWorkType]?.rate ?? DOCUMENT_RATE[head.TaxReductionType] ?? 0;
		const total = row.Total * withVat(row.VAT);
		basis += total;
		reduction += total * rate;
	}
	head.BasisTaxReduction = round(basis);
	head.TaxReduction = Math.trunc(round(reduction));
	head.TotalToPay = round(head.Total - head.TaxReduction);
}

module.exports = { checkHouseWork, applyTaxReduction, GREEN_WORK_TYPES };
