import type { IDataObject } from 'n8n-workflow';

import { asStored } from '../../../shared/operations/stored-value';

/**
 * The field the package adds to an asset: its book value summed from Fortnox's `History`. Fortnox
 * has no book value field (fortnox_Asset lists none), so the name says it is the package's sum.
 */
export const COMPUTED_BOOK_VALUE = 'computedBookValue';

/** One event of the history and the book value after it. */
interface EventValue {
	historyId: number | null;
	eventId: number | null;
	date: string;
	change: number | null;
	bookValue: number | null;
}

/**
 * A History `Amount` in öre, rounded as Fortnox stores decimals (half away from zero, in decimal:
 * 1.005 is 1.01): text such as "-2921", "1000.50" or "1 000,50" (Fortnox's OpenAPI types
 * it as text), or a number; empty is no change; anything else, unknown.
 */
function changeInOre(amount: unknown): number | undefined {
	const text = typeof amount === 'number' ? String(amount) : String(amount ?? '').replace(/\s/g, '').replace(',', '.');
	if (text === '') return 0;
	const value = Number(text);
	if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) || !Number.isFinite(value)) return undefined;
	// asStored rounds in decimal; the product only needs the float's last bit rounded away.
	return Math.round(asStored(value) * 100) || 0;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The book value after each event of an asset's `History`, in the order Fortnox recorded them (by
 * event Id, else as listed): the running sum of the events' `Amount`s, each the signed change of
 * the book value (the acquisition adds its value; depreciation, write-downs, sales and scrapping
 * take away; a write-up adds). Summed in whole öre, so 0.10 + 0.20 is 0.30 exactly. After an `Amount` that is
 * not a number the value is unknown: null from there on. No history, no value.
 */
export function bookValueOfHistory(history: unknown): { bookValue: number | null; events: EventValue[] } {
	const entries = Array.isArray(history) ? [...(history as IDataObject[])] : [];
	if (entries.every((entry) => typeof entry.Id === 'number')) entries.sort((a, b) => (a.Id as number) - (b.Id as number));
	let ore: number | undefined = 0;
	const events = entries.map((entry): EventValue => {
		const change = changeInOre(entry.Amount);
		ore = ore === undefined || change === undefined ? undefined : ore + change;
		return {
			historyId: numberOrNull(entry.Id),
			eventId: numberOrNull(entry.EventId),
			date: String(entry.Date ?? ''),
			change: change === undefined ? null : change / 100,
			bookValue: ore === undefined ? null : ore / 100,
		};
	});
	return { bookValue: events.at(-1)?.bookValue ?? null, events };
}

/** The asset as Fortnox gave it, with the package's book value beside its fields. */
export const withBookValue = (asset: IDataObject): IDataObject => ({ ...asset, [COMPUTED_BOOK_VALUE]: bookValueOfHistory(asset.History) });
