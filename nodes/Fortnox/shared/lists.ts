import type { IDataObject, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import type { ClassicKind } from '../../shared/kinds';
import type { FortnoxContext } from '../../shared/transport';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../../shared/transport';

/** A record as a picker shows it: "Acme AB (1001)". */
const optionOf = (kind: ClassicKind, record: IDataObject): INodePropertyOptions => {
	const value = String(record[kind.numberField] ?? '');
	const label = String(record[kind.nameField ?? ''] ?? '').trim();
	return { name: label ? `${label} (${value})` : value, value };
};

/** Every record of a list, read at the largest page, for a dropdown. */
export async function codeOptions(context: FortnoxContext, kind: ClassicKind): Promise<INodePropertyOptions[]> {
	const records = await classicList(context, { path: kind.path, listKey: kind.plural }, EVERY_RECORD);
	return records.map((record) => optionOf(kind, record)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One page (500 records) of a long list for a searchable picker; the filter goes to Fortnox's own
 * search on the name, or on the record's number when it is one. A list without a search keeps the
 * page's records whose name or number holds the filter.
 */
export async function searchCodeList(
	context: FortnoxContext,
	kind: ClassicKind,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const wanted = filter?.trim();
	const { search } = kind;
	const qs = wanted && search ? { [/^\d+$/.test(wanted) ? search.number : search.name]: wanted } : {};
	const { records, paginationToken: next } = await searchPage(context, { path: kind.path, key: kind.plural, qs }, paginationToken);
	const results = records.map((record) => optionOf(kind, record));
	return { results: wanted && !search ? results.filter((result) => result.name.toLowerCase().includes(wanted.toLowerCase())) : results, paginationToken: next };
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
