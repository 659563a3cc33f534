import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { operationPicker } from '../../shared/operations/picker';
import { fieldCollection, returnAllOrLimit } from '../../shared/descriptions';
import { toItems } from '../../shared/router';
import { recordPath } from '../../shared/kinds';
import { classicList, fortnoxApiRequest, fortnoxRequest, listScopeOf } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';
import { describeField } from './fieldDescriptions';
import { checkedFields, displayNameOf, schemaProperties } from './fields';
import type { ListFilter } from './listFilters';
import { filtersCollection, filtersQuery } from './listFilters';
import type { MatchKey, Register } from './records';
import { createOrUpdate, getRecord, readNumber, recordLocator } from './records';
import type { SchemaName } from './schemas';

/** One operation of a resource: its parameters and what it does for item `i`. */
export interface Operation {
	description: INodeProperties[];
	execute: (this: IExecuteFunctions, i: number) => Promise<INodeExecutionData[]>;
}

/** A register resource of the everyday core (customer, article …) and the fields its operations ask for. */
export interface RegisterResource extends Register {
	resource: string;
	/** The field a new record must have, e.g. Name. */
	requiredField: string;
	/** Whether a new record needs its number too: Fortnox numbers no cost center, its Code is the user's. */
	numberRequired?: boolean;
	schema: SchemaName;
}

const show = (resource: RegisterResource, operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: [resource.resource], operation: [operation] } }, properties);

const locatorOf = (resource: RegisterResource): INodeProperties =>
	recordLocator(resource, {
		name: resource.resource,
		displayName: displayNameOf(resource.single),
		description: `The ${resource.noun}, by its ${displayNameOf(resource.numberField).toLowerCase()}`,
	});

const numberOf = function (this: IExecuteFunctions, resource: RegisterResource, check: FieldValidator, i: number) {
	return readNumber.call(this, check, i, resource.resource, displayNameOf(resource.single));
};

/** The fields a new record must have: the required one, after the number where Fortnox gives none. */
const requiredFieldsOf = (resource: RegisterResource): string[] => (resource.numberRequired ? [resource.numberField, resource.requiredField] : [resource.requiredField]);

/** The parameter of a field a new record must have: Name → name. */
const requiredParameter = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

const requiredProperties = (resource: RegisterResource): INodeProperties[] =>
	requiredFieldsOf(resource).map((field) => ({
		displayName: displayNameOf(field),
		name: requiredParameter(field),
		type: 'string',
		required: true,
		default: '',
		description: describeField(resource.schema, field),
	}));

/** The record's fields from the required parameters and the Additional Fields, checked against Fortnox's schema. */
function newRecordBody(this: IExecuteFunctions, resource: RegisterResource, check: FieldValidator, i: number): IDataObject {
	const values = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	for (const field of requiredFieldsOf(resource)) values[field] = this.getNodeParameter(requiredParameter(field), i);
	const body = checkedFields(check, resource.schema, values);
	for (const field of requiredFieldsOf(resource)) check.required(displayNameOf(field), body[field]);
	return body;
}

export const getOperation = (resource: RegisterResource): Operation => ({
	description: show(resource, 'get', [locatorOf(resource)]),
	async execute(i) {
		const number = numberOf.call(this, resource, new FieldValidator(this.getNode(), i), i);
		return toItems(await getRecord(this, resource, number, i));
	},
});

/** Delete: Fortnox refuses a record that documents use, and its message says so. */
export const deleteOperation = (resource: RegisterResource): Operation => ({
	description: show(resource, 'delete', [locatorOf(resource)]),
	async execute(i) {
		const number = numberOf.call(this, resource, new FieldValidator(this.getNode(), i), i);
		await fortnoxRequest(this, { method: 'DELETE', path: recordPath(resource, number), itemIndex: i });
		return toItems({ [resource.numberField]: number, deleted: true });
	},
});

/** Create: Fortnox gives the record the next number unless one is chosen. */
export const createOperation = (resource: RegisterResource): Operation => ({
	description: show(resource, 'create', [
		...requiredProperties(resource),
		fieldCollection('additionalFields', schemaProperties(resource.schema, { omit: requiredFieldsOf(resource) })),
	]),
	async execute(i) {
		const body = newRecordBody.call(this, resource, new FieldValidator(this.getNode(), i), i);
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: resource.path, body: { [resource.single]: body }, itemIndex: i });
		return toItems(answer[resource.single] as IDataObject);
	},
});

