import { CUSTOM_OUTBOUND_DOCUMENTS } from '../../shared/kinds';
import { customDocumentResource } from '../../shared/operations/custom-documents';
import { customOutboundRows } from '../../shared/warehouse/rows';

const DELIVERY_STATES = ['registration', 'reservation', 'delivery'] as const;

/** Custom outbound documents: goods registered, reserved or delivered out under your own type and ID. */
export const customOutboundDocument = customDocumentResource(
	{
		...CUSTOM_OUTBOUND_DOCUMENTS,
		category: 'outbound',
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
	},
	{
		displayName: 'Custom Outbound Document',
		value: 'customOutboundDocument',
		says: {
			release: 'Lock the document and book its stock changes; a delivery takes the goods out',
			save: 'Create or replace a document that registers, reserves or delivers goods, under your own type and ID',
			void: 'Cancel the document and undo its stock changes',
		},
	},
);
