import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../shared/validation';

export function uuidProperty(displayName: string, name: string, description: string): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10',
		description,
	};
}

export const recurringIdProperty = uuidProperty('Recurring ID', 'recurringId', 'The ID (a UUID) of the recurring contract');

export function readUuid(check: FieldValidator, field: string, value: unknown): string {
	const id = check.required(field, String(value ?? '').trim());
	check.uuid(field, id);
	return id;
}

/**
 * IDs given as an array (an expression such as `{{ $('List').all().map(item => item.json.id) }}`)
 * or as text separated by commas, spaces or new lines.
 */
export function readUuidList(check: FieldValidator, field: string, value: unknown, max?: number): string[] {
	const raw = Array.isArray(value) ? value : String(value ?? '').split(/[\s,;]+/);
	const ids = raw.map((id) => String(id ?? '').trim()).filter(Boolean);
	if (ids.length === 0) check.fail(field, 'is empty', 'give at least one recurring ID');
	if (max !== undefined && ids.length > max) check.fail(field, `has ${ids.length} IDs`, `at most ${max} are allowed`);
	ids.forEach((id, k) => check.uuid(`${field} (ID ${k + 1})`, id));
	return ids;
}

/** A JSON parameter: text from the editor, or already an object/array from an expression. */
export function parseJsonParameter(check: FieldValidator, field: string, value: unknown, expected: 'object'): IDataObject;
export function parseJsonParameter(check: FieldValidator, field: string, value: unknown, expected: 'array'): IDataObject[];
export function parseJsonParameter(
	check: FieldValidator,
	field: string,
	value: unknown,
	expected: 'object' | 'array',
): IDataObject | IDataObject[] {
	let parsed = value;
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			check.fail(field, 'is not valid JSON', `write a JSON ${expected} (${(error as Error).message})`);
		}
	}
	const isArray = Array.isArray(parsed);
	const isObject = typeof parsed === 'object' && parsed !== null && !isArray;
	if (expected === 'array' ? !isArray : !isObject) {
		check.fail(field, `is not a JSON ${expected}`, expected === 'array' ? 'write a list such as [{...}]' : 'write an object such as {"key": "value"}');
	}
	return parsed as IDataObject | IDataObject[];
}

/** The service takes several values of one query parameter comma-separated. */
export const commaSeparated = (values: string[]): string | undefined => (values.length ? values.join(',') : undefined);
