import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../validation';

/** Currency, rate and unit of a warehouse document, with the schema's limits in the hints. */
export const currencyProperties: INodeProperties[] = [
	{
		displayName: 'Currency',
		name: 'currency',
		type: 'string',
		default: '',
		placeholder: 'e.g. EUR',
		description: 'The 3-letter code of the currency the costs are in; needs a Currency Rate',
	},
	{
		displayName: 'Currency Rate',
		name: 'currencyRate',
		type: 'number',
		typeOptions: { minValue: 0.000001, numberPrecision: 6 },
		default: 1,
		description: 'What Currency Unit units of the currency cost in SEK, at least 0.000001',
	},
	{
		displayName: 'Currency Unit',
		name: 'currencyUnit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		description: 'How many units of the currency the rate is for (e.g. 100 for a rate per 100 JPY); a whole number, at least 1',
	},
];

export interface Currency {
	currency: string;
	rate: number;
	unit?: number;
}

function numberOf(check: FieldValidator, field: string, value: unknown): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const number = typeof value === 'string' ? Number(value.trim()) : value;
	if (typeof number !== 'number' || !Number.isFinite(number)) check.fail(field, `"${String(value)}" is not a number`, 'enter a number');
	return number;
}

/**
 * The entered currency, checked: a 3-letter code, rate ≥ 0.000001 (required with a currency),
 * unit a whole number ≥ 1. Undefined when no currency is given, which the rate and unit need.
 */
export function readCurrency(check: FieldValidator, values: IDataObject): Currency | undefined {
	const code = String(values.currency ?? '').trim().toUpperCase();
	const rate = numberOf(check, 'Currency Rate', values.currencyRate);
	const unit = numberOf(check, 'Currency Unit', values.currencyUnit);
	if (!code) {
		if (rate !== undefined || unit !== undefined) {
			check.fail('Currency', 'is missing', 'Currency Rate and Currency Unit belong to a currency: give its 3-letter code too');
		}
		return undefined;
	}
	check.pattern('Currency', code, /^[A-Z]{3}$/, 'use a 3-letter currency code such as EUR');
	check.range('Currency Rate', check.required('Currency Rate', rate), 0.000001);
	if (unit !== undefined) {
		if (!Number.isInteger(unit)) check.fail('Currency Unit', `${unit} is not a whole number`, 'enter a whole number, at least 1');
		check.range('Currency Unit', unit, 1);
	}
	return { currency: code, rate: rate as number, ...(unit !== undefined ? { unit } : {}) };
}
