import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../../shared/warehouse/document-actions';
import { incomingGoodsLocator, incomingGoodsPath } from './fields';

export const option = { name: 'Release', action: 'Release an incoming goods document', description: 'Lock and bookkeep the goods: stock rises and the purchase order shows them received' };

export const description: INodeProperties[] = [
	{
		...incomingGoodsLocator('The incoming goods to release'),
		hint: "Release locks and bookkeeps the goods: each row's received quantity is added to stock at its stock point and location, and to its purchase order's received quantity",
	},
];

/** Fortnox answers with no body; the output is the document as it now stands (released). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await actOnDocument.call(this, i, incomingGoodsPath.call(this, i), 'release'));
}
