import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { RECURRINGS } from '../../../shared/kinds/recurring-billing';
import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

import { withVersion } from './etag';
import { customerProperty, dateProperties, optionalFieldsCollection, recurringBody, rowsField } from './fields';

export const option = { name: 'Create', action: 'Create a recurring contract', description: 'Create a contract; it starts ACTIVE' };

export const description: INodeProperties[] = [
	{
		displayName: 'A new contract is always created with status ACTIVE; use Patch → Deactivate to pause it',
		name: 'createNotice',
		type: 'notice',
		default: '',
	},
	customerProperty,
	...dateProperties,
	rowsField(true),
	optionalFieldsCollection('additionalFields', ['rows']),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const fields = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		rows: this.getNodeParameter('rows', i),
	};
	const body = recurringBody.call(this, check, i, fields, { rulesRequired: false });
	const response = await fortnoxRequest<IDataObject>(this, { method: 'POST', path: RECURRINGS.path, body, itemIndex: i });
	return toItems(withVersion(response));
}
