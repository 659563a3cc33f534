import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { CUSTOMER_REFERENCES } from '../../../shared/kinds';
import type { ListFilter } from '../../../shared/operations/list-filters';
import { filtersCollection, filtersQuery } from '../../../shared/operations/list-filters';
import type { ListSearchMethod } from '../../../shared/operations/resource';
import { toItems } from '../../../shared/router';
import type { FortnoxContext } from '../../../shared/transport';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Get Many', action: 'Get many customer references', description: "List the references of every customer, or of one" };

/** GET /3/customerreferences' one query parameter: a customer's number, matched whole. */
const FILTERS: ListFilter[] = [{ name: 'customer', displayName: 'Customer Number', kind: 'text', description: "Only this customer's references" }];

export const description: INodeProperties[] = [...returnAllOrLimit(), filtersCollection(FILTERS)];

/**
 * Fortnox answers the list in one object, {"CustomerReference": {"CustomerReferenceRows": [...]}},
 * without pages (its OpenAPI declares none), so Limit keeps the first rows of that one answer.
 */
export async function referencesOf(context: FortnoxContext, customer: string, itemIndex?: number): Promise<IDataObject[]> {
	const body = await fortnoxApiRequest(context, { method: 'GET', path: CUSTOMER_REFERENCES.path, qs: customer ? { customer } : {}, itemIndex });
	return ((body.CustomerReference as IDataObject | undefined)?.CustomerReferenceRows as IDataObject[] | undefined) ?? [];
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = filtersQuery(new FieldValidator(this.getNode(), i), FILTERS, this.getNodeParameter('filters', i, {}) as IDataObject);
	const rows = await referencesOf(this, String(qs.customer ?? '').trim(), i);
	const returnAll = this.getNodeParameter('returnAll', i, false) as boolean;
	return toItems(returnAll ? rows : rows.slice(0, this.getNodeParameter('limit', i, 50) as number));
}

/** The picker: every reference, "Anna Svensson (1001)", kept where the name or customer number holds the filter. */
export const searchReferences: ListSearchMethod = async function (filter) {
	const wanted = filter?.trim().toLowerCase() ?? '';
	const rows = await referencesOf(this, '');
	const results = rows.map((row) => ({ name: `${String(row.Reference ?? '')} (${String(row.CustomerNumber ?? '')})`, value: String(row.Id) }));
	return { results: results.filter((result) => result.name.toLowerCase().includes(wanted)) };
};
