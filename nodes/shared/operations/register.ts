import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { changedAt, fieldCollection, returnAllOrLimit } from '../descriptions';
import type { ClassicKind } from '../kinds';
import { pluralOf, recordPath } from '../kinds';
import { toItems } from '../router';
import { checkedFields, refuseOnlyEmpty, schemaProperties } from '../schema/fields';
import { displayNameOf } from '../schema/names';
import type { SchemaName } from '../schema/schemas';
import { classicList, fortnoxApiRequest, fortnoxRequest, listScopeOf } from '../transport';
import { FieldValidator } from '../validation';
import type { ListFilter } from './list-filters';
import { filtersCollection, filtersQuery } from './list-filters';
import type { RecordOutput } from './output';
import { outputProperties, shapeOutput } from './output';
import { codeListSearch, recordLocator, searchMethodOf } from './pickers';
import type { Operation, Resource } from './resource';

/** A register of the everyday core (customers, articles, suppliers …) and what its operations ask for. */
export interface Register {
	kind: ClassicKind;
	/** The resource's value, which also names its record picker parameter. */
	value: string;
	schema: SchemaName;
	/** The field (or fields) a new record must have besides its number, e.g. Name; none where Fortnox's OpenAPI requires only the code. */
	requiredField?: string | readonly string[];
	/**
	 * A required field whose default changed at node version `since`: from then on its parameter is
	 * `parameter`, a new name with the default `value`, so workflows saved before keep the old default.
	 */
	changedDefault?: { field: string; since: number; parameter: string; value: string };
	/** Whether a new record needs its number too: Fortnox numbers no cost center, its Code is the user's. */
	numberRequired?: boolean;
	/** What the register's list shows of each record (Fortnox's list item schema), where Create or Update compares before it writes. */
	listSchema?: SchemaName;
	/** Where a record has more fields than a person reads: the Output option of Get and Get Many. */
	output?: RecordOutput;
	/** The longest number Fortnox takes, where it documents one (an EmployeeId has 1 to 15 characters). */
	numberMaxLength?: number;
	/** The register's own rules for the fields of a create or update, once checked against the schema. */
	checkFields?: (check: FieldValidator, body: IDataObject) => void;
	/**
	 * Rules that need Fortnox's records (the document an application is for, its customer), checked
	 * after the fields and before sending; on an update, against the record with the changes applied.
	 */
	checkAgainstFortnox?: {
		check: (this: IExecuteFunctions, check: FieldValidator, i: number, record: IDataObject, id?: string) => Promise<void>;
		/** Options of Create and Update that steer the check. */
		options: INodeProperties;
		/** Told of each record written, so later items of the run know it. */
		written: (this: IExecuteFunctions, record: IDataObject) => void;
	};
}

/** "a customer", "an article". */
export const oneOf = (noun: string): string => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** The record picker of a register, named like the resource. */
const locatorOf = ({ kind, value }: Register): INodeProperties =>
	recordLocator(kind, { name: value, displayName: displayNameOf(kind.request ?? kind.single), description: `The ${kind.noun}, by its ${displayNameOf(kind.numberField).toLowerCase()}` });

/** The record number a locator holds, checked: Fortnox numbers are text of up to 1024 characters (or `maxLength`) without a slash. */
export function readNumber(this: IExecuteFunctions, check: FieldValidator, i: number, parameter: string, label: string, maxLength = 1024): string {
	const number = String(this.getNodeParameter(parameter, i, '', { extractValue: true }) ?? '').trim();
	check.required(label, number);
	check.maxLength(label, number, maxLength);
	return number;
}

const numberOf = function (this: IExecuteFunctions, { kind, value, numberMaxLength }: Register, check: FieldValidator, i: number) {
	const label = displayNameOf(kind.request ?? kind.single);
	const number = readNumber.call(this, check, i, value, label, numberMaxLength);
	if (kind.wholeNumber && !/^\d+$/.test(number)) check.fail(label, `"${number}" is not a whole number`, `Fortnox numbers ${kind.noun}s with whole numbers`);
	return number;
};

