import type { INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../shared/validation';

export const integrationIdProperty: INodeProperties = {
	displayName: 'Integration ID',
	name: 'integrationId',
	type: 'number',
	required: true,
	default: 0,
	placeholder: 'e.g. 52001',
	description: 'The ID of your published integration',
};

/** The partner API's ids are int64: whole numbers from 1. */
export function readPositiveId(check: FieldValidator, field: string, value: unknown): string {
	const text = String(value ?? '').trim();
	check.required(field, text);
	check.pattern(field, text, /^[1-9]\d{0,17}$/, 'it must be a positive whole number');
	return text;
}
