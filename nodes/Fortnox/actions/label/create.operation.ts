import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { LABELS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { checkLabelDescription, labelDescriptionProperty } from './fields';

export const option = { name: 'Create', action: 'Create a label', description: 'Add a label to the label register' };

export const description: INodeProperties[] = [
	labelDescriptionProperty,
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const text = checkLabelDescription(check, this.getNodeParameter('description', i) as string);
	const body = await fortnoxApiRequest(this, {
		method: 'POST',
		path: LABELS.path,
		body: { [LABELS.single]: { Description: text } },
		itemIndex: i,
	});
	return toItems(body[LABELS.single] as IDataObject);
}
