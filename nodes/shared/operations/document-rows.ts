import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { isResourceLocatorValue } from 'n8n-workflow';

import { ARTICLES } from '../kinds';
import { describeField } from '../schema/field-descriptions';
import { checkedFields, schemaProperties } from '../schema/fields';
import { displayNameOf } from '../schema/names';
import type { SchemaName } from '../schema/schemas';
import { FieldValidator } from '../validation';
import { houseWorkRowFields } from './house-work';
import { recordLocator } from './pickers';
import { enteredRows, rowsInputOf, rowsInputProperties } from './rows';

/**
 * The rows of one record kind (an invoice's, a voucher's …): where they go in the body, what the
 * form asks on every row and what a row may add under Row Fields, and the kind's own rule for a row.
 */
export interface DocumentRows {
	/** The row schema, e.g. InvoiceRow. */
	schema: SchemaName;
	/** The body's array, e.g. InvoiceRows. */
	key: string;
	noun: string;
	/** What the Rows form says. */
	description: string;
	/** The fields every row of the form shows. */
	formFields: INodeProperties[];
	/** The fields a row may add under Row Fields; one added is sent as entered, 0 included. */
	rowFields: INodeProperties[];
	/** What Row Fields says. */
	rowFieldsDescription: string;
	/** Two rows with Fortnox's field names: the JSON field's default and the shape an error shows. */
	example: IDataObject[];
	/** How a mapped expression fills the JSON field. */
	hint: string;
	/** The kind's rule for one row, once checked against the schema (`label` e.g. "Row 2"): the row as Fortnox takes it. */
	checkRow: (check: FieldValidator, row: IDataObject, label: string) => IDataObject;
}

const numberProperty = (schema: SchemaName, name: string, precision: boolean): INodeProperties => ({
	displayName: displayNameOf(name),
	name,
	type: 'number',
	typeOptions: precision ? { numberPrecision: 2 } : {},
	default: 0,
	description: describeField(schema, name),
});

const textProperty = (schema: SchemaName, name: string): INodeProperties => ({
	displayName: displayNameOf(name),
	name,
	type: 'string',
	default: '',
	description: describeField(schema, name),
});

/** What a sales row may add under Row Fields; every other field of the row schema goes in Rows (JSON). */
const SALES_ROW_FIELDS = ['Price', 'Discount', 'DiscountType', 'VAT', 'Unit', 'AccountNumber', 'CostCenter', 'Project'];

function salesRowField(schema: SchemaName, name: string): INodeProperties {
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
			description: describeField(schema, name),
		};
	}
	if (['Price', 'Discount', 'VAT', 'AccountNumber'].includes(name)) return numberProperty(schema, name, name !== 'AccountNumber' && name !== 'VAT');
	return textProperty(schema, name);
}

/**
 * The rows of a sales document, whose quantity Fortnox names DeliveredQuantity on invoices,
 * OrderedQuantity on orders and Quantity on offers. A row needs an article or a description:
 * Fortnox has nothing to print otherwise. `houseWorkTypesOf`: the row schema whose house-work types
 * the form lists (see houseWorkRowFields).
 */
export function salesRows(schema: SchemaName, key: string, quantity: string, noun: string, houseWorkTypesOf: SchemaName = schema): DocumentRows {
	return {
		schema,
		key,
		noun,
		description: `The ${noun}s, in order. A row with an article takes its description, price, unit and VAT from the article unless given; a text row needs only a description.`,
		formFields: [
			// A searchable picker, not a dropdown: a dropdown loads the whole register and marks a text row's empty article as unsupported.
			recordLocator(
				ARTICLES,
				{ name: 'ArticleNumber', displayName: 'Article', description: 'The article sold on the row; leave it empty for a text row', optional: true },
			),
			{ displayName: displayNameOf(quantity), name: quantity, type: 'number', typeOptions: { numberPrecision: 2 }, default: 1, description: describeField(schema, quantity) },
			textProperty(schema, 'Description'),
		],
		// House work (ROT, RUT, green technology) as Fortnox's row schema types it; the document's Tax Reduction Type goes with it.
		rowFields: [...SALES_ROW_FIELDS.map((name) => salesRowField(schema, name)), ...houseWorkRowFields(schema, houseWorkTypesOf)],
		rowFieldsDescription: "What the row gives itself; a field left out is Fortnox's to decide (the article's price, unit and VAT, the predefined account). A price or VAT of 0 is sent as 0.",
		example: [{ ArticleNumber: '100', [quantity]: 2 }, { Description: 'Freight', [quantity]: 1, Price: 150, AccountNumber: 3001 }],
		hint: `For example {{ $json.lines.map(line => ({ ArticleNumber: line.sku, ${quantity}: line.qty })) }}`,
		checkRow(check, row, label) {
			// A row naming a RowId is an existing row, which keeps what it does not give ({"RowId": 123} keeps it as it is).
			if (row.RowId === undefined && row.ArticleNumber === undefined && row.Description === undefined) {
				check.fail(label, 'has neither an article nor a description', `every ${noun} needs one of them`);
			}
			// A percent discount is a part of the price, and PERCENT is Fortnox's type when none is given.
			// Fortnox's documentation states no range; over 100 % the row would pay the customer.
			const discount = row.Discount as number | undefined;
			if (discount !== undefined && (row.DiscountType ?? 'PERCENT') === 'PERCENT' && (discount < 0 || discount > 100)) {
				check.fail(`${label} Discount`, `${discount} % is out of range`, 'a discount in percent is from 0 to 100; give an amount off with Discount Type Amount');
			}
			return row;
		},
	};
}

