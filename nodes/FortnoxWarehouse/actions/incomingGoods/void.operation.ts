import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../../shared/warehouse/document-actions';
import { incomingGoodsLocator, incomingGoodsPath } from './fields';

export const option = { name: 'Void', action: 'Void an incoming goods document', description: 'Cancel goods not yet completed nor matched to a supplier invoice' };

export const description: INodeProperties[] = [
	{
		...incomingGoodsLocator('The incoming goods to void'),
		hint: 'Fortnox refuses to void incoming goods that are completed or matched to a supplier invoice',
	},
];

/** Fortnox answers with no body; the output is the document as it now stands (voided). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await actOnDocument.call(this, i, incomingGoodsPath.call(this, i), 'void'));
}
