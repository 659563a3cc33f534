import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { companyOf } from '../company';
import { recordPath } from '../kinds';
import { oneAtATime } from '../keyed-lock';
import { toItems } from '../router';
import { checkedFields } from '../schema/fields';
import { SCHEMAS } from '../schema/schemas';
import { classicList, countOf, EVERY_RECORD, fortnoxApiRequest } from '../transport';
import { CLASSIC_MAX_PAGE_SIZE } from '../transport/pagination';
import { fingerprint } from '../transport/credentials';
import { FieldValidator } from '../validation';
import type { Register } from './register';
import { newRecordBody, newRecordProperties, oneOf } from './register';
import type { Held } from './register-copy';
import { closeCopy, noteRecord, noteUnsure, openCopy, RegisterCopy } from './register-copy';
import { holdsAlready } from './stored-value';
import type { Operation } from './resource';

/** A way to find the one record a Create or Update is about. */
export interface MatchKey {
	/** The record's field, e.g. OrganisationNumber. */
	field: string;
	/** The list's search parameter for it (Fortnox: contains); absent when only reading every record finds it. */
	search?: string;
	label: string;
	/** What Match By says of it. */
	description?: string;
	/** Two values that are the same key, e.g. organisation numbers with and without their dash. */
	normalise: (value: string) => string;
	/** What to search for, from the normalised value: a part every written form of it contains. */
	searchTerm?: (normalised: string) => string;
}

/** A batch of at most this many items searches item by item: reading the register's first page to learn its size could not pay. */
const SEARCHED_ITEM_BY_ITEM = 10;

/** What one run of Create or Update shares between its items of one company. */
interface Batch {
	company: string;
	/** An item of the company: the batch's own requests go as its (to its company). */
	itemIndex: number;
	/** The register's records and kind, as every copy of it in this process is known by. */
	register: string;
	/** The register read once for the whole batch; absent when items search one by one. */
	copy?: RegisterCopy;
	/** Items that created a record by a key other than its number: the batch looks for duplicates once, at its end. */
	created: Map<number, { key: MatchKey; wanted: string; number: string }>;
}

/** Per run, a batch per company: items of one run may each name their company (Company (Tenant ID)). */
const batches = new WeakMap<object, Map<string, Promise<Batch>>>();

/**
 * The whole register when reading it costs fewer requests than searching item by item, else
 * undefined: the first page (500 records) tells the register's size, and is the whole register when
 * it is smaller. A key Fortnox cannot search for (suppliers') reads the register whatever the batch.
 */
async function readOnce(this: IExecuteFunctions, { kind }: Register, key: MatchKey, itemIndex: number): Promise<IDataObject[] | undefined> {
	const items = this.getInputData().length;
	if (key.search === undefined) return await classicList(this, { path: kind.path, listKey: kind.plural, itemIndex }, EVERY_RECORD);
	if (items <= SEARCHED_ITEM_BY_ITEM) return undefined;
	const first = await fortnoxApiRequest(this, { method: 'GET', path: kind.path, qs: { page: 1, limit: CLASSIC_MAX_PAGE_SIZE }, itemIndex });
	const records = (first[kind.plural] as IDataObject[] | undefined) ?? [];
	const total = countOf((first.MetaInformation as IDataObject | undefined)?.['@TotalResources']);
	// A short page is the whole register, unless Fortnox counts more (then Return All below fails as it should).
	if (records.length < CLASSIC_MAX_PAGE_SIZE && (total === undefined || records.length >= total)) return records;
	if (total === undefined) return undefined;
	// A full last page asks for one more, which comes back empty.
	const pages = Math.floor(total / CLASSIC_MAX_PAGE_SIZE) + 1;
	return pages < items ? await classicList(this, { path: kind.path, listKey: kind.plural, itemIndex }, EVERY_RECORD) : undefined;
}

