import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import type { WarehouseKind } from '../kinds';
import { ARTICLES, STOCK_POINTS, SUPPLIERS } from '../kinds';
import type { ListSearchMethod, LoadOptionsMethod } from '../operations/resource';
import { classicList, EVERY_RECORD } from '../transport';
import { warehouseList } from './request';

/** A list a picker chooses from: every record of it, how one is named, and what it gives as the value. */
export interface PickerList {
	records: (context: ILoadOptionsFunctions) => Promise<IDataObject[]>;
	name: (record: IDataObject) => string;
	value: (record: IDataObject) => string;
}

/** Every record of a warehouse list, with the query that picks the ones to offer. */
export const warehouseRecords =
	(kind: WarehouseKind, qs: IDataObject = {}) =>
	async (context: ILoadOptionsFunctions): Promise<IDataObject[]> =>
		await warehouseList(context, { path: kind.path, qs }, EVERY_RECORD);

/** The parts of a record's name that it has, joined: "17 · 2026-11-20 · released". */
export const joined = (parts: unknown[]): string =>
	parts
		.filter((part) => part !== undefined && part !== null && part !== '')
		.map(String)
		.join(' · ');

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

/** A searchable picker of the whole list; the filter keeps records whose name or value holds it. */
export const listSearchOf = (list: PickerList): ListSearchMethod =>
	async function (filter): Promise<INodeListSearchResult> {
		const results = (await list.records(this)).map((record) => ({ name: list.name(record), value: list.value(record) }));
		const wanted = filter?.toLowerCase();
		return { results: wanted ? results.filter((result) => `${result.name} ${result.value}`.toLowerCase().includes(wanted)) : results };
	};

/** A dropdown of the whole list, by name unless `inListOrder`. */
export const loadOptionsOf = (list: PickerList, { inListOrder = false } = {}): LoadOptionsMethod =>
	async function () {
		const options = (await list.records(this)).map((record) => ({ name: list.name(record), value: list.value(record) }));
		return inListOrder ? options : options.sort(byName);
	};

/** The company's items (articles): the warehouse names them by article number. */
export const ITEMS: PickerList = {
	records: async (context) => await classicList(context, { path: ARTICLES.path, listKey: ARTICLES.plural }, EVERY_RECORD),
	name: (item) => `${String(item.ArticleNumber)} ${String(item.Description ?? '')}`.trim(),
	value: (item) => String(item.ArticleNumber),
};

/** The company's suppliers (classic API): purchase orders and incoming goods name them by supplier number. */
export const SUPPLIER_LIST: PickerList = {
	records: async (context) => await classicList(context, { path: SUPPLIERS.path, listKey: SUPPLIERS.plural }, EVERY_RECORD),
	name: (supplier) => `${String(supplier.SupplierNumber)} ${String(supplier.Name ?? '')}`.trim(),
	value: (supplier) => String(supplier.SupplierNumber),
};

/** Stock points in every state, by ID. */
export const STOCK_POINT_LIST: PickerList = {
	records: warehouseRecords(STOCK_POINTS, { state: 'ALL' }),
	name: (point) => `${String(point.name ?? '')} (${String(point.code)})${point.active === false ? ' · inactive' : ''}`,
	value: (point) => String(point.id),
};

/** The same stock points by code, for settings a code names (a trigger's stock point). */
export const getStockPointCodes = loadOptionsOf({ ...STOCK_POINT_LIST, value: (point) => String(point.code) });

export const getItems = loadOptionsOf(ITEMS, { inListOrder: true });
