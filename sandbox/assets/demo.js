// @ts-check
'use strict';

/**
 * The demo company's asset register (demo-data.js): two asset types on the BAS accounts the
 * Assets node's hints name (asset, accumulated depreciation, depreciation cost), no assets yet.
 */

/** @type {Array<[string, string, number, number, number]>} Number, Description and the three accounts */
const TYPES = [
	['INV', 'Inventarier och verktyg', 1220, 1229, 7832],
	['DATA', 'Datorer', 1250, 1259, 7835],
];

/** @param {import('../tenants').Tenant} tenant */
function seedAssetsDemo(tenant) {
	const { types } = tenant.assets;
	for (const [Number, Description, AccountAssetId, AccountDepreciationId, AccountValueLossId] of TYPES) {
		types.push({ Id: types.length + 1, Number, Description, Notes: '', Type: null, AccountAssetId, AccountDepreciationId, AccountValueLossId });
	}
}

module.exports = { seedAssetsDemo };
