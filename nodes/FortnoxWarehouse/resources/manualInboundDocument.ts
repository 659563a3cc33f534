import type { IDataObject } from 'n8n-workflow';

import { MANUAL_INBOUND_DOCUMENTS } from '../../shared/kinds';
import { manualDocumentResource } from '../../shared/operations/manual-documents';
import type { FieldValidator } from '../../shared/validation';
import { currencyProperties, readCurrency } from '../../shared/warehouse/currency';
import { customVoidDateProperty, forceProperty } from '../../shared/warehouse/document-actions';
import { manualInboundRows } from '../../shared/warehouse/rows';

const [currencyProperty, currencyRateProperty, currencyUnitProperty] = currencyProperties;

/** A manual inbound document always has a currency: SEK at rate 1 unless told otherwise. */
function readManualCurrency(check: FieldValidator, values: IDataObject, body: IDataObject): void {
	const currency = readCurrency(check, values);
	if (!currency) return;
	body.currency = currency.currency;
	body.currencyRate = currency.rate;
	if (currency.unit !== undefined) body.currencyUnit = currency.unit;
}

/** Manual inbound documents: goods in, numbered by Fortnox, with their costs in a currency. */
export const manualInboundDocument = manualDocumentResource(
	{
		...MANUAL_INBOUND_DOCUMENTS,
		listType: 'inbound',
		rows: manualInboundRows,
		releaseEffect: 'adds its rows to stock',
		head: [
			{ ...currencyProperty, required: true, default: 'SEK', description: 'The 3-letter code of the currency the costs are in' },
			{ ...currencyRateProperty, required: true },
			currencyUnitProperty,
		],
		readHead: readManualCurrency,
		voidOptions: [forceProperty, customVoidDateProperty],
	},
	{ displayName: 'Manual Inbound Document', value: 'manualInboundDocument' },
);
