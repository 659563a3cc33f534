import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../../shared/validation';
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
	/** The void options the kind's route takes. */
	voidOptions: INodeProperties[];
}

const CURRENCY_RATE_MIN = 0.000001;

const currencyProperties: INodeProperties[] = [
	{
		displayName: 'Currency',
		name: 'currency',
		type: 'string',
		required: true,
		default: 'SEK',
		placeholder: 'e.g. EUR',
		description: 'Currency of the costs on the rows, as a three-letter code',
	},
	{
		displayName: 'Currency Rate',
		name: 'currencyRate',
		type: 'number',
		required: true,
		typeOptions: { minValue: CURRENCY_RATE_MIN, numberPrecision: 6 },
		default: 1,
		description: 'Value in SEK of one Currency Unit of the currency; 1 for SEK. At least 0.000001.',
	},
	{
		displayName: 'Currency Unit',
		name: 'currencyUnit',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 1,
		description: 'How many units of the currency the rate is given for, e.g. 100 for a rate per 100 JPY; a whole number, at least 1',
	},
];

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function readCurrency(check: FieldValidator, values: IDataObject, body: IDataObject): void {
	if (given(values.currency)) {
		const currency = String(values.currency).trim();
		check.pattern('Currency', currency, /^[A-Za-z]{3}$/, 'it must be exactly 3 letters, e.g. SEK or EUR');
		body.currency = currency.toUpperCase();
	}
	if (given(values.currencyRate)) {
		const rate = Number(values.currencyRate);
		check.range('Currency Rate', rate, CURRENCY_RATE_MIN);
		body.currencyRate = rate;
	}
	if (given(values.currencyUnit)) {
		const unit = Number(values.currencyUnit);
		if (!Number.isInteger(unit)) check.fail('Currency Unit', `${String(values.currencyUnit)} is not a whole number`, 'enter a whole number, at least 1');
		check.range('Currency Unit', unit, 1);
		body.currencyUnit = unit;
	}
}

export const manualInbound: ManualKind = {
	resource: 'manualInboundDocument',
	noun: 'manual inbound document',
	path: '/deliveries-v1/inbounddeliveries',
	listType: 'inbound',
	rows: manualInboundRows,
	releaseEffect: 'adds its rows to stock',
	head: currencyProperties,
	readHead: readCurrency,
	voidOptions: [forceProperty, customVoidDateProperty],
};

export const manualOutbound: ManualKind = {
	resource: 'manualOutboundDocument',
	noun: 'manual outbound document',
	path: '/deliveries-v1/outbounddeliveries',
	listType: 'outbound',
	rows: manualOutboundRows,
	releaseEffect: 'takes its rows out of stock (until then they are reserved)',
	head: [],
	readHead: () => undefined,
	voidOptions: [customVoidDateProperty],
};