/** The fields a new record must have: the required ones, after the number where Fortnox gives none. */
const requiredFieldsOf = ({ kind, requiredField, numberRequired }: Register): string[] => [...(numberRequired ? [kind.numberField] : []), ...[requiredField ?? []].flat()];

/** The parameter of a field a new record must have: Name → name, URLConnection → urlConnection. */
const requiredParameter = (field: string) => field.replace(/^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/, (start) => start.toLowerCase());

/** The parameter of a required field as it is named at this node's version. */
function parameterAt(this: IExecuteFunctions, { changedDefault }: Register, field: string): string {
	return changedDefault?.field === field && this.getNode().typeVersion >= changedDefault.since ? changedDefault.parameter : requiredParameter(field);
}

/** A required field's parameter, typed; where its default changed, as each node version shows it. */
function requiredProperties({ schema, changedDefault }: Register, field: string): INodeProperties[] {
	return schemaProperties(schema, { only: [field] }).flatMap((typed): INodeProperties[] => {
		const property: INodeProperties = { ...typed, name: requiredParameter(field), required: true };
		if (changedDefault?.field !== field) return [property];
		return changedAt(changedDefault.since, property, { ...property, name: changedDefault.parameter, default: changedDefault.value });
	});
}

/** A new record's parameters: the fields it must have, typed as Fortnox's schema types them (text, a number, a list of values), then Additional Fields of every other field. */
export const newRecordProperties = (register: Register): INodeProperties[] => [
	...requiredFieldsOf(register).flatMap((field) => requiredProperties(register, field)),
	fieldCollection('additionalFields', schemaProperties(register.schema, { omit: requiredFieldsOf(register) })),
];

/** The record's fields from the required parameters and the Additional Fields, checked against Fortnox's schema. */
export function newRecordBody(this: IExecuteFunctions, register: Register, check: FieldValidator, i: number): IDataObject {
	const values = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	for (const field of requiredFieldsOf(register)) values[field] = this.getNodeParameter(parameterAt.call(this, register, field), i);
	const body = checkedFields(check, register.schema, values);
	for (const field of requiredFieldsOf(register)) check.required(displayNameOf(field), body[field]);
	register.checkFields?.(check, body);
	return body;
}

export const getRecord = (register: Register): Operation => ({
	option: { name: 'Get', action: `Get ${oneOf(register.kind.noun)}`, description: `Get one ${register.kind.noun} with every field` },
	description: [locatorOf(register), ...outputProperties(register.output)],
	async execute(i) {
		const number = numberOf.call(this, register, new FieldValidator(this.getNode(), i), i);
		const body = await fortnoxApiRequest(this, { method: 'GET', path: recordPath(register.kind, number), itemIndex: i });
		return toItems(shapeOutput.call(this, i, register.output, [body[register.kind.single] as IDataObject]));
	},
});

/** Get Many with the list's documented query parameters, Return All or a Limit, 500 a page. */
export const getRecords = (register: Pick<Register, 'kind' | 'output'>, filters: ListFilter[]): Operation => ({
	option: {
		name: 'Get Many',
		action: `Get many ${pluralOf(register.kind)}`,
		description: filters.length > 0 ? `List ${pluralOf(register.kind)}, filtered and sorted` : `List the ${pluralOf(register.kind)}`,
	},
	description: [...returnAllOrLimit(), ...(filters.length > 0 ? [filtersCollection(filters)] : []), ...outputProperties(register.output)],
	async execute(i) {
		const qs = filtersQuery(new FieldValidator(this.getNode(), i), filters, this.getNodeParameter('filters', i, {}) as IDataObject);
		const records = await classicList(this, { path: register.kind.path, listKey: register.kind.plural, qs, itemIndex: i }, listScopeOf(this, i));
		return toItems(shapeOutput.call(this, i, register.output, records));
	},
});

const againstFortnoxOptions = ({ checkAgainstFortnox }: Register): INodeProperties[] => (checkAgainstFortnox ? [checkAgainstFortnox.options] : []);

