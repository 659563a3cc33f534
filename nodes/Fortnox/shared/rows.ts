import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator, jsonRows } from '../../shared/validation';
import { checkedFields, displayNameOf } from './fields';
import { describeField } from './fieldDescriptions';
import type { SchemaName } from './schemas';

/** The rows of one document kind: where they go in the body and how Fortnox names their quantity. */
export interface DocumentRows {
	/** The row schema, e.g. InvoiceRow. */
	schema: SchemaName;
	/** The body's array, e.g. InvoiceRows. */
	key: string;
	/** The row's quantity field: DeliveredQuantity on invoices, OrderedQuantity on orders, Quantity on offers. */
	quantity: string;
	noun: string;
}

export const INVOICE_ROWS: DocumentRows = { schema: 'InvoiceRow', key: 'InvoiceRows', quantity: 'DeliveredQuantity', noun: 'invoice row' };
export const ORDER_ROWS: DocumentRows = { schema: 'OrderRow', key: 'OrderRows', quantity: 'OrderedQuantity', noun: 'order row' };
export const OFFER_ROWS: DocumentRows = { schema: 'OfferRow', key: 'OfferRows', quantity: 'Quantity', noun: 'offer row' };

/** What a form row may add under Row Fields; every other field of the row schema goes in Rows (JSON). */
const ROW_FIELDS = ['Price', 'Discount', 'DiscountType', 'VAT', 'Unit', 'AccountNumber', 'CostCenter', 'Project'];

/** Rows Input (form or JSON), the row form and the JSON field, for a document's create (and update, where `optional`). */
export function rowsProperties(rows: DocumentRows, { optional = false }: { optional?: boolean } = {}): INodeProperties[] {
	const example = [{ ArticleNumber: '100', [rows.quantity]: 2 }, { Description: 'Freight', [rows.quantity]: 1, Price: 150, AccountNumber: 3001 }];
	const text = (name: string): INodeProperties => ({ displayName: displayNameOf(name), name, type: 'string', default: '', description: describeField(rows.schema, name) });
	const inputs = [
		{ name: 'Form', value: 'fields', description: 'One entry per row' },
		{ name: 'JSON', value: 'json', description: 'An array of rows with Fortnox field names, e.g. mapped from an earlier node' },
	];
	const keep = { name: 'Keep the Rows', value: 'keep', description: 'Leave the rows as they are' };
	// An update keeps the rows unless new ones are chosen: with Form as its default, an update of
	// one field as the editor leaves it failed on the empty row form ("Rows are empty").
	const rowsInput: INodeProperties = optional
		? { displayName: 'Rows Input', name: 'rowsInput', type: 'options', options: [keep, ...inputs], default: 'keep' }
		: { displayName: 'Rows Input', name: 'rowsInput', type: 'options', options: inputs, default: 'fields' };
	return [
		rowsInput,
		{
			displayName: 'Rows',
			name: 'rows',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true, sortable: true },
			placeholder: 'Add Row',
			default: {},
			displayOptions: { show: { rowsInput: ['fields'] } },
			description: `The ${rows.noun}s, in order. A row with an article takes its description, price, unit and VAT from the article unless given; a text row needs only a description.`,
			options: [
				{
					displayName: 'Row',
					name: 'row',
					values: [
						{
							displayName: 'Article Name or ID',
							name: 'ArticleNumber',
							type: 'options',
							typeOptions: { loadOptionsMethod: 'getArticles' },
							default: '',
							description: 'The article sold on the row. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
						},
						{ displayName: displayNameOf(rows.quantity), name: rows.quantity, type: 'number', typeOptions: { numberPrecision: 2 }, default: 1, description: describeField(rows.schema, rows.quantity) },
						text('Description'),
						{
							displayName: 'Row Fields',
							name: 'rowFields',
							type: 'collection',
							placeholder: 'Add Row Field',
							default: {},
							description: 'What the row gives itself; a field left out is Fortnox\'s to decide (the article\'s price, unit and VAT, the predefined account). A price or VAT of 0 is sent as 0.',
							options: ROW_FIELDS.map((name): INodeProperties => {
								if (name === 'DiscountType') {
									return {
										displayName: 'Discount Type',
										name,
										type: 'options',
										options: [
											{ name: 'Amount', value: 'AMOUNT' },
											{ name: 'Percent', value: 'PERCENT' },
										],
										default: 'PERCENT',
										description: describeField(rows.schema, name),
									};
								}
								if (['Price', 'Discount', 'VAT', 'AccountNumber'].includes(name)) {
									return {
										displayName: displayNameOf(name),
										name,
										type: 'number',
										typeOptions: name === 'AccountNumber' || name === 'VAT' ? {} : { numberPrecision: 2 },
										default: 0,
										description: describeField(rows.schema, name),
									};
								}
								return text(name);
							}),
						},
					],
				},
			],
		},
		{
			displayName: 'Rows (JSON)',
			name: 'rowsJson',
			type: 'json',
			default: JSON.stringify(example, null, 2),
			displayOptions: { show: { rowsInput: ['json'] } },
			description: `A JSON array of ${rows.noun}s with Fortnox's field names (ArticleNumber, ${rows.quantity}, Price, Description …), typed or mapped from an earlier node's lines with an expression`,
			hint: `For example {{ $json.lines.map(line => ({ ArticleNumber: line.sku, ${rows.quantity}: line.qty })) }}`,
		},
	];
}

