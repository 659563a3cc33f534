import type { INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../../shared/validation';

export const LABEL_DESCRIPTION_MAX = 25;

export const labelIdProperty: INodeProperties = {
	displayName: 'Label Name or ID',
	name: 'labelId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getLabels' },
	required: true,
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
};

export const labelDescriptionProperty: INodeProperties = {
	displayName: 'Description',
	name: 'description',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Export',
	description: `The label text shown on offers, orders and invoices; at most ${LABEL_DESCRIPTION_MAX} characters`,
};

export function checkLabelDescription(check: FieldValidator, description: string): string {
	const value = check.required('Description', description.trim());
	check.maxLength('Description', value, LABEL_DESCRIPTION_MAX);
	return value;
}

export function checkLabelId(check: FieldValidator, labelId: unknown): string {
	const id = String(check.required('Label ID', labelId as string));
	check.pattern('Label ID', id, /^\d+$/, 'a label ID is a whole number');
	return id;
}