/** Create: Fortnox gives the record the next number unless one is chosen. */
export const createRecord = (register: Register): Operation => ({
	option: { name: 'Create', action: `Create ${oneOf(register.kind.noun)}`, description: `Add ${oneOf(register.kind.noun)} to the ${register.kind.noun} register` },
	description: [...newRecordProperties(register), ...againstFortnoxOptions(register)],
	// Items checked against what earlier items wrote (a buyer's yearly cap) run one after another.
	sequential: register.checkAgainstFortnox !== undefined,
	async execute(i) {
		const { kind, checkAgainstFortnox } = register;
		const check = new FieldValidator(this.getNode(), i);
		const body = newRecordBody.call(this, register, check, i);
		await checkAgainstFortnox?.check.call(this, check, i, body);
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.request ?? kind.single]: body }, itemIndex: i });
		const record = answer[kind.single] as IDataObject;
		checkAgainstFortnox?.written.call(this, record);
		return toItems(record);
	},
});

/** Update: changes the fields given; Fortnox keeps the others as they are. */
export const updateRecord = (register: Register): Operation => ({
	option: { name: 'Update', action: `Update ${oneOf(register.kind.noun)}`, description: `Change fields of ${oneOf(register.kind.noun)}` },
	description: [locatorOf(register), fieldCollection('updateFields', schemaProperties(register.schema, { omit: [register.kind.numberField] })), ...againstFortnoxOptions(register)],
	sequential: register.checkAgainstFortnox !== undefined,
	async execute(i) {
		const { kind, checkAgainstFortnox } = register;
		const check = new FieldValidator(this.getNode(), i);
		const number = numberOf.call(this, register, check, i);
		const given = this.getNodeParameter('updateFields', i, {}) as IDataObject;
		const body = checkedFields(check, register.schema, given);
		refuseOnlyEmpty(check, given, body);
		if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
		register.checkFields?.(check, body);
		if (checkAgainstFortnox) {
			const current = (await fortnoxApiRequest(this, { method: 'GET', path: recordPath(kind, number), itemIndex: i }))[kind.single] as IDataObject;
			await checkAgainstFortnox.check.call(this, check, i, { ...current, ...body }, number);
		}
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: recordPath(kind, number), body: { [kind.request ?? kind.single]: body }, itemIndex: i });
		const record = answer[kind.single] as IDataObject;
		checkAgainstFortnox?.written.call(this, record);
		return toItems(record);
	},
});

/** Delete: Fortnox refuses a record that documents use, and its message says so. */
export const deleteRecord = (register: Register): Operation => ({
	option: { name: 'Delete', action: `Delete ${oneOf(register.kind.noun)}`, description: `Remove ${oneOf(register.kind.noun)} no document uses` },
	description: [locatorOf(register)],
	async execute(i) {
		const number = numberOf.call(this, register, new FieldValidator(this.getNode(), i), i);
		await fortnoxRequest(this, { method: 'DELETE', path: recordPath(register.kind, number), itemIndex: i });
		return toItems({ [register.kind.numberField]: number, deleted: true });
	},
});

/**
 * A register resource: Get, Get Many, Update and, where Fortnox's API has them, Create and and `more` of its own (Create or Update); its picker lists the register with Fortnox's search.
 */
export function registerResource(
	register: Register,
	{
		displayName,
		filters,
		canCreate = true,
		canDelete = true,
		more = {},
	}: { displayName: string; filters: ListFilter[]; canCreate?: boolean; canDelete?: boolean; more?: Record<string, Operation> },
): Resource {
	return {
		displayName,
		value: register.value,
		default: 'getAll',
		operations: {
			getAll: getRecords(register, filters),
			get: getRecord(register),
			...(canCreate ? { create: createRecord(register) } : {}),
			update: updateRecord(register),
			...more,
			...(canDelete ? { delete: deleteRecord(register) } : {}),
		},
		listSearch: { [searchMethodOf(register.kind)]: codeListSearch(register.kind) },
	};
}
