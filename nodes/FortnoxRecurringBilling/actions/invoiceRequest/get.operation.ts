import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { INVOICE_REQUESTS } from '../../../shared/kinds/recurring-billing';
import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readUuid, uuidProperty } from '../common';
import { outputOption, requestOutput } from './fields';

export const option = { name: 'Get', action: 'Get an invoice request', description: 'Get a request with its status and invoice numbers' };

export const description: INodeProperties[] = [
	uuidProperty('Invoice Request ID', 'invoiceRequestId', 'The ID (a UUID) of the invoice request'),
	optionsCollection([outputOption]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readUuid(new FieldValidator(this.getNode(), i), 'Invoice Request ID', this.getNodeParameter('invoiceRequestId', i));
	const request = await fortnoxApiRequest(this, {
		method: 'GET',
		path: `${INVOICE_REQUESTS.path}/${encodeURIComponent(id)}`,
		itemIndex: i,
	});
	const { output } = this.getNodeParameter('options', i, {}) as IDataObject;
	return toItems(requestOutput(request, output));
}