/**
 * Rows booked on accounts (a voucher's, a supplier invoice's): the account, debit and credit on every
 * row, and `rowFields` of the schema (cost center, project …) to add. Each row needs its account.
 */
export function accountRows({ schema, key, noun, rowFields }: { schema: SchemaName; key: string; noun: string; rowFields: readonly string[] }): DocumentRows {
	return {
		schema,
		key,
		noun,
		description: `The ${noun}s, in order: each books a debit or a credit on an account`,
		formFields: [
			{ ...numberProperty(schema, 'Account', false), placeholder: 'e.g. 1930' },
			numberProperty(schema, 'Debit', true),
			numberProperty(schema, 'Credit', true),
		],
		rowFields: schemaProperties(schema, { only: rowFields }),
		rowFieldsDescription: 'What the row gives itself beside its account and amount',
		example: [
			{ Account: 6110, Debit: 1000, Description: 'Kontorsmaterial' },
			{ Account: 1930, Credit: 1000 },
		],
		hint: 'For example {{ $json.rows.map(row => ({ Account: row.account, Debit: row.debit, Credit: row.credit })) }}',
		checkRow(check, row, label) {
			check.required(`${label} Account`, row.Account as number | undefined);
			// A row is one side of an entry. Fortnox's documentation states no rule for a row with both;
			// written as two rows, each side shows in the ledger.
			if (Number(row.Debit ?? 0) !== 0 && Number(row.Credit ?? 0) !== 0) {
				check.fail(label, `has both a debit (${String(row.Debit)}) and a credit (${String(row.Credit)})`, 'a row books a debit or a credit: write two rows');
			}
			return row;
		},
	};
}

/** An update keeps the rows unless new ones are chosen: with the form as its default, an update of one field failed on the empty row form. */
const KEEP = { name: 'Keep the Rows', value: 'keep', description: 'Leave the rows as they are' };

/** The rows input of a record's create (and update, where `optional`): the kind's row form and its JSON example. */
export function documentRowsProperties(rows: DocumentRows, { optional = false }: { optional?: boolean } = {}): INodeProperties[] {
	const named = [...new Set(rows.example.flatMap((row) => Object.keys(row)))].join(', ');
	return rowsInputProperties({
		rowFields: [
			...rows.formFields,
			{
				displayName: 'Row Fields',
				name: 'rowFields',
				type: 'collection',
				placeholder: 'Add Row Field',
				default: {},
				description: rows.rowFieldsDescription,
				options: rows.rowFields,
			},
		],
		description: rows.description,
		example: rows.example,
		jsonDescription: `A JSON array of ${rows.noun}s with Fortnox's field names (${named} …), typed or mapped from an earlier node's lines with an expression`,
		jsonHint: rows.hint,
		...(optional ? { first: KEEP } : {}),
	});
}

/**
 * The form's rows: the fields every row shows as entered (an empty one left out), and the Row Fields
 * that were added, 0 included: a price or VAT of 0 is a choice, not a blank.
 */
function formRows(entered: IDataObject[]): IDataObject[] {
	return entered.map(({ rowFields, ...values }) => {
		const row: IDataObject = { ...(rowFields as IDataObject | undefined) };
		for (const [name, given] of Object.entries(values)) {
			// n8n leaves a picker's value inside its locator when the picker sits in a row.
			const value = isResourceLocatorValue(given) ? given.value : given;
			if (value !== '' && value !== undefined) row[name] = value;
		}
		if (row.Discount === undefined) delete row.DiscountType;
		return row;
	});
}

/** A row as an error message shows it: {"ArticleNumber": "100", "Quantity": 2}. */
const inline = (row: IDataObject): string => `{${Object.entries(row).map(([name, value]) => `"${name}": ${JSON.stringify(value)}`).join(', ')}}`;

/**
 * The rows of item `i`, from the form or the JSON field, each checked against Fortnox's row schema
 * and the kind's rule before anything is sent; undefined when an update keeps the rows. None where
 * the document names a `template` (its label, e.g. Template Number): Fortnox takes the template's.
 */
export function readDocumentRows(this: IExecuteFunctions, i: number, rows: DocumentRows, { template }: { template?: { label: string; named: boolean } } = {}): IDataObject[] | undefined {
	if (rowsInputOf(this, i) === KEEP.value) return undefined;
	const check = new FieldValidator(this.getNode(), i);
	// The JSON example names the kind's own fields (it named DeliveredQuantity, which an offer row lacks).
	const entered = enteredRows.call(this, i, { check, shape: `[${inline(rows.example[0])}]`, fromForm: formRows });
	if (entered.length === 0 && !template?.named) {
		check.fail('Rows', 'are empty', `a document needs at least one ${rows.noun}${template ? `, or a ${template.label} whose rows it takes` : ''}`);
	}
	return entered.map((row, index) => rows.checkRow(check, checkedFields(check, rows.schema, row, `Row ${index + 1} `), `Row ${index + 1}`));
}
