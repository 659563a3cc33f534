import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readIdentityNumber } from './identity-number';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One address: a name, @, and a domain with a dot; no spaces, no second @. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, letters for a foreign number, a dash or space between groups; at least one digit (556677-8899). */
const ORGANISATION_NUMBER = /^(?=.*\d)[0-9A-Za-z]+(?:[ +-][0-9A-Za-z]+)*$/;

/**
 * Checks the spec's limits before anything is sent. Each failure names the field, what is
 * wrong with the value and the rule, and carries the item index so n8n points at the item.
 */
export class FieldValidator {
	constructor(
		private readonly node: INode,
		private readonly itemIndex: number,
	) {}

	fail(field: string, problem: string, rule: string): never {
		throw new NodeOperationError(this.node, `${field} ${problem}: ${rule}`, {
			itemIndex: this.itemIndex,
			// n8n's editor numbers items from 1.
			description: `Item ${this.itemIndex + 1}: nothing was sent to Fortnox. Fix "${field}" and run again.`,
		});
	}

	required<T>(field: string, value: T | undefined | null | ''): T {
		if (value === undefined || value === null || value === '') {
			this.fail(field, 'is missing', 'it is required');
		}
		return value as T;
	}

	maxLength(field: string, value: string | undefined, max: number): void {
		if (value !== undefined && value.length > max) {
			this.fail(field, `is ${value.length} characters long`, `at most ${max} characters are allowed`);
		}
	}

	lengthBetween(field: string, value: string | undefined, min: number, max: number): void {
		if (value !== undefined && (value.length < min || value.length > max)) {
			this.fail(field, `is ${value.length} characters long`, `it must be ${min} to ${max} characters`);
		}
	}

	/** Whole numbers written with `minDigits` to `maxDigits` digits, e.g. account numbers. */
	digits(field: string, value: string | number | undefined, minDigits: number, maxDigits = minDigits): void {
		if (value === undefined || value === '') return;
		const text = String(value);
		const rule =
			minDigits === maxDigits
				? `it must be exactly ${minDigits} digits`
				: `it must be ${minDigits} to ${maxDigits} digits`;
		if (!/^\d+$/.test(text)) this.fail(field, `"${text}" is not a whole number`, rule);
		if (text.length < minDigits || text.length > maxDigits || (text.length > 1 && text.startsWith('0'))) {
			this.fail(field, `"${text}" has ${text.length} digits`, rule);
		}
	}

	oneOf<T extends string>(field: string, value: string | undefined, allowed: readonly T[]): void {
		if (value !== undefined && value !== '' && !allowed.includes(value as T)) {
			this.fail(field, `"${value}" is not a valid value`, `use one of ${allowed.join(', ')}`);
		}
	}

	range(field: string, value: number | undefined, min: number, max = Number.POSITIVE_INFINITY): void {
		if (value === undefined) return;
		if (!Number.isFinite(value) || value < min || value > max) {
			const rule = max === Number.POSITIVE_INFINITY ? `it must be at least ${min}` : `it must be from ${min} to ${max}`;
			this.fail(field, `${value} is out of range`, rule);
		}
	}

	/** Fortnox's newer APIs name records by UUID. */
	uuid(field: string, value: string | undefined): void {
		this.pattern(field, value, UUID, 'it must be a UUID such as 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10');
	}

	email(field: string, value: string | undefined): void {
		this.pattern(field, value, EMAIL, 'it must be one e-mail address, such as faktura@example.se');
	}

	organisationNumber(field: string, value: string | undefined): void {
		this.pattern(field, value, ORGANISATION_NUMBER, 'write the number with its digits, such as 556677-8899 (letters only where a foreign number has them)');
	}

	/**
	 * A Swedish personal identity number: a real date of birth (a samordningsnummer's day plus 60) and
	 * its Luhn check digit over the last ten digits; an organisation number is named as one.
	 */
	personnummer(field: string, value: string | undefined): void {
		if (value === undefined || value === '') return;
		const read = readIdentityNumber(value);
		if (read.kind === 'organisationsnummer') {
			this.fail(field, `"${value}" is an organisation number, not a personnummer`, 'its third and fourth digits are 20 or more; give the person\'s personnummer, YYYYMMDD-NNNN');
		}
		if (read.kind === 'invalid' && read.problem === 'date') {
			this.fail(field, `"${value}" has no real date of birth`, 'a personnummer starts with the date of birth, YYYYMMDD or YYMMDD (a samordningsnummer with the day plus 60)');
		}
		if (read.kind === 'invalid') this.fail(field, `"${value}" is not a Swedish personnummer`, 'write YYYYMMDD-NNNN or YYMMDD-NNNN with its check digit');
	}

	pattern(field: string, value: string | undefined, regex: RegExp, rule: string): void {
		if (value !== undefined && value !== '' && !regex.test(value)) {
			this.fail(field, `"${value}" has the wrong format`, rule);
		}
	}
}

/** n8n date fields hold ISO date-times; the newer Fortnox APIs want calendar dates. */
export function calendarDate(check: FieldValidator, field: string, value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const text = String(value).trim();
	const match = /^((\d{4})-(\d{2})-(\d{2}))(?:[T ].*)?$/.exec(text);
	if (!match) check.fail(field, `"${text}" is not a date`, 'use a date such as 2026-11-22');
	// Date.parse takes 2026-02-30 for 2 March: the day must exist in its month.
	const day = new Date(Date.UTC(Number(match[2]), Number(match[3]) - 1, Number(match[4])));
	if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== match[1]) {
		check.fail(field, `"${match[1]}" is a day the calendar does not have`, 'use a date such as 2026-11-22');
	}
	return match[1];
}

/** Rows given as JSON (typed, or an array an expression made): an array of objects, else an error showing `example`. */
export function jsonRows(check: FieldValidator, value: unknown, example: string): IDataObject[] {
	let parsed = value;
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value);
		} catch {
			check.fail('Rows (JSON)', 'is not valid JSON', 'enter a JSON array of row objects');
		}
	}
	if (!Array.isArray(parsed) || parsed.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
		check.fail('Rows (JSON)', 'is not an array of objects', `enter a JSON array of row objects, e.g. ${example}`);
	}
	return parsed as IDataObject[];
}
