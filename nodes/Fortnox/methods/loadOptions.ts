import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { fortnoxApiRequest } from '../../shared/transport';

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
