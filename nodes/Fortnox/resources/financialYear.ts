import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { FINANCIAL_YEARS } from '../../shared/kinds';
import type { Resource } from '../../shared/operations/resource';
import { fortnoxApiRequest } from '../../shared/transport';
import * as create from '../actions/financialYear/create.operation';
import * as get from '../actions/financialYear/get.operation';
import * as getAll from '../actions/financialYear/getAll.operation';

/** The financial years, newest first: "2026-01-01 – 2026-12-31". */
async function getFinancialYears(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: FINANCIAL_YEARS.path });
	return ((body[FINANCIAL_YEARS.plural] as IDataObject[] | undefined) ?? []).map((year) => ({ name: `${String(year.FromDate)} – ${String(year.ToDate)}`, value: String(year.Id) })).reverse();
}

/** Financial years, each by its Id; accounts and vouchers are kept per year. */
export const financialYear: Resource = { value: 'financialYear', displayName: 'Financial Year', default: 'getAll', operations: { getAll, get, create }, loadOptions: { getFinancialYears } };
