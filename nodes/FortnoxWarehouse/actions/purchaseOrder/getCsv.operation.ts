import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fileNameFromDisposition } from '../../../shared/binary';
import { fieldCollection, optionsCollection, outputBinaryPropertyName } from '../../../shared/descriptions';
import { FieldValidator } from '../../../shared/validation';
import { warehouseResponse } from '../../../shared/warehouse/request';
import { listFilterProperties, listQuery, PURCHASE_ORDERS_PATH } from './fields';

export const option = { name: 'Get CSV', action: 'Get purchase orders as a CSV file', description: 'Get the list of purchase orders as a CSV file' };

export const description: INodeProperties[] = [
	outputBinaryPropertyName,
	fieldCollection('filters', listFilterProperties),
	optionsCollection([
		{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. purchase-orders.csv', description: 'Name of the output file, when Fortnox does not send one' },
		{ displayName: 'Show Purchase Type Column', name: 'showPurchaseTypeColumn', type: 'boolean', default: false, description: 'Whether the file has a column saying Warehouse or Dropship' },
	]),
];

/** The list as Fortnox's CSV file, in a binary property, with the list's filters. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const qs = listQuery(check, this.getNodeParameter('filters', i, {}) as IDataObject);
	const binaryPropertyName = check.required('Put Output File in Field', (this.getNodeParameter('binaryPropertyName', i) as string).trim());
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	if (options.showPurchaseTypeColumn === true) qs.showPurchaseTypeColumn = true;
	const response = await warehouseResponse<Buffer>(this, {
		method: 'GET',
		path: `${PURCHASE_ORDERS_PATH}/csv`,
		qs,
		binary: true,
		itemIndex: i,
	});
	const bytes = Buffer.from(response.body);
	const fileName = String(options.fileName || '') || fileNameFromDisposition(response.headers['content-disposition']) || 'purchase-orders.csv';
	const mimeType = String(response.headers['content-type'] ?? 'text/csv').split(';')[0];
	const binary = await this.helpers.prepareBinaryData(bytes, fileName, mimeType);
	return [{ json: { fileName, mimeType, size: bytes.length, filters: qs }, binary: { [binaryPropertyName]: binary } }];
}
