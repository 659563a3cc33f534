import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { orderLocator, orderPath, readOrderId } from '../../../shared/operations/company-orders';
import { startCompanyOrder } from '../../../shared/kinds/bank-process';

const STATUSES = ['DENIED', 'CANCELLED'] as const;

export const option = {
	name: 'Update',
	action: 'Update a start company order',
	description: 'Deny or cancel the order, or record when the share capital arrived',
};

export const description: INodeProperties[] = [
	orderLocator(startCompanyOrder),
	fieldCollection('updateFields', [
			{
				displayName: 'Share Capital Received Date',
				name: 'shareCapitalReceivedDate',
				type: 'dateTime',
				default: '',
				description: 'The day the bank received the share capital',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Cancelled', value: 'CANCELLED' },
					{ name: 'Denied', value: 'DENIED' },
				],
				default: 'DENIED',
				description: 'Deny or cancel the order',
			},
		]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const orderId = readOrderId.call(this, i);
	const fields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body: IDataObject = {};
	if (fields.status !== undefined) {
		check.oneOf('Status', fields.status as string, STATUSES);
		body.status = fields.status;
	}
	const received = calendarDate(check, 'Share Capital Received Date', fields.shareCapitalReceivedDate);
	if (received) body.share_capital_received_date = received;
	if (Object.keys(body).length === 0) {
		check.fail('Update Fields', 'are empty', 'set a status, a share capital received date, or both');
	}
	const order = await fortnoxApiRequest<IDataObject>(this, {
		method: 'PATCH',
		path: orderPath(startCompanyOrder, orderId),
		headers: { 'Content-Type': 'application/json-patch+json' },
		body,
		idempotent: true,
		itemIndex: i,
	});
	return toItems(order);
}
