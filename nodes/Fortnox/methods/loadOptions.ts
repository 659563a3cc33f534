import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { fortnoxApiRequest } from '../../shared/transport';
import { codeOptions } from '../shared/lists';

export async function getLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: '/3/labels' });
	return ((body.Labels as IDataObject[] | undefined) ?? [])
		.map((label) => ({ name: String(label.Description), value: String(label.Id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

export async function getFinancialYears(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: '/3/financialyears' });
	return ((body.FinancialYears as IDataObject[] | undefined) ?? [])
		.map((year) => ({
			name: `${String(year.FromDate)} – ${String(year.ToDate)}`,
			value: String(year.Id),
		}))
		.reverse();
}

export async function getCostCenters(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'costCenter');
}

export async function getCurrencies(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'currency');
}

export async function getPriceLists(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'priceList');
}

export async function getProjects(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'project');
}

export async function getTermsOfPayment(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'termsOfPayment');
}

export async function getUnits(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'unit');
}

export async function getSuppliers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'supplier');
}

export async function getVoucherSeries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, 'voucherSeries');
}
