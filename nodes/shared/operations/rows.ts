import type { IDataObject, IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { FieldValidator } from '../validation';
import { jsonRows } from '../validation';

/** The rows input of one kind of record (a document's rows, a voucher's, a stock taking's …). */
export interface RowsInput {
	/** The fields of one row of the form. */
	rowFields: INodeProperties[];
	/** What the form says of the rows. */
	description?: string;
	/** Rows with Fortnox's field names: the JSON field's default. */
	example: IDataObject[];
	/** What the JSON field says, and how an expression may fill it. */
	jsonDescription: string;
	jsonHint?: string;
	/**
	 * Another way to give the rows, offered first and chosen unless the user picks the form or JSON:
	 * keeping the rows an update leaves alone, or taking a purchase order's.
	 */
	first?: INodePropertyOptions;
}

/** Rows Input (the form, JSON, or the kind's own first choice), the row form and the JSON field. */
export function rowsInputProperties(input: RowsInput): INodeProperties[] {
	const choices: INodePropertyOptions[] = [
		{ name: 'Using Fields Below', value: 'fields', description: 'One entry per row in the form' },
		{ name: 'Using JSON', value: 'json', description: "An array of rows with Fortnox's field names, e.g. mapped from an earlier node with an expression" },
	];
	const rowsInput: INodeProperties = { displayName: 'Rows Input', name: 'rowsInput', type: 'options', options: choices, default: 'fields' };
	return [
		input.first ? { ...rowsInput, options: [input.first, ...choices], default: input.first.value } : rowsInput,
		{
			displayName: 'Rows',
			name: 'rows',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true, sortable: true },
			placeholder: 'Add Row',
			default: {},
			displayOptions: { show: { rowsInput: ['fields'] } },
			...(input.description ? { description: input.description } : {}),
			options: [{ displayName: 'Row', name: 'row', values: input.rowFields }],
		},
		{
			displayName: 'Rows (JSON)',
			name: 'rowsJson',
			type: 'json',
			default: JSON.stringify(input.example, null, 2),
			displayOptions: { show: { rowsInput: ['json'] } },
			description: input.jsonDescription,
			...(input.jsonHint ? { hint: input.jsonHint } : {}),
		},
	];
}

/** How item `i` gives its rows: fields, json, or the kind's first choice, which its caller reads its own way. */
export const rowsInputOf = (context: IExecuteFunctions, i: number): string => context.getNodeParameter('rowsInput', i, 'fields') as string;

/**
 * The rows item `i` enters: the JSON array (`shape` shows a row in an error), or else the form's
 * rows as `fromForm` reads them.
 */
export function enteredRows(
	this: IExecuteFunctions,
	i: number,
	{ check, shape, fromForm }: { check: FieldValidator; shape: string; fromForm: (rows: IDataObject[]) => IDataObject[] },
): IDataObject[] {
	if (rowsInputOf(this, i) === 'json') return jsonRows(check, this.getNodeParameter('rowsJson', i), shape);
	return fromForm(((this.getNodeParameter('rows', i, {}) as IDataObject).row as IDataObject[] | undefined) ?? []);
}
