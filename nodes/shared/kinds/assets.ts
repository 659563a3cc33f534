import type { ClassicKind } from './classic';

/**
 * The fixed-asset register (Fortnox's "Anläggningsregister"). An asset is numbered by its Id, the
 * GivenNumber of its paths; Fortnox answers one asset in `Assets` (its OpenAPI's Asset_Single) and
 * takes one in `Asset`. Its list declares no search.
 */
export const ASSETS: ClassicKind = { path: '/3/assets', single: 'Assets', request: 'Asset', plural: 'Assets', numberField: 'Id', noun: 'asset', nameField: 'Description' };

/** Asset types: how a kind of asset is booked (its accounts). Answered in `Type`, sent in `AssetType`. */
export const ASSET_TYPES: ClassicKind = {
	path: '/3/assets/types',
	single: 'Type',
	request: 'AssetType',
	plural: 'Types',
	numberField: 'Id',
	wholeNumber: true,
	noun: 'asset type',
	nameField: 'Description',
};

/** Files of the archive connected to assets; a connection is created and answered without a wrapper. */
export const ASSET_FILE_CONNECTIONS = { path: '/3/assetfileconnections', plural: 'AssetFileConnections' };

/** The assets due for depreciation up to a date: `{path}/{ToDate}`. */
export const ASSET_DEPRECIATIONS = '/3/assets/depreciations';

/** Depreciates assets up to a date and books the vouchers. */
export const ASSET_DEPRECIATE = '/3/assets/depreciate';

/** The actions on one asset, each at `/3/assets/{action}/{GivenNumber}` with its body in `Asset`. */
export const ASSET_ACTIONS = {
	changeOpeningValue: 'changeob',
	scrap: 'scrap',
	sell: 'sell',
	writeDown: 'writedown',
	writeUp: 'writeup',
} as const;
