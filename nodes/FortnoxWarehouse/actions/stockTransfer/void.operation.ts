import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument, forceProperty } from '../../../shared/warehouse/document-actions';
import { TRANSFER_EXPLANATIONS, transferLocator, transferPath } from './fields';

export const option = { name: 'Void', action: 'Void a stock transfer', description: 'Move the stock of a released transfer back; the transfer itself is kept, marked voided' };

export const description: INodeProperties[] = [
	{ ...transferLocator('The stock transfer to void'), hint: 'Void moves the stock of a released transfer back to where it came from' },
	{ ...forceProperty, description: 'Whether to void even when outbound documents have already taken the stock it moved in. Stock may become negative.' },
];

/** Fortnox answers the void with no body; the output is the transfer as it now stands. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = this.getNodeParameter('force', i, false) === true ? { force: true } : undefined;
	return toItems(await actOnDocument.call(this, i, transferPath.call(this, i), 'void', qs, TRANSFER_EXPLANATIONS));
}
