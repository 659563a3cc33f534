import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import type { FieldValidator } from '../../../shared/validation';
import { accountRows } from '../../../shared/operations/document-rows';

export const VOUCHER_ROWS = accountRows({
	schema: 'VoucherRow',
	key: 'VoucherRows',
	noun: 'voucher row',
	rowFields: ['CostCenter', 'Project', 'Description', 'TransactionInformation', 'Quantity'],
});

export const voucherSeriesProperty: INodeProperties = {
	displayName: 'Voucher Series Name or ID',
	name: 'voucherSeries',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getVoucherSeries' },
	required: true,
	default: '',
	description:
		'The voucher series, such as A for manual vouchers; Fortnox numbers vouchers per series and financial year. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The financial year picker (GET /3/financialyears); `hint` says what an empty choice means here. */
export const financialYearProperty = (hint: string): INodeProperties => ({
	displayName: 'Financial Year Name or ID',
	name: 'financialYear',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getFinancialYears' },
	default: '',
	description:
		'Vouchers are numbered per series within a financial year. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	hint,
});

/** The chosen financial year's Id, checked: Fortnox numbers its years 1, 2, 3 … */
export function readFinancialYear(this: IExecuteFunctions, check: FieldValidator, i: number, collection: string): number | undefined {
	const value = (this.getNodeParameter(collection, i, {}) as IDataObject).financialYear;
	if (value === undefined || value === '') return undefined;
	const id = Number(value);
	if (!Number.isInteger(id) || id < 1) check.fail('Financial Year', `"${String(value)}" is not a financial year's Id`, 'choose one from the list, or give its Id, a whole number such as 3');
	return id;
}

/** One voucher by series, number and (under Options) financial year: Get, and a file connection to a voucher. */
export const voucherLocatorProperties: INodeProperties[] = [
	voucherSeriesProperty,
	{
		displayName: 'Voucher Number',
		name: 'voucherNumber',
		type: 'number',
		typeOptions: { minValue: 1 },
		required: true,
		default: 1,
		description: 'The number of the voucher in its series and financial year',
	},
	optionsCollection([financialYearProperty("Empty: Fortnox's current financial year")]),
];

/** The voucher `voucherLocatorProperties` name, checked. */
export function readVoucherLocator(this: IExecuteFunctions, check: FieldValidator, i: number): { series: string; number: number; year: number | undefined } {
	const series = check.required('Voucher Series', String(this.getNodeParameter('voucherSeries', i, '')).trim());
	const number = Number(this.getNodeParameter('voucherNumber', i));
	if (!Number.isInteger(number) || number < 1) check.fail('Voucher Number', `${number} is not a voucher number`, 'a whole number from 1');
	return { series, number, year: readFinancialYear.call(this, check, i, 'options') };
}
