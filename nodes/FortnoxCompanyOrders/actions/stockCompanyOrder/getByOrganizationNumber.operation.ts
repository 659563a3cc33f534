import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const option = {
	name: 'Get by Organization Number',
	action: 'Get stock company orders by organization number',
	description: "Find the orders of a company by its organization number",
};

export const description: INodeProperties[] = [
		{
			displayName: 'Organization Number',
			name: 'organizationNumber',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 556677-8899',
			description: 'The company\'s organization number: nine digits, or six digits, a dash and four digits',
		},
	];

/** Ten digits without the dash are written the way the service accepts them. */
export function normaliseOrganizationNumber(check: FieldValidator, value: string): string {
	const text = check.required('Organization Number', value.trim());
	const withDash = /^\d{10}$/.test(text) ? `${text.slice(0, 6)}-${text.slice(6)}` : text;
	check.pattern(
		'Organization Number',
		withDash,
		/^(\d{9}|\d{6}-\d{4})$/,
		'use nine digits, or six digits, a dash and four digits (e.g. 556677-8899)',
	);
	return withDash;
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const number = normaliseOrganizationNumber(
		new FieldValidator(this.getNode(), i),
		this.getNodeParameter('organizationNumber', i) as string,
	);
	const body = await fortnoxApiRequest<IDataObject>(this, {
		method: 'GET',
		path: `${stockCompanyOrder.basePath}/find-by-organization-number/${encodeURIComponent(number)}`,
		itemIndex: i,
	});
	return toItems((body.orders as IDataObject[] | undefined) ?? []);
}
