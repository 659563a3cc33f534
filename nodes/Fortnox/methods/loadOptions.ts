import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { COST_CENTERS, CURRENCIES, FINANCIAL_YEARS, LABELS, PRICE_LISTS, PROJECTS, SUPPLIERS, TERMS_OF_PAYMENT, UNITS, VOUCHER_SERIES } from '../../shared/kinds';
import { fortnoxApiRequest } from '../../shared/transport';
import { codeOptions } from '../shared/lists';

export async function getLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: LABELS.path });
	return ((body[LABELS.plural] as IDataObject[] | undefined) ?? [])
		.map((label) => ({ name: String(label.Description), value: String(label.Id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

export async function getFinancialYears(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: FINANCIAL_YEARS.path });
	return ((body[FINANCIAL_YEARS.plural] as IDataObject[] | undefined) ?? [])
		.map((year) => ({
			name: `${String(year.FromDate)} – ${String(year.ToDate)}`,
			value: String(year.Id),
		}))
		.reverse();
}

export async function getCostCenters(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, COST_CENTERS);
}

export async function getCurrencies(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, CURRENCIES);
}

export async function getPriceLists(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, PRICE_LISTS);
}

export async function getProjects(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, PROJECTS);
}

export async function getTermsOfPayment(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, TERMS_OF_PAYMENT);
}

export async function getUnits(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, UNITS);
}

export async function getSuppliers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, SUPPLIERS);
}

export async function getVoucherSeries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await codeOptions(this, VOUCHER_SERIES);
}
