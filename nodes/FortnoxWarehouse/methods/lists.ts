import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { classicList } from '../../shared/transport';
import { warehouseList } from '../shared/request';

const ALL = { returnAll: true, limit: 0 };

/** The company's items (articles): the warehouse names them by article number. */
export async function listItems(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await classicList(context, { path: '/3/articles', listKey: 'Articles' }, ALL);
}

export async function listStockPoints(context: ILoadOptionsFunctions, state = 'ALL'): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/stockpoints-v1', qs: { state } }, ALL);
}

/** Every stock location of every stock point, each with its stock point. */
export async function listStockLocations(context: ILoadOptionsFunctions): Promise<Array<{ point: IDataObject; location: IDataObject }>> {
	const points = await listStockPoints(context);
	const located = await Promise.all(
		points.map(async (point) => {
			const locations = await warehouseList(
				context,
				{ path: `/stockpoints-v1/${encodeURIComponent(String(point.id))}/stocklocations` },
				ALL,
			);
			return locations.map((location) => ({ point, location }));
		}),
	);
	return located.flat();
}

export async function listCustomDocumentTypes(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/documentdeliveries/custom/documenttypes-v1' }, ALL);
}

/** Manual documents of one kind (`inbound` or `outbound`), every state. */
export async function listManualDocuments(context: ILoadOptionsFunctions, type: 'inbound' | 'outbound'): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/deliveries-v1', qs: { type, state: 'all' } }, ALL);
}

/** Production orders in every state, newest first as Fortnox lists them. */
export async function listProductionOrders(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/productionorders-v1', qs: { state: 'all' } }, ALL);
}

export async function listStockTakings(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/stocktaking-v1', qs: { state: 'all' } }, ALL);
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
	return await classicList(context, { path: '/3/suppliers', listKey: 'Suppliers' }, ALL);
}

/** Open purchase orders (state CURRENT): the ones still to be sent, received or completed. */
export async function listPurchaseOrders(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/purchaseorders-v1', qs: { state: 'CURRENT' } }, ALL);
}

export const supplierName = (supplier: IDataObject) => `${String(supplier.SupplierNumber)} ${String(supplier.Name ?? '')}`.trim();
export const purchaseOrderName = (order: IDataObject) =>
	joined([order.id, order.supplierName ?? order.supplierNumber, order.internalReference, order.orderDate, order.purchaseOrderState]);

/** Incoming goods that are not voided: the ones still to release, complete or change. */
export async function listIncomingGoods(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
	return await warehouseList(context, { path: '/incominggoods-v1', qs: { voided: false } }, ALL);
}

export const incomingGoodsName = (goods: IDataObject) =>
	joined([goods.id, goods.deliveryNoteId, goods.supplierName ?? goods.supplierNumber, goods.date, goods.completed ? 'completed' : goods.released ? 'released' : undefined]);
