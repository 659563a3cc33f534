/**
 * How Fortnox writes one value in several ways (recorded against the real service, issue 40): a
 * number as a number or as text ("0", "1", "1.00", "12.35"), an unset field as `null`, `""` or not
 * at all. What the actions and the triggers compare, they compare through these.
 */

/** Whether a value is unset: `null`, `""` and an absent field are alike. */
export const isUnset = (value: unknown): value is null | undefined | '' => value === undefined || value === null || value === '';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The number a value is: a number, or text that writes one ("1.00" is 1). Text a number would not
 * write back is text: a zip code "01234", an OCR number with more digits than a double keeps.
 */
export function numberIn(value: unknown): number | undefined {
	if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
	if (typeof value !== 'string' || !DECIMAL.test(value)) return undefined;
	const number = Number(value);
	return String(number) === (value.includes('.') ? value.replace(/\.?0+$/, '') : value) ? number : undefined;
}
