import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { companyOf } from '../../shared/company';
import { oneAtATime } from '../../shared/keyed-lock';
import type { ClassicKind } from '../../shared/kinds';
import { recordPath } from '../../shared/kinds';
import type { FortnoxContext } from '../../shared/transport';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../../shared/transport';
import { fingerprint } from '../../shared/transport/credentials';
import type { FieldValidator } from '../../shared/validation';

/** A register of the everyday core (customers, articles …) and the list-search method of its picker. */
export interface Register extends ClassicKind {
	searchListMethod: string;
}

/** A record picker: from the list (Fortnox's own search), or by number; required unless `optional`. */
export function recordLocator(
	register: Pick<Register, 'searchListMethod'>,
	{ name, displayName, description, optional = false }: { name: string; displayName: string; description: string; optional?: boolean },
): INodeProperties {
	const { searchListMethod } = register;
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: !optional,
		description,
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod, searchable: true } },
			{ displayName: 'By Number', name: 'id', type: 'string', placeholder: 'e.g. 1001' },
		],
	};
}

/** The record number a locator holds, checked: Fortnox numbers are text of up to 1024 characters without a slash. */
export function readNumber(this: IExecuteFunctions, check: FieldValidator, i: number, parameter: string, label: string): string {
	const number = String(this.getNodeParameter(parameter, i, '', { extractValue: true }) ?? '').trim();
	check.required(label, number);
	check.maxLength(label, number, 1024);
	return number;
}

/** One record of a register. */
export async function getRecord(context: FortnoxContext, register: Register, number: string, itemIndex?: number): Promise<IDataObject> {
	const body = await fortnoxApiRequest(context, { method: 'GET', path: recordPath(register, number), itemIndex });
	return body[register.single] as IDataObject;
}

/** A way to find the one record a Create or Update is about. */
export interface MatchKey {
	/** The record's field, e.g. OrganisationNumber. */
	field: string;
	/** The list's search parameter for it (Fortnox: contains); absent when only reading every record finds it. */
	search?: string;
	label: string;
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
export async function createOrUpdate(
	this: IExecuteFunctions,
	check: FieldValidator,
	i: number,
	{ register, key, value, numberField, body }: { register: Register; key: MatchKey; value: string; numberField: string; body: IDataObject },
): Promise<IDataObject & { action: 'created' | 'updated' }> {
	const wanted = key.normalise(value);
	if (!wanted) check.fail(key.label, 'is missing', 'Create or Update finds the record by it');
	const matching = async () =>
		(
			await classicList(
				this,
				{ path: register.path, listKey: register.plural, qs: key.search ? { [key.search]: key.searchTerm?.(wanted) ?? value.trim() } : {}, itemIndex: i },
				EVERY_RECORD,
			)
		).filter((record) => key.normalise(String(record[key.field] ?? '')) === wanted);
	return await oneAtATime(fingerprint(await companyOf(this), register.single, key.field, wanted), async () => {
		const matches = await matching();
		if (matches.length > 1) {
			check.fail(
				key.label,
				`"${value}" matches ${matches.length} ${register.noun}s (${matches.map((record) => String(record[numberField])).join(', ')})`,
				`Create or Update needs a key that names one ${register.noun}: pick another key, or update the right one by its number`,
			);
		}
		const found = matches[0];
		if (found) {
			const answer = await fortnoxApiRequest(this, { method: 'PUT', path: recordPath(register, String(found[numberField])), body: { [register.single]: body }, itemIndex: i });
			return { ...(answer[register.single] as IDataObject), action: 'updated' };
		}
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: register.path, body: { [register.single]: { ...body, [key.field]: body[key.field] ?? value.trim() } }, itemIndex: i });
		const created = answer[register.single] as IDataObject;
		// Fortnox refuses a second record with a number it has, so only other keys can end up twice.
		const others =
			key.field === numberField
				? []
				: (await matching()).map((record) => String(record[numberField])).filter((number) => number !== String(created[numberField]));
		return { ...created, action: 'created', ...(others.length > 0 ? { duplicateOf: others } : {}) };
	});
}
