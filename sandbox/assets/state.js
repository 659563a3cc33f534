// @ts-check
'use strict';

/**
 * The fixed-asset register of a tenant (tenant.assets, typed in types.d.ts): asset types, assets
 * with their history and book value, and the files of the archive connected to assets.
 */

/** @typedef {import('./types').SandboxAsset} Asset */
/** @typedef {import('./types').SandboxAssetType} AssetType */

/** @returns {import('./types').SandboxAssetsState} */
const createAssetsState = () => ({ types: [], assets: [], nextAssetId: 1, nextEventId: 1, connections: [] });

module.exports = { createAssetsState };
