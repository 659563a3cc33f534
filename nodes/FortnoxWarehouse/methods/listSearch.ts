import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import {
	customDocumentTypeName,
	incomingGoodsName,
	itemName,
	listCustomDocumentTypes,
	listIncomingGoods,
	listItems,
	listManualDocuments,
	listProductionOrders,
	listPurchaseOrders,
	listStockPoints,
	listStockTakings,
	listSuppliers,
	manualDocumentName,
	productionOrderName,
	purchaseOrderName,
	stockPointName,
	stockTakingName,
	supplierName,
} from './lists';

function matching(filter: string | undefined, results: Array<{ name: string; value: string }>): INodeListSearchResult {
	const wanted = filter?.toLowerCase();
	return { results: wanted ? results.filter((result) => `${result.name} ${result.value}`.toLowerCase().includes(wanted)) : results };
}

export async function searchStockPoints(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listStockPoints(this)).map((point) => ({ name: stockPointName(point), value: String(point.id) })));
}

export async function searchItems(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listItems(this)).map((item) => ({ name: itemName(item), value: String(item.ArticleNumber) })));
}

export async function searchCustomDocumentTypes(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(
		filter,
		(await listCustomDocumentTypes(this)).map((type) => ({ name: customDocumentTypeName(type), value: String(type.referenceType) })),
	);
}

/** The documents of the kind the node's resource names: the list holds inbound and outbound alike. */
export async function searchManualDocuments(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const type = this.getCurrentNodeParameter('resource') === 'manualOutboundDocument' ? 'outbound' : 'inbound';
	return matching(
		filter,
		(await listManualDocuments(this, type)).map((document) => ({ name: manualDocumentName(document), value: String(document.deliveryId) })),
	);
}

export async function searchProductionOrders(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listProductionOrders(this)).map((order) => ({ name: productionOrderName(order), value: String(order.id) })));
}

export async function searchStockTakings(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listStockTakings(this)).map((stockTaking) => ({ name: stockTakingName(stockTaking), value: String(stockTaking.id) })));
}

export async function searchSuppliers(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listSuppliers(this)).map((supplier) => ({ name: supplierName(supplier), value: String(supplier.SupplierNumber) })));
}

export async function searchPurchaseOrders(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listPurchaseOrders(this)).map((order) => ({ name: purchaseOrderName(order), value: String(order.id) })));
}

export async function searchIncomingGoods(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return matching(filter, (await listIncomingGoods(this)).map((goods) => ({ name: incomingGoodsName(goods), value: String(goods.id) })));
}
