import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { hiddenIn, NOT_PERMITTED } from '../shared/transport/hidden-values';
import { isUnset, numberIn } from '../shared/transport/representation';

/** How a version of this form begins: one without it was digested by an earlier release from the record as Fortnox wrote it. */
const PLAIN = 'p:';
/** What follows a version's digest when values were hidden from the user: their places. */
const HIDDEN = '~';

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The places of the values a read hid from the user (`ContributionValue`, `InvoiceRows.0.ContributionValue`). */
function hiddenPlaces(value: unknown, at = ''): string[] {
	if (Array.isArray(value)) return value.flatMap((entry, k) => hiddenPlaces(entry, `${at}${k}.`));
	if (value === null || typeof value !== 'object') return [];
	const fields = value as IDataObject;
	return [...hiddenIn(fields).map((name) => `${at}${name}`), ...Object.keys(fields).flatMap((name) => hiddenPlaces(fields[name], `${at}${name}.`))];
}

/**
 * A record in one writing of what Fortnox writes several ways, so two reads of an unchanged record
 * agree: numbers as numbers ("1", "1.00" and 1 alike), unset fields left out (null, "" and absent
 * alike), fields in one order; and without the values at the places `leftOut` (hidden from the user).
 */
function plain(value: unknown, leftOut: ReadonlySet<string>, at = ''): unknown {
	if (Array.isArray(value)) return value.map((entry, k) => (isUnset(entry) ? null : plain(entry, leftOut, `${at}${k}.`)));
	if (value !== null && typeof value === 'object') {
		const fields = value as IDataObject;
		return Object.fromEntries(
			Object.keys(fields)
				.sort()
				.filter((name) => !isUnset(fields[name]) && name !== NOT_PERMITTED && !leftOut.has(`${at}${name}`))
				.map((name) => [name, plain(fields[name], leftOut, `${at}${name}.`)]),
		);
	}
	return numberIn(value) ?? value;
}

const digestLeaving = (record: IDataObject, places: string[]) => PLAIN + digest(plain(record, new Set(places)));

/**
 * A record's version: a digest of all its fields as values, so any change (and only a change) makes
 * a new one. The values hidden from the user are left out, and their places follow the digest.
 */
export function versionOf(record: IDataObject): string {
	const hidden = hiddenPlaces(record).sort();
	return digestLeaving(record, hidden) + (hidden.length ? HIDDEN + hidden.join(',') : '');
}

/**
 * Whether a record read now, at `version`, is still the one the memory held at `before`. A value
 * hidden then and shown now (the user's right came back) is no change: the record is compared without
 * it. One shown then and hidden now is, as its value then cannot be compared. A version an earlier
 * release kept is told by that release's digest, so an upgrade neither fires every known record as
 * updated nor misses one that changed.
 */
export function unchangedSince(before: string | undefined, version: string | undefined, record: IDataObject | undefined): boolean {
	if (before === version) return true;
	if (before === undefined || record === undefined) return false;
	if (!before.startsWith(PLAIN)) return before === digest(record);
	const [kept, places] = before.split(HIDDEN);
	const hiddenThen = places ? places.split(',') : [];
	return hiddenThen.length > 0 && hiddenPlaces(record).every((place) => hiddenThen.includes(place)) && kept === digestLeaving(record, hiddenThen);
}
