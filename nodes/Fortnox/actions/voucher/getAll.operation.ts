import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { VOUCHERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { financialYearProperty, readFinancialYear, voucherSeriesProperty } from './fields';

/** Fortnox's own route for the current financial year's vouchers, which takes no year. */
const CURRENT_YEAR_VOUCHERS = `${VOUCHERS.path}/sublist`;

export const option = { name: 'Get Many', action: 'Get many vouchers', description: 'List the vouchers of a financial year, of every series or one' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	// Fortnox's OpenAPI declares these two and no other filter on the voucher lists.
	fieldCollection('filters', [
		financialYearProperty("Empty: Fortnox's current financial year"),
		{ ...voucherSeriesProperty, required: false, hint: 'Only the vouchers of this series' },
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const series = String((this.getNodeParameter('filters', i, {}) as IDataObject).voucherSeries ?? '').trim();
	const year = readFinancialYear.call(this, check, i, 'filters');
	const vouchers = await classicList(
		this,
		{
			path: series ? `${VOUCHERS.path}/sublist/${encodeURIComponent(series)}` : year === undefined ? CURRENT_YEAR_VOUCHERS : VOUCHERS.path,
			listKey: VOUCHERS.plural,
			qs: year === undefined ? {} : { financialyear: year },
			itemIndex: i,
		},
		listScopeOf(this, i),
	);
	return toItems(vouchers);
}
