import type { IDataObject } from 'n8n-workflow';

import type { FieldSchema, SchemaName } from '../schema/schemas';
import { SCHEMAS } from '../schema/schemas';
import { hiddenIn } from '../transport/hidden-values';
import { isUnset, numberIn } from '../transport/representation';

/**
 * The decimals Fortnox keeps of a decimal number (the OpenAPI's `number`, format double, with no
 * scale stated anywhere in the document): two, as the real service was recorded storing row prices
 * and delivered quantities (1.123 and 1.125 come back 1.12 and 1.13) and an article's quantity in
 * stock. An `integer` is kept as sent.
 */
const STORED_DECIMALS = 2;

/** A number as Fortnox stores a decimal: rounded half away from zero, in decimal (1.125 → 1.13, 1.005 → 1.01). */
export function asStored(value: number): number {
	// Shifting by the exponent of its text, not by multiplying, keeps 1.005 from becoming 100.49999….
	const [digits, exponent = '0'] = String(Math.abs(value)).split('e');
	return (Math.sign(value) * Math.round(Number(`${digits}e${Number(exponent) + STORED_DECIMALS}`))) / 10 ** STORED_DECIMALS;
}

/**
 * Names Fortnox derives from the code beside them (CountryCode "SE" gives Country "Sverige"): with
 * the code set too, the code is compared and the name is Fortnox's; alone, a name is compared
 * ignoring case and surrounding spaces.
 */
const DERIVED_NAMES: Record<string, string> = { Country: 'CountryCode', DeliveryCountry: 'DeliveryCountryCode', VisitingCountry: 'VisitingCountryCode' };

const sameName = (set: unknown, held: unknown) => String(set).trim().toLocaleLowerCase('sv') === String(held ?? '').trim().toLocaleLowerCase('sv');

/**
 * Whether Fortnox holds a value as it would store `set`: an unset value sets nothing (a PUT with ""
 * clears no field); a number equals the same number written as text, and a decimal one equals what
 * Fortnox keeps of it (12.3456 is held as 12.35, so 12.34 held is a change); objects by the fields
 * given, lists whole. A value the user may not see (listed under `notPermitted`) is no change:
 * what it holds is not known.
 */
function alike(field: FieldSchema | undefined, set: unknown, held: unknown): boolean {
	if (Array.isArray(set)) return Array.isArray(held) && held.length === set.length && set.every((value, k) => alike(undefined, value, held[k]));
	if (set !== null && typeof set === 'object') {
		if (held === null || typeof held !== 'object' || Array.isArray(held)) return false;
		const hidden = hiddenIn(held as IDataObject);
		return Object.entries(set).every(([name, value]) => hidden.includes(name) || alike(undefined, value, (held as IDataObject)[name]));
	}
	if (isUnset(set)) return true;
	if (isUnset(held) || typeof held === 'object') return false;
	if (typeof set === 'number' || field?.type === 'number' || field?.type === 'integer') {
		const [wanted, kept] = [numberIn(set), numberIn(held)];
		return wanted !== undefined && (kept === wanted || (field?.type === 'number' && kept === asStored(wanted)));
	}
	return String(set) === String(held);
}

/**
 * The fields a write of `body` would change in `held`, the record as Fortnox holds it: compared as
 * Fortnox stores them (by the `schema`'s field types where known); none the user may not see.
 */
export function changedFields(body: IDataObject, held: IDataObject, schema?: SchemaName): string[] {
	const fields = (schema ? SCHEMAS[schema] : {}) as Record<string, FieldSchema>;
	const hidden = hiddenIn(held);
	return Object.entries(body)
		.filter(([name, set]) => {
			if (hidden.includes(name)) return false;
			const code = DERIVED_NAMES[name];
			if (code !== undefined) return !(isUnset(set) || body[code] !== undefined || sameName(set, held[name]));
			return !alike(fields[name], set, held[name]);
		})
		.map(([name]) => name);
}

/** Whether every field a write of a `schema` record sets already holds that value as Fortnox stores it: the write would change nothing. */
export function holdsAlready(schema: SchemaName, body: IDataObject, held: IDataObject): boolean {
	return changedFields(body, held, schema).length === 0;
}
