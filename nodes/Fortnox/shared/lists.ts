import type { IDataObject, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import type { FortnoxContext } from '../../shared/transport';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../../shared/transport';

/** A Fortnox list a picker chooses from: where it is, the record's key field and how a record reads. */
export interface CodeList {
	path: string;
	/** The answer's array, e.g. TermsOfPayments. */
	key: string;
	/** The field a document names the record by, e.g. Code. */
	value: string;
	/** The field that says what the record is, e.g. Description. */
	label: string;
	/** The list's search parameter on the label, for a picker's filter on a long list (Fortnox: contains). */
	search?: string;
}

/** The registers a document refers to by code, as Fortnox's OpenAPI names them. */
export const CODE_LISTS = {
	customer: { path: '/3/customers', key: 'Customers', value: 'CustomerNumber', label: 'Name', search: 'name' },
	article: { path: '/3/articles', key: 'Articles', value: 'ArticleNumber', label: 'Description', search: 'description' },
	termsOfPayment: { path: '/3/termsofpayments', key: 'TermsOfPayments', value: 'Code', label: 'Description' },
	priceList: { path: '/3/pricelists', key: 'PriceLists', value: 'Code', label: 'Description' },
	currency: { path: '/3/currencies', key: 'Currencies', value: 'Code', label: 'Description' },
	unit: { path: '/3/units', key: 'Units', value: 'Code', label: 'Description' },
	costCenter: { path: '/3/costcenters', key: 'CostCenters', value: 'Code', label: 'Description' },
	project: { path: '/3/projects', key: 'Projects', value: 'ProjectNumber', label: 'Description' },
	voucherSeries: { path: '/3/voucherseries', key: 'VoucherSeriesCollection', value: 'Code', label: 'Description' },
	// Fortnox's OpenAPI declares no search on /3/suppliers: a picker's filter reads the page itself.
	supplier: { path: '/3/suppliers', key: 'Suppliers', value: 'SupplierNumber', label: 'Name' },
} as const satisfies Record<string, CodeList>;

export type CodeListName = keyof typeof CODE_LISTS;

/** A record as a picker shows it: "Acme AB (1001)". */
const optionOf = (list: CodeList, record: IDataObject): INodePropertyOptions => {
	const value = String(record[list.value] ?? '');
	const label = String(record[list.label] ?? '').trim();
	return { name: label ? `${label} (${value})` : value, value };
};

/** Every record of a list, read at the largest page, for a dropdown. */
export async function codeOptions(context: FortnoxContext, name: CodeListName): Promise<INodePropertyOptions[]> {
	const list: CodeList = CODE_LISTS[name];
	const records = await classicList(context, { path: list.path, listKey: list.key }, EVERY_RECORD);
	return records.map((record) => optionOf(list, record)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One page (500 records) of a long list for a searchable picker; the filter goes to Fortnox's own
 * search on the label, or to the record's number when it is one. A list without a search keeps the
 * page's records whose label or number holds the filter.
 */
export async function searchCodeList(
	context: FortnoxContext,
	name: CodeListName,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const list: CodeList = CODE_LISTS[name];
	const wanted = filter?.trim();
	const search = wanted && list.search ? { [/^\d+$/.test(wanted) ? list.value.toLowerCase() : list.search]: wanted } : {};
	const { records, paginationToken: next } = await searchPage(context, { path: list.path, key: list.key, qs: search }, paginationToken);
	const results = records.map((record) => optionOf(list, record));
	return { results: wanted && !list.search ? results.filter((result) => result.name.toLowerCase().includes(wanted.toLowerCase())) : results, paginationToken: next };
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
