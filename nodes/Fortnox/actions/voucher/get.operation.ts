import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { VOUCHERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readVoucherLocator, voucherLocatorProperties } from './fields';

export const option = { name: 'Get', action: 'Get a voucher', description: 'Get one voucher with its rows, by series, number and financial year' };

export const description: INodeProperties[] = voucherLocatorProperties;

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const { series, number, year } = readVoucherLocator.call(this, check, i);
	const body = await fortnoxApiRequest(this, {
		method: 'GET',
		path: `${VOUCHERS.path}/${encodeURIComponent(series)}/${number}`,
		qs: year === undefined ? {} : { financialyear: year },
		itemIndex: i,
	});
	return toItems(body[VOUCHERS.single] as IDataObject);
}