/** The batch of this run for item `i`'s company: begun by its first item, the register read (or not) once for all of them. */
async function batchOf(this: IExecuteFunctions, register: Register, key: MatchKey, i: number): Promise<Batch> {
	const company = await companyOf(this, i);
	const ofRun = batches.get(this) ?? new Map<string, Promise<Batch>>();
	batches.set(this, ofRun);
	let batch = ofRun.get(company);
	if (!batch) {
		batch = (async () => {
			const name = fingerprint(company, register.kind.single);
			const copy = new RegisterCopy(register.kind.numberField);
			// Open before the read: a write of this process meanwhile is newer than what the read brings.
			openCopy(name, copy);
			let records: IDataObject[] | undefined;
			try {
				records = await readOnce.call(this, register, key, i);
			} finally {
				if (!records) closeCopy(name, copy);
			}
			if (!records) return { company, itemIndex: i, register: name, created: new Map() };
			copy.load(records);
			return { company, itemIndex: i, register: name, copy, created: new Map() };
		})();
		ofRun.set(company, batch);
	}
	return await batch;
}

/** Whether `held` shows every field the item sets: the list only those of Fortnox's list item. */
const shows = (held: Held, listFields: Set<string>, body: IDataObject) => held.whole || Object.keys(body).every((field) => listFields.has(field));

/**
 * Create or Update: finds the records whose `key` equals `value` (Fortnox's search is "contains",
 * so the answer is narrowed to equal values), or among the register read once for the batch;
 * updates the one it finds unless every field the item sets already holds that value as Fortnox
 * stores it (then nothing is sent: `unchanged`), creates one when there is none, and refuses when several match.
 * Items with the same key wait for one another within this n8n process, across every credential
 * of the company, so two items (of one run or of two at once) that carry the same new key make
 * one record, the second updating what the first created. After a create the key is looked up once
 * more (for a batch that read the register, once at its end): a record another process made
 * meanwhile (a queue-mode worker, a credential whose company cannot be read) is named in `duplicateOf`.
 */
async function createOrUpdate(
	this: IExecuteFunctions,
	check: FieldValidator,
	i: number,
	{ register, key, value, body }: { register: Register; key: MatchKey; value: string; body: IDataObject },
): Promise<IDataObject & { action: 'created' | 'updated' | 'unchanged' }> {
	const { kind } = register;
	const wanted = key.normalise(value);
	if (!wanted) check.fail(key.label, 'is missing', 'Create or Update finds the record by it');
	const matching = async () =>
		(
			await classicList(
				this,
				{ path: kind.path, listKey: kind.plural, qs: key.search ? { [key.search]: key.searchTerm?.(wanted) ?? value.trim() } : {}, itemIndex: i },
				EVERY_RECORD,
			)
		).filter((record) => key.normalise(String(record[key.field] ?? '')) === wanted);
	const batch = await batchOf.call(this, register, key, i);
	const { copy } = batch;
	const lockKey = fingerprint(batch.company, kind.single, key.field, wanted);
	const listFields = new Set(register.listSchema ? Object.keys(SCHEMAS[register.listSchema]) : []);
	return await oneAtATime(lockKey, async () => {
		const matches = copy && !copy.isUnsure(lockKey) ? copy.find(key, wanted) : (await matching()).map((record): Held => ({ record, whole: false }));
		if (matches.length > 1) {
			check.fail(
				key.label,
				`"${value}" matches ${matches.length} ${kind.noun}s (${matches.map(({ record }) => String(record[kind.numberField])).join(', ')})`,
				`Create or Update needs a key that names one ${kind.noun}: pick another key, or update the right one by its number`,
			);
		}
		const answered = (answer: IDataObject) => {
			const record = answer[kind.single] as IDataObject;
			noteRecord(batch.register, record);
			return record;
		};
		const write = async (): Promise<IDataObject & { action: 'created' | 'updated' | 'unchanged' }> => {
			let found = matches[0];
			if (found) {
				const path = recordPath(kind, String(found.record[kind.numberField]));
				if (!shows(found, listFields, body)) found = { record: answered(await fortnoxApiRequest(this, { method: 'GET', path, itemIndex: i })), whole: true };
				if (holdsAlready(register.schema, body, found.record)) return { ...found.record, action: 'unchanged' };
				return { ...answered(await fortnoxApiRequest(this, { method: 'PUT', path, body: { [kind.single]: body }, itemIndex: i })), action: 'updated' };
			}
			const created = answered(
				await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: { ...body, [key.field]: body[key.field] ?? value.trim() } }, itemIndex: i }),
			);
			// Fortnox refuses a second record with a number it has, so only other keys can end up twice.
			if (key.field === kind.numberField) return { ...created, action: 'created' };
			const number = String(created[kind.numberField]);
			if (copy) {
				batch.created.set(i, { key, wanted, number });
				return { ...created, action: 'created' };
			}
			const others = (await matching()).map((record) => String(record[kind.numberField])).filter((other) => other !== number);
			return { ...created, action: 'created', ...(others.length > 0 ? { duplicateOf: others } : {}) };
		};
		const written = write();
		// Whether a write whose answer never came was applied is unknown: later items look the key up afresh.
		written.catch(() => noteUnsure(batch.register, lockKey));
		return await written;
	});
}

