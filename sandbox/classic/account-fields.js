// @ts-check
'use strict';

/** Validation of Account bodies (create and update). */

const { badRequest, CODES } = require('../errors');
const v = require('./validate');
const { checkReference } = require('./registers');

const SETTINGS = ['ALLOWED', 'MANDATORY', 'NOTALLOWED'];
const WRITABLE = [
	'Active', 'BalanceBroughtForward', 'CostCenter', 'CostCenterSettings', 'Description', 'Number',
	'Project', 'ProjectSettings', 'SRU', 'TransactionInformation', 'TransactionInformationSettings', 'VATCode',
];
/** Read-only fields: accepted in a body and ignored. */
const IGNORED = ['@url', 'Url', 'BalanceCarriedForward', 'Year'];

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').Account} Account */

/**
 * Validates the writable fields present in `input` and returns them normalised.
 * Nothing is applied here, so a failing body leaves the state untouched.
 * @param {Tenant} tenant
 * @param {Record<string, unknown>} wrapped the object inside {"Account": …}
 * @returns {Partial<Account>}
 */
function accountChanges(tenant, wrapped) {
	const input = v.onlyFields(wrapped, WRITABLE, IGNORED);
	/** @type {Partial<Account>} */
	const out = {};
	if ('Number' in input) out.Number = accountNumber(input.Number);
	if ('Description' in input) out.Description = v.stringValue('Description', input.Description, { max: 200, required: true });
	if ('Active' in input) out.Active = v.booleanValue('Active', input.Active);
	if ('BalanceBroughtForward' in input) out.BalanceBroughtForward = v.numberValue('BalanceBroughtForward', input.BalanceBroughtForward);
	if ('CostCenter' in input) out.CostCenter = reference(tenant, 'costCenters', 'CostCenter', input.CostCenter);
	if ('Project' in input) out.Project = reference(tenant, 'projects', 'Project', input.Project);
	for (const f of /** @type {const} */ (['CostCenterSettings', 'ProjectSettings', 'TransactionInformationSettings'])) {
		if (f in input) out[f] = v.enumValue(f, input[f], SETTINGS);
	}
	if ('SRU' in input) out.SRU = sru(input.SRU);
	if ('TransactionInformation' in input) {
		out.TransactionInformation = v.stringValue('TransactionInformation', input.TransactionInformation, { max: 100 });
	}
	if ('VATCode' in input) out.VATCode = input.VATCode === null || input.VATCode === '' ? null : v.stringValue('VATCode', input.VATCode);
	return out;
}

/** @param {unknown} value @returns {number} */
function accountNumber(value) {
	const n = v.integerValue('Number', value);
	if (n < 1000 || n > 9999) throw badRequest(CODES.ACCOUNT_NUMBER_INVALID, `Number must have 4 digits (1000–9999): ${n}`);
	return n;
}

/** SRU: 4 or 5 digits; null, "" or 0 clear it (stored as 0). @param {unknown} value */
function sru(value) {
	if (value === null || value === '' || value === 0) return 0;
	const n = v.integerValue('SRU', value);
	if (n < 1000 || n > 99999) throw badRequest(CODES.SRU_INVALID, `SRU must have 4 or 5 digits: ${n}`);
	return n;
}

/**
 * A reference to an existing cost center / project; null or "" clear it.
 * @param {Tenant} tenant @param {'costCenters' | 'projects'} register @param {string} field @param {unknown} value
 */
function reference(tenant, register, field, value) {
	const s = v.stringValue(field, value);
	checkReference(tenant, register, field, s);
	return s;
}

module.exports = { accountChanges, accountNumber };