/**
 * The form's rows: the article, quantity and description as entered (an empty one left out), and the
 * Row Fields that were added, 0 included: a price or VAT of 0 is a choice, not a blank.
 */
function formRows(entered: IDataObject[]): IDataObject[] {
	return entered.map(({ rowFields, ...values }) => {
		const row: IDataObject = { ...(rowFields as IDataObject | undefined) };
		for (const [name, value] of Object.entries(values)) if (value !== '' && value !== undefined) row[name] = value;
		if (row.Discount === undefined) delete row.DiscountType;
		return row;
	});
}

/**
 * The rows of item `i`, from the form or the JSON field, each checked against Fortnox's row schema
 * before anything is sent; undefined when an update keeps the rows. A row needs an article or a
 * description: Fortnox has nothing to print otherwise.
 */
export function readDocumentRows(this: IExecuteFunctions, i: number, rows: DocumentRows): IDataObject[] | undefined {
	const check = new FieldValidator(this.getNode(), i);
	const input = this.getNodeParameter('rowsInput', i, 'fields') as string;
	if (input === 'keep') return undefined;
	// The JSON example names the kind's own quantity (it named DeliveredQuantity, which an offer row lacks).
	const entered =
		input === 'json'
			? jsonRows(check, this.getNodeParameter('rowsJson', i), `[{"ArticleNumber": "100", "${rows.quantity}": 2}]`)
			: formRows(((this.getNodeParameter('rows', i, {}) as IDataObject).row as IDataObject[] | undefined) ?? []);
	if (entered.length === 0) check.fail('Rows', 'are empty', `a document needs at least one ${rows.noun}`);
	return entered.map((row, index) => {
		const checked = checkedFields(check, rows.schema, row, `Row ${index + 1} `);
		// A row naming a RowId is an existing row, which keeps what it does not give ({"RowId": 123} keeps it as it is).
		if (checked.RowId === undefined && checked.ArticleNumber === undefined && checked.Description === undefined) {
			check.fail(`Row ${index + 1}`, 'has neither an article nor a description', `every ${rows.noun} needs one of them`);
		}
		// Fortnox's schema types quantities as text, yet they are numbers ("2.00"): "två" went to Fortnox
		// to be refused, and "2,5" as it was. Checked here, and sent as text with a decimal point.
		for (const name of new Set([rows.quantity, 'DeliveredQuantity'])) {
			if (checked[name] === undefined) continue;
			const text = String(checked[name]).trim().replace(',', '.');
			const quantity = text === '' ? Number.NaN : Number(text);
			if (!Number.isFinite(quantity)) check.fail(`Row ${index + 1} ${displayNameOf(name)}`, `"${String(checked[name])}" is not a number`, 'write a number such as 2 or 1.5');
			checked[name] = String(quantity);
		}
		return checked;
	});
}
