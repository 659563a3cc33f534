import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { EU_VAT_LIMIT_REGULATION } from '../../../shared/kinds';
import { readSetting } from '../../../shared/operations/settings';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';

export const option = {
	name: 'Get',
	action: 'Get the EU VAT limit',
	description: "Get the year's sales to consumers in other EU countries against the limit above which their VAT applies",
};

export const description: INodeProperties[] = [
	optionsCollection([
		{ displayName: 'Year', name: 'year', type: 'number', default: 2026, description: 'The calendar year; Fortnox uses the current year when none is given' },
	]),
];

/** The year, when given, is a calendar year written with four digits, as Fortnox's OpenAPI types it (int32). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { year } = this.getNodeParameter('options', i, {}) as { year?: number | string };
	const qs = year === undefined || year === '' ? {} : { year: Number(year) };
	if (qs.year !== undefined) new FieldValidator(this.getNode(), i).digits('Year', String(year).trim(), 4);
	return toItems(await readSetting.call(this, i, EU_VAT_LIMIT_REGULATION, qs));
}
