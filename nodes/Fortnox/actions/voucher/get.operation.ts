import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { financialYearProperty, readFinancialYear, voucherSeriesProperty } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['voucher'], operation: ['get'] } }, [
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
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const series = check.required('Voucher Series', String(this.getNodeParameter('voucherSeries', i, '')).trim());
	const number = Number(this.getNodeParameter('voucherNumber', i));
	if (!Number.isInteger(number) || number < 1) check.fail('Voucher Number', `${number} is not a voucher number`, 'a whole number from 1');
	const year = readFinancialYear.call(this, check, i, 'options');
	const body = await fortnoxApiRequest(this, {
		method: 'GET',
		path: `/3/vouchers/${encodeURIComponent(series)}/${number}`,
		qs: year === undefined ? {} : { financialyear: year },
		itemIndex: i,
	});
	return toItems(body.Voucher as IDataObject);
}
