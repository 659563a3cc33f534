import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { ARTICLES, SUPPLIERS } from '../../shared/kinds';
import { classicList, EVERY_RECORD } from '../../shared/transport';
import { TYPES_PATH } from '../actions/customDocumentType/fields';
import { INCOMING_GOODS_PATH } from '../actions/incomingGoods/fields';
import { MANUAL_DOCUMENTS_PATH } from '../actions/manualDocument/getAll.operation';
import { PRODUCTION_ORDERS_PATH } from '../actions/productionOrder/fields';
import { STOCK_POINTS_PATH } from '../actions/stockPoint/fields';
import { STOCK_TAKINGS_PATH } from '../actions/stockTaking/fields';
import { PURCHASE_ORDERS_PATH } from '../shared/locators';
import { warehouseList } from '../shared/request';

/** The company's items (articles): the warehouse names them by article number. */
export async function listItems(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await classicList(context, { path: ARTICLES.path, listKey: ARTICLES.plural }, EVERY_RECORD);
}

export async function listStockPoints(context: ILoadOptionsFunctions, state = 'ALL'): Promise<IDataObject[]> {
	return await warehouseList(context, { path: STOCK_POINTS_PATH, qs: { state } }, EVERY_RECORD);
}

/** Every stock location of every stock point, each with its stock point. */
export async function listStockLocations(context: ILoadOptionsFunctions): Promise<Array<{ point: IDataObject; location: IDataObject }>> {
	const points = await listStockPoints(context);
	const located = await Promise.all(
		points.map(async (point) => {
			const locations = await warehouseList(
				context,
				{ path: `${STOCK_POINTS_PATH}/${encodeURIComponent(String(point.id))}/stocklocations` },
				EVERY_RECORD,
			);
			return locations.map((location) => ({ point, location }));
		}),
	);
	return located.flat();
}

export async function listCustomDocumentTypes(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: TYPES_PATH }, EVERY_RECORD);
}

/** Manual documents of one kind (`inbound` or `outbound`), every state. */
export async function listManualDocuments(context: ILoadOptionsFunctions, type: 'inbound' | 'outbound'): Promise<IDataObject[]> {
	return await warehouseList(context, { path: MANUAL_DOCUMENTS_PATH, qs: { type, state: 'all' } }, EVERY_RECORD);
}

/** Production orders in every state, newest first as Fortnox lists them. */
export async function listProductionOrders(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: PRODUCTION_ORDERS_PATH, qs: { state: 'all' } }, EVERY_RECORD);
}

export async function listStockTakings(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: STOCK_TAKINGS_PATH, qs: { state: 'all' } }, EVERY_RECORD);
}

/** The parts of a record's name that it has, joined: "17 · 2026-11-20 · released". */
const joined = (parts: unknown[]) =>
	parts
		.filter((part) => part !== undefined && part !== null && part !== '')
		.map(String)
		.join(' · ');

export const itemName = (item: IDataObject) => `${String(item.ArticleNumber)} ${String(item.Description ?? '')}`.trim();
export const stockPointName = (point: IDataObject) =>
	`${String(point.name ?? '')} (${String(point.code)})${point.active === false ? ' · inactive' : ''}`;
export const stockLocationName = (point: IDataObject, location: IDataObject) =>
	`${String(point.code)} › ${String(location.code)}${location.name ? ` ${String(location.name)}` : ''}`;
export const customDocumentTypeName = (type: IDataObject) =>
	`${String(type.referenceType)} (${String(type.category).toLowerCase()})`;
export const manualDocumentName = (document: IDataObject) =>
	joined([document.deliveryId, document.date, document.note, document.voided ? 'voided' : document.released ? 'released' : undefined]);
export const productionOrderName = (order: IDataObject) =>
	joined([order.id, `${String(order.quantity)} × ${String(order.itemId)}`, order.itemDescription, order.startDate, order.documentState ?? order.productionState]);
export const stockTakingName = (stockTaking: IDataObject) => joined([stockTaking.id, stockTaking.name, stockTaking.date, stockTaking.state]);

/** The company's suppliers (classic API): purchase orders and incoming goods name them by supplier number. */
export async function listSuppliers(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await classicList(context, { path: SUPPLIERS.path, listKey: SUPPLIERS.plural }, EVERY_RECORD);
}

/** Open purchase orders (state CURRENT): the ones still to be sent, received or completed. */
export async function listPurchaseOrders(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: PURCHASE_ORDERS_PATH, qs: { state: 'CURRENT' } }, EVERY_RECORD);
}

export const supplierName = (supplier: IDataObject) => `${String(supplier.SupplierNumber)} ${String(supplier.Name ?? '')}`.trim();
export const purchaseOrderName = (order: IDataObject) =>
	joined([order.id, order.supplierName ?? order.supplierNumber, order.internalReference, order.orderDate, order.purchaseOrderState]);

/** Incoming goods that are not voided: the ones still to release, complete or change. */
export async function listIncomingGoods(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: INCOMING_GOODS_PATH, qs: { voided: false } }, EVERY_RECORD);
}

export const incomingGoodsName = (goods: IDataObject) =>
	joined([goods.id, goods.deliveryNoteId, goods.supplierName ?? goods.supplierNumber, goods.date, goods.completed ? 'completed' : goods.released ? 'released' : undefined]);
