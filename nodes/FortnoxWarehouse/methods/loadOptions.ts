import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import {
	itemName,
	listItems,
	listStockLocations,
	listStockPoints,
	listSuppliers,
	stockLocationName,
	stockPointName,
	supplierName,
} from './lists';

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

export async function getItems(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await listItems(this)).map((item) => ({ name: itemName(item), value: String(item.ArticleNumber) }));
}

export async function getStockPoints(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await listStockPoints(this)).map((point) => ({ name: stockPointName(point), value: String(point.id) })).sort(byName);
}

export async function getStockPointCodes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await listStockPoints(this)).map((point) => ({ name: stockPointName(point), value: String(point.code) })).sort(byName);
}

export async function getStockLocations(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await listStockLocations(this))
		.map(({ point, location }) => ({ name: stockLocationName(point, location), value: String(location.id) }))
		.sort(byName);
}

export async function getSuppliers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await listSuppliers(this)).map((supplier) => ({ name: supplierName(supplier), value: String(supplier.SupplierNumber) })).sort(byName);
}
