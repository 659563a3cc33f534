import type { IDataObject } from 'n8n-workflow';

/** What Fortnox writes in place of a value the user may not see (recorded 2024: an invoice's ContributionPercent and ContributionValue). */
export const NO_RIGHT = 'API_NORIGHT';

/** The key that lists, on the object that holds them, the names of the values the user may not see. */
export const NOT_PERMITTED = 'notPermitted';

const isPlainObject = (value: unknown): value is IDataObject =>
	value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** Whether an answer holds a value the user may not see, anywhere. */
function holdsHidden(value: unknown): boolean {
	if (Array.isArray(value)) return value.some(holdsHidden);
	if (!isPlainObject(value)) return false;
	return Object.values(value).some((field) => field === NO_RIGHT || holdsHidden(field));
}

function withNulls(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withNulls);
	if (!isPlainObject(value)) return value;
	const hidden = Object.keys(value).filter((name) => value[name] === NO_RIGHT);
	const shown = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, field === NO_RIGHT ? null : withNulls(field)]));
	return hidden.length ? { ...shown, [NOT_PERMITTED]: hidden } : shown;
}

/**
 * An answer as data: each value Fortnox hid from the user (`API_NORIGHT`) is `null`, and its name is
 * listed under `notPermitted` on the object that holds it (an invoice's `notPermitted:
 * ["ContributionPercent", "ContributionValue"]`, a row's on the row). Text in place of a number is
 * never taken for the number; the list tells a value hidden from one that is empty.
 */
export function withoutHiddenValues<T>(body: T): T {
	return holdsHidden(body) ? (withNulls(body) as T) : body;
}

/** The names of the values of `record` the user may not see. */
export const hiddenIn = (record: IDataObject | undefined): string[] =>
	Array.isArray(record?.[NOT_PERMITTED]) ? (record[NOT_PERMITTED] as unknown[]).map(String) : [];
