import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { MANUAL_INBOUND_DOCUMENTS, MANUAL_OUTBOUND_DOCUMENTS } from '../../../shared/kinds';
import type { FieldValidator } from '../../../shared/validation';
import { currencyProperties, readCurrency } from '../../shared/currency';
import { customVoidDateProperty, forceProperty } from '../../shared/documentActions';
import type { RowSchema } from '../../shared/rows';
import { manualInboundRows, manualOutboundRows } from '../../shared/rows';

/** What differs between Fortnox's manual inbound and manual outbound documents. */
export interface ManualKind {
	resource: 'manualInboundDocument' | 'manualOutboundDocument';
	/** How the user calls it, e.g. in descriptions. */
	noun: string;
	path: string;
	/** The manual document list's `type` filter for this kind. */
	listType: 'inbound' | 'outbound';
	rows: RowSchema;
	/** What releasing it does to stock, for descriptions. */
	releaseEffect: string;
	/** Head fields the kind has besides date, note and stock point; `required` ones are asked for on Create. */
	head: INodeProperties[];
	/** Checks the kind's own head fields that `values` gives and copies them into `body`. */
	readHead(check: FieldValidator, values: IDataObject, body: IDataObject): void;
	/** The void parameters the kind's route takes: Force and Void Date for inbound, Void Date for outbound. */
	voidOptions: INodeProperties[];
}

const [currencyProperty, currencyRateProperty, currencyUnitProperty] = currencyProperties;

/** A manual inbound document always has a currency: SEK at rate 1 unless told otherwise. */
function readManualCurrency(check: FieldValidator, values: IDataObject, body: IDataObject): void {
	const currency = readCurrency(check, values);
	if (!currency) return;
	body.currency = currency.currency;
	body.currencyRate = currency.rate;
	if (currency.unit !== undefined) body.currencyUnit = currency.unit;
}

export const manualInbound: ManualKind = {
	resource: 'manualInboundDocument',
	noun: 'manual inbound document',
	path: MANUAL_INBOUND_DOCUMENTS.path,
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
};

export const manualOutbound: ManualKind = {
	resource: 'manualOutboundDocument',
	noun: 'manual outbound document',
	path: MANUAL_OUTBOUND_DOCUMENTS.path,
	listType: 'outbound',
	rows: manualOutboundRows,
	releaseEffect: 'takes its rows out of stock (until then they are reserved)',
	head: [],
	readHead: () => undefined,
	voidOptions: [customVoidDateProperty],
};