/**
 * The end of a batch: it lets go of its copy of the register and, when it created records, reads
 * the register once more to name in `duplicateOf` a record with the same key that another process
 * made while the batch ran.
 */
async function settleBatch(this: IExecuteFunctions, register: Register, outputs?: INodeExecutionData[][]): Promise<INodeExecutionData[][] | undefined> {
	const ofRun = batches.get(this);
	if (!ofRun) return outputs;
	batches.delete(this);
	let settled = outputs;
	for (const pending of ofRun.values()) settled = await settleCompanyBatch.call(this, register, await pending.catch(() => undefined), settled);
	return settled;
}

/** One company's part of the end of a batch. */
async function settleCompanyBatch(
	this: IExecuteFunctions,
	register: Register,
	batch: Batch | undefined,
	outputs?: INodeExecutionData[][],
): Promise<INodeExecutionData[][] | undefined> {
	if (!batch?.copy) return outputs;
	closeCopy(batch.register, batch.copy);
	if (!outputs || batch.created.size === 0) return outputs;
	const { kind } = register;
	const records = await classicList(this, { path: kind.path, listKey: kind.plural, itemIndex: batch.itemIndex }, EVERY_RECORD);
	return outputs.map((items, i) => {
		const made = batch.created.get(i);
		if (!made) return items;
		const others = records
			.filter((record) => made.key.normalise(String(record[made.key.field] ?? '')) === made.wanted)
			.map((record) => String(record[kind.numberField]))
			.filter((other) => other !== made.number);
		return others.length > 0 ? items.map((item) => ({ ...item, json: { ...item.json, duplicateOf: others } })) : items;
	});
}

/**
 * Create or Update by the chosen key: exactly one record per key. Items with the same new key (of
 * one run, or of runs at once with credentials of one company) make one record, the later ones
 * updating it. The output says `action`: created, updated or unchanged (nothing sent), and
 * `duplicateOf` when another process made a record with the same key meanwhile.
 */
export const upsertRecord = (register: Register, keys: Record<string, MatchKey>, defaultKey: string): Operation => ({
	option: {
		name: 'Create or Update',
		action: `Create or update ${oneOf(register.kind.noun)}`,
		description: 'Create a new record, or update the current one if it already exists (upsert)',
	},
	description: [
		{
			displayName: 'Match By',
			name: 'matchBy',
			type: 'options',
			options: Object.entries(keys)
				.map(([value, key]) => ({ name: key.label, value, ...(key.description ? { description: key.description } : {}) }))
				.sort((a, b) => a.name.localeCompare(b.name)),
			default: defaultKey,
			description: `Which field finds the ${register.kind.noun}: the one whose field equals the value is updated, none means a new ${register.kind.noun}, several is an error`,
		},
		{ displayName: 'Value to Match', name: 'matchValue', type: 'string', required: true, default: '' },
		...newRecordProperties(register),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const key = keys[this.getNodeParameter('matchBy', i) as string];
		const body = newRecordBody.call(this, register, check, i);
		const value = String(this.getNodeParameter('matchValue', i) ?? '');
		// The value is the key field's, and a new record gets it: Fortnox's rules for the field apply ("abc" is no organisation number).
		checkedFields(check, register.schema, { [key.field]: value.trim() });
		return toItems(await createOrUpdate.call(this, check, i, { register, key, value, body }));
	},
	async settle(outputs) {
		return await settleBatch.call(this, register, outputs);
	},
});
