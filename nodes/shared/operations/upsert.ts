import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { companyOf } from '../company';
import { recordPath } from '../kinds';
import { oneAtATime } from '../keyed-lock';
import { toItems } from '../router';
import { checkedFields } from '../schema/fields';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../transport';
import { fingerprint } from '../transport/credentials';
import { FieldValidator } from '../validation';
import type { Register } from './register';
import { newRecordBody, newRecordProperties, oneOf } from './register';
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

/**
 * Create or Update: finds the records whose `key` equals `value` (Fortnox's search is "contains",
 * so the answer is narrowed to equal values), updates the one it finds, creates one when there is
 * none, and refuses when several match. Items with the same key wait for one another within this
 * n8n process, across every credential of the company, so two items (of one run or of two at
 * once) that carry the same new key make one record, the second updating what the first created.
 * After a create the key is looked up once more: a record another process made meanwhile (a
 * queue-mode worker, a credential whose company cannot be read) is named in `duplicateOf`.
 */
async function createOrUpdate(
	this: IExecuteFunctions,
	check: FieldValidator,
	i: number,
	{ register, key, value, body }: { register: Register; key: MatchKey; value: string; body: IDataObject },
): Promise<IDataObject & { action: 'created' | 'updated' }> {
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
	return await oneAtATime(fingerprint(await companyOf(this), kind.single, key.field, wanted), async () => {
		const matches = await matching();
		if (matches.length > 1) {
			check.fail(
				key.label,
				`"${value}" matches ${matches.length} ${kind.noun}s (${matches.map((record) => String(record[kind.numberField])).join(', ')})`,
				`Create or Update needs a key that names one ${kind.noun}: pick another key, or update the right one by its number`,
			);
		}
		const found = matches[0];
		if (found) {
			const answer = await fortnoxApiRequest(this, { method: 'PUT', path: recordPath(kind, String(found[kind.numberField])), body: { [kind.single]: body }, itemIndex: i });
			return { ...(answer[kind.single] as IDataObject), action: 'updated' };
		}
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: { ...body, [key.field]: body[key.field] ?? value.trim() } }, itemIndex: i });
		const created = answer[kind.single] as IDataObject;
		// Fortnox refuses a second record with a number it has, so only other keys can end up twice.
		const others =
			key.field === kind.numberField
				? []
				: (await matching()).map((record) => String(record[kind.numberField])).filter((number) => number !== String(created[kind.numberField]));
		return { ...created, action: 'created', ...(others.length > 0 ? { duplicateOf: others } : {}) };
	});
}

/**
 * Create or Update by the chosen key: exactly one record per key. Items with the same new key (of
 * one run, or of runs at once with credentials of one company) make one record, the later ones
 * updating it. The output says `action`: created or updated, and `duplicateOf` when another process
 * made a record with the same key meanwhile.
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
});
