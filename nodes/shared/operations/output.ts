import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { displayNameOf } from '../schema/names';
import type { SchemaName } from '../schema/schemas';
import { SCHEMAS } from '../schema/schemas';

/**
 * What Get and Get Many of a record with many fields can give back, as n8n's guidelines ask of a node
 * used as a tool: the fields a person reads (`simplified`, at most 10 in any one record), the whole
 * record, or the fields the user picks among `simplified` and the record's schemas, with its number
 * (`simplified` starts with it), which n8n's guidelines ask Selected Fields to keep always.
 */
export interface RecordOutput {
	simplified: readonly [string, ...string[]];
	schemas: readonly SchemaName[];
}

/**
 * The Output option and its Fields, where the record has an output (none otherwise). Raw is the default:
 * n8n stores no parameter equal to its default, so a workflow saved before the option existed keeps the
 * whole record it always had.
 */
export function outputProperties(output: RecordOutput | undefined): INodeProperties[] {
	if (!output) return [];
	const { simplified, schemas } = output;
	const fields = [...new Set([...simplified, ...schemas.flatMap((schema) => Object.keys(SCHEMAS[schema]))])];
	return [
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			noDataExpression: true,
			options: [
				{ name: 'Raw', value: 'raw', description: 'Every field Fortnox gives' },
				{ name: 'Selected Fields', value: 'fields', description: 'Only the fields you pick' },
				{ name: 'Simplified', value: 'simple', description: `The fields a person reads: ${simplified.map(displayNameOf).join(', ')}` },
			],
			default: 'raw',
		},
		{
			displayName: 'Fields',
			name: 'fields',
			type: 'multiOptions',
			options: fields.map((field) => ({ name: displayNameOf(field), value: field })).sort((a, b) => a.name.localeCompare(b.name)),
			default: [],
			description: `The fields to keep of each record besides its ${displayNameOf(simplified[0])}, which is always kept; a field the record lacks is left out`,
			displayOptions: { show: { output: ['fields'] } },
		},
	];
}

/** The records as the Output option of item `i` asks: whole, simplified, or the fields picked. */
export function shapeOutput(this: IExecuteFunctions, i: number, output: RecordOutput | undefined, records: IDataObject[]): IDataObject[] {
	const chosen = output ? (this.getNodeParameter('output', i, 'raw') as string) : 'raw';
	if (!output || chosen === 'raw') return records;
	const keep = chosen === 'simple' ? output.simplified : [output.simplified[0], ...(this.getNodeParameter('fields', i, []) as string[])];
	return records.map((record) => Object.fromEntries(keep.filter((field) => field in record).map((field) => [field, record[field]])));
}
