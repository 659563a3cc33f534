import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { ACCOUNTS, ARTICLES, COST_CENTERS, CUSTOMERS, PROJECTS, SUPPLIERS } from '../../shared/kinds';
import { fortnoxApiRequest } from '../../shared/transport';
import { INVOICES, OFFERS, ORDERS, searchDocuments, SUPPLIER_INVOICES } from '../shared/documents';
import type { FileArea } from '../shared/fileAreas';
import { ARCHIVE, INBOX } from '../shared/fileAreas';
import { searchCodeList, searchPage } from '../shared/lists';

function matches(filter: string | undefined, ...texts: string[]): boolean {
	if (!filter) return true;
	const wanted = filter.toLowerCase();
	return texts.some((text) => text.toLowerCase().includes(wanted));
}

/** Accounts of the current financial year, one page of the list per call. */
export async function searchAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const { records, paginationToken: next } = await searchPage(this, { path: ACCOUNTS.path, key: ACCOUNTS.plural, qs: {} }, paginationToken);
	const results = records
		.map((account) => ({ name: `${String(account.Number)} ${String(account.Description)}`, value: String(account.Number) }))
		.filter((result) => matches(filter, result.name));
	return { results, paginationToken: next };
}

/** An area's root and its folders, the predefined ones named. */
async function searchFolders(context: ILoadOptionsFunctions, area: FileArea, filter?: string): Promise<INodeListSearchResult> {
	const body = await fortnoxApiRequest(context, { method: 'GET', path: area.path });
	const root = (body.Folder as IDataObject | undefined) ?? {};
	const known = new Map(area.predefined.map((folder) => [folder.id, folder.name]));
	const results = [{ name: known.get('root') as string, value: 'root' }];
	for (const folder of (root.Folders as IDataObject[] | undefined) ?? []) {
		const id = String(folder.Id);
		const name = String(folder.Name);
		results.push({ name: known.has(id) ? `${name} (${known.get(id)})` : name, value: id });
	}
	return { results: results.filter((result) => matches(filter, result.name, result.value)) };
}

/** The inbox's root, its folders (the predefined ones and any others) and their sub-folders one level down. */
export async function searchInboxFolders(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchFolders(this, INBOX, filter);
}

/** The archive's root and its folders. */
export async function searchArchiveFolders(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchFolders(this, ARCHIVE, filter);
}

export async function searchCustomers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchCodeList(this, CUSTOMERS, filter, paginationToken);
}

export async function searchArticles(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchCodeList(this, ARTICLES, filter, paginationToken);
}

export async function searchInvoices(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchDocuments(this, INVOICES, filter, paginationToken);
}

export async function searchOrders(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchDocuments(this, ORDERS, filter, paginationToken);
}

export async function searchOffers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchDocuments(this, OFFERS, filter, paginationToken);
}

export async function searchSuppliers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchCodeList(this, SUPPLIERS, filter, paginationToken);
}

export async function searchSupplierInvoices(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchDocuments(this, SUPPLIER_INVOICES, filter, paginationToken);
}

export async function searchProjects(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchCodeList(this, PROJECTS, filter, paginationToken);
}

export async function searchCostCenters(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchCodeList(this, COST_CENTERS, filter, paginationToken);
}
