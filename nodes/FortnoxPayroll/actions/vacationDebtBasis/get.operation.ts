import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { VACATION_DEBT_BASIS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Get', action: 'Get the vacation debt basis', description: "Get every employee's vacation debt up to a month's last day" };

export const description: INodeProperties[] = [
	{ displayName: 'Year', name: 'year', type: 'number', required: true, default: 2026, typeOptions: { minValue: 1900, maxValue: 9999 }, description: 'The year of the month' },
	{ displayName: 'Month', name: 'month', type: 'number', required: true, default: 1, typeOptions: { minValue: 1, maxValue: 12 }, description: 'The month, 1 (January) to 12 (December); the basis runs to its last day' },
];

/** One whole number of item `i` within its range: the path takes it as it is. */
function wholeNumber(this: IExecuteFunctions, check: FieldValidator, i: number, name: string, label: string, min: number, max: number): number {
	const raw = this.getNodeParameter(name, i) as unknown;
	const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
	if (typeof value !== 'number' || !Number.isInteger(value)) return check.fail(label, `${JSON.stringify(raw)} is not a whole number`, `it must be a whole number from ${min} to ${max}`);
	check.range(label, value, min, max);
	return value;
}

/** The basis of the month's vacation debt voucher, each employee's days and debt, as one item. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const year = wholeNumber.call(this, check, i, 'year', 'Year', 1900, 9999);
	const month = wholeNumber.call(this, check, i, 'month', 'Month', 1, 12);
	const body = await fortnoxApiRequest(this, { method: 'GET', path: `${VACATION_DEBT_BASIS.path}/${year}/${month}`, itemIndex: i });
	return toItems(body[VACATION_DEBT_BASIS.single] as IDataObject);
}
