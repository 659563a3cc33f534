import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { CUSTOM_INBOUND_DOCUMENTS, CUSTOM_OUTBOUND_DOCUMENTS } from '../../../shared/kinds';
import type { FieldValidator } from '../../../shared/validation';
import { currencyProperties, readCurrency } from '../../shared/currency';
import type { RowSchema } from '../../shared/rows';
import { customInboundRows, customOutboundRows } from '../../shared/rows';

/** What differs between custom inbound and custom outbound documents. */
export interface CustomDocumentKind {
	resource: 'customInboundDocument' | 'customOutboundDocument';
	/** How the user calls it, e.g. in descriptions. */
	noun: string;
	/** The type category a first save registers, and the one it must already have. */
	category: 'inbound' | 'outbound';
	path: string;
	rows: RowSchema;
	/** Save's required head parameters besides type, id, date and rows. */
	headProperties: INodeProperties[];
	/** Save's Additional Fields besides Note and Warehouse Ready. */
	additionalFields: INodeProperties[];
	/** The body fields of `headProperties` and `additionalFields`, checked. */
	head(this: IExecuteFunctions, i: number, check: FieldValidator, additional: IDataObject): IDataObject;
	/** Whether void takes Force: only an inbound's stock can have been taken by outbounds. */
	voidForce: boolean;
}

export const customInbound: CustomDocumentKind = {
	resource: 'customInboundDocument',
	noun: 'custom inbound document',
	category: 'inbound',
	path: CUSTOM_INBOUND_DOCUMENTS.path,
	rows: customInboundRows,
	headProperties: [],
	additionalFields: currencyProperties,
	head(_i, check, additional) {
		const currency = readCurrency(check, additional);
		return currency ? { currency } : {};
	},
	voidForce: true,
};

const DELIVERY_STATES = ['registration', 'reservation', 'delivery'] as const;

export const customOutbound: CustomDocumentKind = {
	resource: 'customOutboundDocument',
	noun: 'custom outbound document',
	category: 'outbound',
	path: CUSTOM_OUTBOUND_DOCUMENTS.path,
	rows: customOutboundRows,
	headProperties: [
		{
			displayName: 'Delivery State',
			name: 'deliveryState',
			type: 'options',
			required: true,
			options: [
				{
					name: 'Delivery',
					value: 'delivery',
					description: 'Take the goods out: in stock falls by the row quantities when the document is released',
				},
				{
					name: 'Registration',
					value: 'registration',
					description: 'Only record the document: stock is not changed',
				},
				{
					name: 'Reservation',
					value: 'reservation',
					description: 'Reserve the goods: available stock falls while in stock stays the same',
				},
			],
			default: 'registration',
			description: 'What the document does to stock',
		},
	],
	additionalFields: [
		{
			displayName: 'Forced Delivery',
			name: 'forcedDelivery',
			type: 'boolean',
			default: false,
			description:
				'Whether to deliver the full quantities even when stock is short. The shortfall shows as forced quantity on the rows and stock becomes negative.',
		},
	],
	head(i, check, additional) {
		const deliveryState = check.required('Delivery State', this.getNodeParameter('deliveryState', i) as string);
		check.oneOf('Delivery State', deliveryState, DELIVERY_STATES);
		return {
			deliveryState,
			...(additional.forcedDelivery !== undefined ? { forcedDelivery: additional.forcedDelivery } : {}),
		};
	},
	voidForce: false,
};
