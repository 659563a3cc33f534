import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { isUnset, numberIn } from '../shared/transport/representation';

/** How a version of this form begins: one without it was digested by an earlier release from the record as Fortnox wrote it. */
const PLAIN = 'p:';

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * A record in one writing of what Fortnox writes several ways, so two reads of an unchanged record
 * agree: numbers as numbers ("1", "1.00" and 1 alike), unset fields left out (null, "" and absent
 * alike), fields in one order.
 */
function plain(value: unknown): unknown {
	if (Array.isArray(value)) return value.map((entry) => (isUnset(entry) ? null : plain(entry)));
	if (value !== null && typeof value === 'object') {
		const fields = value as IDataObject;
		return Object.fromEntries(
			Object.keys(fields)
				.sort()
				.filter((name) => !isUnset(fields[name]))
				.map((name) => [name, plain(fields[name])]),
		);
	}
	return numberIn(value) ?? value;
}

/** A record's version: a digest of all its fields as values, so any change (and only a change) makes a new one. */
export const versionOf = (record: IDataObject): string => PLAIN + digest(plain(record));

/**
 * Whether a record read now, at `version`, is still the one the memory held at `before`. A version
 * an earlier release kept is told by that release's digest, so an upgrade neither fires every known
 * record as updated nor misses one that changed.
 */
export const unchangedSince = (before: string | undefined, version: string | undefined, record: IDataObject | undefined): boolean =>
	before === version || (before !== undefined && record !== undefined && !before.startsWith(PLAIN) && before === digest(record));
