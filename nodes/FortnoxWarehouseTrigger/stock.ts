import type { IDataObject } from 'n8n-workflow';

/**
 * What the trigger remembers of the stock levels: for which stock point and level it watches
 * (`scope`), and the items that were below that level at the last poll. An item is reported when it
 * is below and was not; it is forgotten once it is back at or above the level, so the next fall
 * reports it again.
 */
export interface StockCursor {
	scope: string;
	below: string[];
}

export interface StockSettings {
	stockPointCode: string;
	/** Empty: every item. */
	itemIds: string[];
	threshold: number;
}

/** A changed stock point or level is a new watch: its first poll starts afresh. */
export const stockScope = (settings: StockSettings) => `${settings.stockPointCode.toUpperCase()}|${settings.threshold}`;

/** The balance records (item × stock point) that are below the level, of the watched stock point and items. */
export function belowThreshold(records: IDataObject[], settings: StockSettings): IDataObject[] {
	const code = settings.stockPointCode.toUpperCase();
	const watched = new Set(settings.itemIds);
	return records.filter(
		(record) =>
			String(record.stockPointCode ?? '').toUpperCase() === code &&
			(watched.size === 0 || watched.has(String(record.itemId))) &&
			Number(record.availableStock ?? 0) < settings.threshold,
	);
}

/** The records that crossed below since `cursor` (all below ones when there is none), and the cursor that remembers them. */
export function stockCrossings(
	below: IDataObject[],
	cursor: StockCursor | undefined,
	scope: string,
): { crossed: IDataObject[]; cursor: StockCursor } {
	const before = new Set(cursor?.scope === scope ? cursor.below : []);
	return {
		crossed: below.filter((record) => !before.has(String(record.itemId))),
		cursor: { scope, below: below.map((record) => String(record.itemId)) },
	};
}