/** Update: changes the fields given; Fortnox keeps the others as they are. */
export const updateOperation = (resource: RegisterResource): Operation => ({
	description: show(resource, 'update', [locatorOf(resource), fieldCollection('updateFields', schemaProperties(resource.schema, { omit: [resource.numberField] }))]),
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const number = numberOf.call(this, resource, check, i);
		const body = checkedFields(check, resource.schema, this.getNodeParameter('updateFields', i, {}) as IDataObject);
		if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: recordPath(resource, number), body: { [resource.single]: body }, itemIndex: i });
		return toItems(answer[resource.single] as IDataObject);
	},
});

/**
 * Create or Update by the chosen key: exactly one record per key. Items with the same new key (of
 * one run, or of runs at once with credentials of one company) make one record, the later ones
 * updating it. The output says `action`: created or updated, and `duplicateOf` when another process
 * made a record with the same key meanwhile.
 */
export const upsertOperation = (resource: RegisterResource, keys: Record<string, MatchKey & { description?: string }>, defaultKey: string): Operation => ({
	description: show(resource, 'upsert', [
		{
			displayName: 'Match By',
			name: 'matchBy',
			type: 'options',
			options: Object.entries(keys)
				.map(([value, key]) => ({ name: key.label, value, ...(key.description ? { description: key.description } : {}) }))
				.sort((a, b) => a.name.localeCompare(b.name)),
			default: defaultKey,
			description: `Which field finds the ${resource.noun}: the one whose field equals the value is updated, none means a new ${resource.noun}, several is an error`,
		},
		{ displayName: 'Value to Match', name: 'matchValue', type: 'string', required: true, default: '' },
		...requiredProperties(resource),
		fieldCollection('additionalFields', schemaProperties(resource.schema, { omit: requiredFieldsOf(resource) })),
	]),
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const key = keys[this.getNodeParameter('matchBy', i) as string];
		const body = newRecordBody.call(this, resource, check, i);
		const value = String(this.getNodeParameter('matchValue', i) ?? '');
		// The value is the key field's, and a new record gets it: Fortnox's rules for the field apply ("abc" is no organisation number).
		checkedFields(check, resource.schema, { [key.field]: value.trim() });
		return toItems(await createOrUpdate.call(this, check, i, { register: resource, key, value, numberField: resource.numberField, body }));
	},
});

/** Get Many with the list's documented query parameters, Return All or a Limit, 500 a page. */
export const getAllOperation = (resource: RegisterResource, filters: ListFilter[]): Operation => ({
	description: show(resource, 'getAll', [...returnAllOrLimit(), ...(filters.length > 0 ? [filtersCollection(filters)] : [])]),
	async execute(i) {
		const qs = filtersQuery(new FieldValidator(this.getNode(), i), filters, this.getNodeParameter('filters', i, {}) as IDataObject);
		return toItems(await classicList(this, { path: resource.path, listKey: resource.plural, qs, itemIndex: i }, listScopeOf(this, i)));
	},
});

/** The Operation picker of a register resource: the six operations of a register, or those it has (`only`). */
export function registerOperationPicker(resource: RegisterResource, only?: readonly string[]): INodeProperties {
	const one = `${/^[aeiou]/.test(resource.noun) ? 'an' : 'a'} ${resource.noun}`;
	return operationPicker(resource.resource, [
		{ name: 'Create', value: 'create', action: `Create ${one}`, description: `Add ${one} to the ${resource.noun} register` },
		{
			name: 'Create or Update',
			value: 'upsert',
			action: `Create or update ${one}`,
			description: 'Create a new record, or update the current one if it already exists (upsert)',
		},
		{ name: 'Delete', value: 'delete', action: `Delete ${one}`, description: `Remove ${one} no document uses` },
		{ name: 'Get', value: 'get', action: `Get ${one}`, description: `Get one ${resource.noun} with every field` },
		{ name: 'Get Many', value: 'getAll', action: `Get many ${resource.noun}s`, description: `List ${resource.noun}s, filtered and sorted` },
		{ name: 'Update', value: 'update', action: `Update ${one}`, description: `Change fields of ${one}` },
	].filter((option) => !only || only.includes(option.value)), 'getAll');
}
