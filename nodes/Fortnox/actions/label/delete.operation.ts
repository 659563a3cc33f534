import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { LABELS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { checkLabelId, labelIdProperty } from './fields';

export const option = { name: 'Delete', action: 'Delete a label', description: 'Delete a label and its links to documents' };

export const description: INodeProperties[] = [
	{ ...labelIdProperty, hint: 'Deleting a label also removes it from every document that carries it' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = checkLabelId(new FieldValidator(this.getNode(), i), this.getNodeParameter('labelId', i));
	await fortnoxApiRequest(this, { method: 'DELETE', path: `${LABELS.path}/${id}`, itemIndex: i });
	return toItems({ deleted: true, Id: Number(id) });
}
