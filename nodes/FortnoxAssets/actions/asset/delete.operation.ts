import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { ASSETS, recordPath } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest, fortnoxRequest } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { assetLocator, assetOf, readAsset } from './fields';

export const option = {
	name: 'Delete',
	action: 'Delete or void an asset',
	description: 'Delete an asset that is not active or not depreciable; void one that is active or fully depreciated',
};

export const description: INodeProperties[] = [
	assetLocator,
	optionsCollection([
		{ displayName: 'Void Date', name: 'voidDate', type: 'dateTime', default: '', description: 'The day an active or fully depreciated asset is voided on; empty, today' },
	]),
];

/**
 * One route does both: Fortnox deletes an asset that is not active (or of a type that is not
 * depreciable) and voids one that is active or fully depreciated, answering 204 either way. So
 * the asset is read afterwards: gone, it was deleted; still there, it shows its voided state and
 * `deleted: false`, so a following node (or an agent) can tell the two apart by the one field.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readAsset.call(this, check, i);
	const date = calendarDate(check, 'Void Date', (this.getNodeParameter('options', i, {}) as { voidDate?: string }).voidDate);
	await fortnoxRequest(this, { method: 'DELETE', path: recordPath(ASSETS, id), body: { Asset: date ? { Date: date } : {} }, itemIndex: i });
	// The transport's errors are NodeApiError or NodeOperationError already: all but a 404 go on as they are.
	const answer = await fortnoxApiRequest(this, { method: 'GET', path: recordPath(ASSETS, id), itemIndex: i }).catch((error: unknown) => {
		if (error instanceof NodeApiError && String(error.httpCode) === '404') return undefined;
		throw error;
	});
	return toItems(answer ? { ...assetOf(answer), voided: true, deleted: false } : { Id: id, deleted: true });
}
