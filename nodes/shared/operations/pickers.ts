import type { IDataObject, INodeListSearchResult, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { ClassicKind } from '../kinds';
import { newestFirstQuery } from '../kinds';
import { PICKER_FIELDS } from '../schema/fields';
import type { FortnoxContext } from '../transport';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../transport';
import type { ListSearchMethod, LoadOptionsMethod } from './resource';

/** The list-search method of a kind's searchable picker, as saved workflows name it: searchCustomers. */
export const searchMethodOf = (kind: ClassicKind): string => `search${kind.plural}`;

/** A record picker: from the list (Fortnox's own search), or by number; required unless `optional`. */
export function recordLocator(
	kind: ClassicKind,
	{ name, displayName, description, optional = false }: { name: string; displayName: string; description: string; optional?: boolean },
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: !optional,
		description,
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: searchMethodOf(kind), searchable: true } },
			{ displayName: 'By Number', name: 'id', type: 'string', placeholder: 'e.g. 1001' },
		],
	};
}

/** One page of 500 records of a classic list for a searchable picker, and the token of the next, if any. */
export async function searchPage(
	context: FortnoxContext,
	list: { path: string; key: string; qs: IDataObject },
	paginationToken?: string,
): Promise<{ records: IDataObject[]; paginationToken?: string }> {
	const page = Number(paginationToken ?? 1);
	const body = await fortnoxApiRequest(context, { method: 'GET', path: list.path, qs: { ...list.qs, page, limit: 500 } });
	const records = (body[list.key] as IDataObject[] | undefined) ?? [];
	const meta = (body.MetaInformation as IDataObject | undefined) ?? {};
	const more = Number(meta['@CurrentPage'] ?? page) < Number(meta['@TotalPages'] ?? page);
	return { records, paginationToken: more ? String(page + 1) : undefined };
}

/** A record as a picker shows it: "Acme AB (1001)". */
const optionOf = (kind: ClassicKind, record: IDataObject): INodePropertyOptions => {
	const value = String(record[kind.listFields?.number ?? kind.numberField] ?? '');
	const label = String(record[kind.listFields?.name ?? kind.nameField ?? ''] ?? '').trim();
	return { name: label ? `${label} (${value})` : value, value };
};

/** A dropdown of every record of a list, read at the largest page. */
export const codeListOptions =
	(kind: ClassicKind): LoadOptionsMethod =>
	async function () {
		const records = await classicList(this, { path: kind.path, listKey: kind.plural }, EVERY_RECORD);
		return records.map((record) => optionOf(kind, record)).sort((a, b) => a.name.localeCompare(b.name));
	};

/** The dropdowns of the fields that name a record of another list (PICKER_FIELDS). */
export const fieldPickers = (): Record<string, LoadOptionsMethod> =>
	Object.fromEntries(Object.values(PICKER_FIELDS).map(({ method, kind }) => [method, codeListOptions(kind)]));

/**
 * A searchable picker of a long list, a page of 500 records a call; the filter goes to Fortnox's own
 * search on the name, or on the record's number when it is one. A list without a search keeps the
 * page's records whose name or number holds the filter.
 */
export const codeListSearch =
	(kind: ClassicKind): ListSearchMethod =>
	async function (filter, paginationToken) {
		const wanted = filter?.trim();
		const { search } = kind;
		const qs = wanted && search ? { [/^\d+$/.test(wanted) ? search.number : search.name]: wanted } : {};
		const { records, paginationToken: next } = await searchPage(this, { path: kind.path, key: kind.plural, qs }, paginationToken);
		const results = records.map((record) => optionOf(kind, record));
		return { results: wanted && !search ? results.filter((result) => result.name.toLowerCase().includes(wanted.toLowerCase())) : results, paginationToken: next };
	};

/**
 * A picker of a document list, a page a call, newest first where Fortnox sorts it:
 * "1001 · Acme AB · 2026-11-24 · 1 250.00 SEK". A number as the filter finds that document; text finds
 * documents of customers (suppliers) whose name has it: by Fortnox's search where the list has one,
 * otherwise among the page's documents.
 */
export const documentSearch =
	(kind: ClassicKind): ListSearchMethod =>
	async function (filter, paginationToken): Promise<INodeListSearchResult> {
		const wanted = filter?.trim();
		const byNumber = wanted !== undefined && /^\d+$/.test(wanted);
		const { search } = kind;
		const qs = search ? { ...(wanted ? { [byNumber ? search.number : search.name]: wanted } : {}), ...newestFirstQuery(kind) } : {};
		const { records, paginationToken: next } = await searchPage(this, { path: kind.path, key: kind.plural, qs }, paginationToken);
		const name = (record: IDataObject) => String(record[kind.nameField ?? ''] ?? '');
		const found =
			search || !wanted
				? records
				: records.filter((record) => (byNumber ? String(record[kind.numberField]) === wanted : name(record).toLowerCase().includes(wanted.toLowerCase())));
		return {
			results: found.map((record) => ({
				name: [record[kind.numberField], record[kind.nameField ?? ''], record[kind.dateField ?? ''], record.Total !== undefined ? `${String(record.Total)} ${String(record.Currency ?? '')}`.trim() : undefined]
					.filter((part) => part !== undefined && part !== '')
					.map(String)
					.join(' · '),
				value: String(record[kind.numberField]),
			})),
			paginationToken: next,
		};
	};
