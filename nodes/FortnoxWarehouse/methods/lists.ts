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

export const itemName = (item: IDataObject) => `${String(item.ArticleNumber)} ${String(item.Description ?? '')}`.trim();
export const stockPointName = (point: IDataObject) =>
	`${String(point.name ?? '')} (${String(point.code)})${point.active === false ? ' · inactive' : ''}`;
export const stockLocationName = (point: IDataObject, location: IDataObject) =>
	`${String(point.code)} › ${String(location.code)}${location.name ? ` ${String(location.name)}` : ''}`;
export const customDocumentTypeName = (type: IDataObject) =>
	`${String(type.referenceType)} (${String(type.category).toLowerCase()})`;
