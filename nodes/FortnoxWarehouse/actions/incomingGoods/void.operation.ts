import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../shared/documentActions';
import { incomingGoodsLocator, incomingGoodsPath } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['incomingGoods'], operation: ['void'] } }, [
	{
		...incomingGoodsLocator('The incoming goods to void'),
		hint: 'Fortnox refuses to void incoming goods that are completed or matched to a supplier invoice',
	},
]);

/** Fortnox answers with no body; the output is the document as it now stands (voided). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await actOnDocument.call(this, i, incomingGoodsPath.call(this, i), 'void'));
}
