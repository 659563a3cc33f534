// @ts-check
'use strict';

/**
 * What the sales bodies need beyond classic/fields.js: lists of objects (rows, Labels, WriteOffs),
 * and that what a document or row names exists: register records (registers.js), stock points
 * (the warehouse's), labels.
 */

const { badRequest, ServiceError, CODES } = require('../errors');
const { checkReferences } = require('../classic/registers');
const { findStockPoint } = require('../warehouse/stock-points');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {Record<string, keyof typeof import('../classic/registers').REGISTERS>} References */

/** @type {References} */
const HEAD_REFERENCES = {
	TermsOfPayment: 'termsOfPayments', PriceList: 'priceLists', Currency: 'currencies', CostCenter: 'costCenters', Project: 'projects',
};
/** @type {References} */
const ROW_REFERENCES = { CostCenter: 'costCenters', Project: 'projects', Unit: 'units' };

/**
 * The objects of a list field, each read by `read`; an error names the element ("InvoiceRows[2]: …").
 * @template T
 * @param {unknown} value @param {string} field @param {(item: Record<string, unknown>) => T} read
 * @returns {T[]}
 */
function readList(value, field, read) {
	if (!Array.isArray(value)) throw badRequest(SALES_CODES.NOT_A_LIST, `${field} must be an array.`);
	return value.map((item, i) => {
		const label = `${field}[${i}]`;
		if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(CODES.NOT_OBJECT, `${label} must be an object.`);
		try {
			return read(item);
		} catch (error) {
			if (error instanceof ServiceError) error.message = `${label}: ${error.message}`;
			throw error;
		}
	});
}

/** @param {Tenant} tenant @param {Record<string, unknown>} fields */
function checkStockPoints(tenant, fields) {
	for (const field of ['StockPointCode', 'StockPointId']) {
		const value = fields[field];
		if (typeof value === 'string' && value !== '' && !findStockPoint(tenant.warehouse, value)) {
			throw badRequest(SALES_CODES.STOCK_POINT_UNKNOWN, `${field} ${value} is not a stock point (/api/warehouse/stockpoints-v1).`);
		}
	}
}

/** A document's references, among fields just read. @param {Tenant} tenant @param {Record<string, unknown>} fields */
function checkHeadReferences(tenant, fields) {
	checkReferences(tenant, fields, HEAD_REFERENCES);
	checkStockPoints(tenant, fields);
}

/** A row's references. @param {Tenant} tenant @param {Record<string, unknown>} row */
function checkRowReferences(tenant, row) {
	checkReferences(tenant, row, ROW_REFERENCES);
	checkStockPoints(tenant, row);
}

/** Labels: [{Id}] of the tenant's labels (/3/labels). @param {Tenant} tenant @param {unknown} value */
const readLabels = (tenant, value) =>
	readList(value, 'Labels', (item) => {
		const Id = item.Id;
		if (!tenant.labels.some((l) => l.Id === Id)) throw badRequest(SALES_CODES.LABEL_UNKNOWN, `label ${String(Id)} does not exist (/3/labels).`);
		return { Id };
	});

module.exports = { readList, checkHeadReferences, checkRowReferences, readLabels };
