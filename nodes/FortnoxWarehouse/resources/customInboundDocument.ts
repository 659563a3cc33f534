import { CUSTOM_INBOUND_DOCUMENTS } from '../../shared/kinds';
import { customDocumentResource } from '../../shared/operations/custom-documents';
import { currencyProperties, readCurrency } from '../../shared/warehouse/currency';
import { customInboundRows } from '../../shared/warehouse/rows';

/** Custom inbound documents: goods brought in under your own type and ID, in a currency of their own. */
export const customInboundDocument = customDocumentResource(
	{
		...CUSTOM_INBOUND_DOCUMENTS,
		category: 'inbound',
		rows: customInboundRows,
		headProperties: [],
		additionalFields: currencyProperties,
		head(_i, check, additional) {
			const currency = readCurrency(check, additional);
			return currency ? { currency } : {};
		},
		voidForce: true,
	},
	{
		displayName: 'Custom Inbound Document',
		value: 'customInboundDocument',
		says: {
			release: 'Lock the document and book its goods into stock',
			save: 'Create or replace a document that brings goods in, under your own type and ID',
			void: 'Cancel the document and take its goods back out of stock',
		},
	},
);
