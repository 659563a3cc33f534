import type { SandboxFileConnection } from '../bookkeeping/types';

/** An asset type: fortnox_AssetType's fields; the account fields hold account numbers. */
export interface SandboxAssetType {
	Id: number;
	Number: string;
	Description: string;
	Notes: string;
	Type: number | null;
	AccountAssetId: number | null;
	AccountDepreciationId: number | null;
	AccountValueLossId: number | null;
}

/** One line of an asset's History. */
export interface SandboxAssetEvent {
	Id: number;
	/** the kind of event (EVENTS in assets/index.js) */
	EventId: number;
	Date: string;
	/** the change of the book value, signed, as text as Fortnox's OpenAPI types it */
	Amount: string;
	Notes: string;
	VoucherNumber: number | null;
	VoucherSeries: string;
	VoucherYear: number | null;
}

/** An asset: fortnox_Asset's fields, its status by StatusId, and its book value (not a field Fortnox shows: its history sums to it). */
export interface SandboxAsset {
	Id: number;
	Number: string;
	Description: string;
	TypeId: number;
	AcquisitionDate: string;
	AcquisitionStart: string;
	AcquisitionValue: number;
	DepreciateToResidualValue: number;
	DepreciationFinal: string;
	DepreciatedTo: string;
	ManualOb: number;
	/** 1 Not active, 2 Active, 3 Fully depreciated, 4 Sold, 5 Scrapped, 6 Voided */
	StatusId: string;
	VoidDate: string;
	History: SandboxAssetEvent[];
	bookValue: number;
	[field: string]: unknown;
}

/** The fixed-asset register of a tenant. */
export interface SandboxAssetsState {
	types: SandboxAssetType[];
	assets: SandboxAsset[];
	nextAssetId: number;
	nextEventId: number;
	connections: Array<SandboxFileConnection & { AssetId: string }>;
}
