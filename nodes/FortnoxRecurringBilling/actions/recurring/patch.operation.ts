import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { parseJsonParameter, readUuid, recurringIdProperty } from '../common';
import { changeRecurring, conditionalOptions } from './etag';

/** The spec's allowed root paths of a patch. */
const PATCH_ROOT_PATHS = [
	'accrual', 'amount_per_invoicing', 'cost_center_id', 'currency', 'customer', 'dates', 'delivery',
	'distribution_method', 'email', 'invoice_handling', 'order_number', 'our_reference', 'payment_terms',
	'price_list_id', 'print_configuration', 'project_id', 'remark', 'rows', 'status', 'tax_reduction_category',
	'tax_reductions', 'vat_option', 'vat_payment_type', 'your_reference',
];
const PATCH_OPS = ['add', 'remove', 'replace'];

const show = (...patchMode: string[]) => ({ show: { patchMode } });

/** Rereads the contract's ETag and writes it back: two items on one contract side by side would meet a 412. */
export const sequential = true;

export const option = {
	name: 'Patch',
	action: 'Patch a recurring contract',
	description: 'Change some fields (JSON Patch), or activate or deactivate a contract',
};

export const description: INodeProperties[] = [
	recurringIdProperty,
	{
		displayName: 'Change',
		name: 'patchMode',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Activate', value: 'activate', description: 'Set the status to ACTIVE' },
			{ name: 'Deactivate', value: 'deactivate', description: 'Set the status to INACTIVE: kept, but no invoices' },
			{ name: 'Define Operations Below', value: 'operations', description: 'JSON Patch operations, one per row' },
			{ name: 'JSON Patch', value: 'json', description: 'A JSON Patch array written or built elsewhere' },
		],
		default: 'operations',
	},
	{
		displayName: 'Operations',
		name: 'operations',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Operation',
		default: {},
		displayOptions: show('operations'),
		options: [
			{
				displayName: 'Operation',
				name: 'operation',
				values: [
					{
						displayName: 'Op',
						name: 'op',
						type: 'options',
						options: [
							{ name: 'Add', value: 'add' },
							{ name: 'Remove', value: 'remove' },
							{ name: 'Replace', value: 'replace' },
						],
						default: 'replace',
					},
					{
						displayName: 'Path',
						name: 'path',
						type: 'string',
						default: '',
						placeholder: 'e.g. /our_reference or /dates/rules/interval',
						description: `A JSON Pointer below one of the allowed fields: /${PATCH_ROOT_PATHS.join(', /')}`,
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						description:
							'Read as JSON when it is JSON (3, true, "3", {"interval": 2}), otherwise as text. Ignored for Remove.',
					},
				],
			},
		],
	},
	{
		displayName: 'JSON Patch',
		name: 'jsonPatch',
		type: 'json',
		default: '[\n  { "op": "replace", "path": "/remark", "value": "" }\n]',
		displayOptions: show('json'),
		description: 'An array of {op, path, value} (RFC 6902); op is add, remove or replace',
	},
	optionsCollection(conditionalOptions),
];

/** A row's value: JSON when it parses, else the text itself (so ACTIVE needs no quotes). */
function rowValue(text: string): IDataObject[string] {
	try {
		return JSON.parse(text) as IDataObject[string];
	} catch {
		return text;
	}
}

/** Refuses, before sending, every operation the service would refuse for its op or path. */
function checkPatch(check: FieldValidator, operations: IDataObject[]): IDataObject[] {
	if (operations.length === 0) check.fail('Operations', 'are empty', 'add at least one operation');
	operations.forEach((operation, k) => {
		const field = `Operation ${k + 1}`;
		if (!PATCH_OPS.includes(String(operation.op))) {
			check.fail(`${field} op`, `"${String(operation.op ?? '')}" is not a patch op`, `use one of ${PATCH_OPS.join(', ')}`);
		}
		const path = String(operation.path ?? '').trim();
		if (!path.startsWith('/')) check.fail(`${field} path`, `"${path}" is not a JSON Pointer`, 'start it with /, e.g. /status');
		const segments = path.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
		if (segments.some((segment) => /deviation/i.test(segment))) {
			check.fail(`${field} path`, `"${path}" is a deviation path`, 'deviations cannot be changed by a patch');
		}
		if (!PATCH_ROOT_PATHS.includes(segments[0])) {
			check.fail(`${field} path`, `"${path}" is not an allowed path`, `use a path below /${PATCH_ROOT_PATHS.join(', /')}`);
		}
		if (operation.op !== 'remove' && !('value' in operation)) check.fail(`${field} value`, 'is missing', `${String(operation.op)} needs a value`);
		operation.path = path;
	});
	return operations;
}

function operationsOf(this: IExecuteFunctions, check: FieldValidator, i: number): IDataObject[] {
	const mode = this.getNodeParameter('patchMode', i) as string;
	if (mode === 'activate' || mode === 'deactivate') {
		return [{ op: 'replace', path: '/status', value: mode === 'activate' ? 'ACTIVE' : 'INACTIVE' }];
	}
	if (mode === 'json') return parseJsonParameter(check, 'JSON Patch', this.getNodeParameter('jsonPatch', i), 'array');
	const rows = ((this.getNodeParameter('operations', i, {}) as IDataObject).operation as IDataObject[] | undefined) ?? [];
	return rows.map(({ op, path, value }) =>
		op === 'remove' ? { op, path } : { op, path, value: rowValue(String(value ?? '')) },
	);
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readUuid(check, 'Recurring ID', this.getNodeParameter('recurringId', i));
	const operations = checkPatch(check, operationsOf.call(this, check, i));
	return toItems(await changeRecurring.call(this, i, id, { method: 'PATCH', body: operations }));
}
