import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { LABELS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { checkLabelDescription, checkLabelId, labelDescriptionProperty, labelIdProperty } from './fields';

export const option = { name: 'Update', action: 'Update a label', description: "Change a label's description" };

export const description: INodeProperties[] = [
	labelIdProperty,
	{ ...labelDescriptionProperty, displayName: 'New Description' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = checkLabelId(check, this.getNodeParameter('labelId', i));
	const text = checkLabelDescription(check, this.getNodeParameter('description', i) as string);
	const body = await fortnoxApiRequest(this, {
		method: 'PUT',
		path: `${LABELS.path}/${id}`,
		body: { [LABELS.single]: { Description: text } },
		itemIndex: i,
	});
	return toItems(body[LABELS.single] as IDataObject);
}
