import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection, offsetOption, optionsCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf, offsetTotalList } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import type { OrderKind } from '../../../shared/kinds/bank-process';
import { optionsOf } from '../../../shared/kinds/bank-process';

export const ORDER_PAGE_MAX = 200;

const SORTS = ['-created_at', 'created_at', '-updated_at', 'updated_at'];

const DATE_FILTERS: Array<[string, string, string]> = [
	['createdAtFrom', 'Created From', 'created_at_from'],
	['createdAtTo', 'Created To', 'created_at_to'],
	['updatedAtFrom', 'Updated From', 'updated_at_from'],
	['updatedAtTo', 'Updated To', 'updated_at_to'],
];

function filterProperties(kind: OrderKind): INodeProperties[] {
	return [
		{
			displayName: 'Statuses',
			name: 'statuses',
			type: 'multiOptions',
			options: optionsOf(kind.statuses),
			default: [],
			description: 'Only orders in one of these statuses',
		},
		...DATE_FILTERS.map(
			([name, displayName]): INodeProperties => ({
				displayName,
				name,
				type: 'dateTime',
				default: '',
				description: 'A date; the filter includes the whole day',
			}),
		),
		...(kind.resource === 'startCompanyOrder'
			? [
					{
						displayName: 'Founder Civic Number',
						name: 'founderCivicNumber',
						type: 'string',
						default: '',
						placeholder: 'e.g. 19800101-1234',
						description: 'Only orders where this person is a founder',
					} as INodeProperties,
				]
			: []),
	];
}

/** Get Many for either order kind: every filter and sort of the service, 200 per page. */
export function getOrders(kind: OrderKind) {
	const properties: INodeProperties[] = [
		...returnAllOrLimit(ORDER_PAGE_MAX),
		fieldCollection('filters', filterProperties(kind)),
		optionsCollection([
				offsetOption('orders'),
				{
					displayName: 'Sort',
					name: 'sort',
					type: 'options',
					options: [
						{ name: 'Created (Newest First)', value: '-created_at' },
						{ name: 'Created (Oldest First)', value: 'created_at' },
						{ name: 'Updated (Newest First)', value: '-updated_at' },
						{ name: 'Updated (Oldest First)', value: 'updated_at' },
					],
					default: '-created_at',
				},
			]),
	];

	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const check = new FieldValidator(this.getNode(), i);
		const scope = listScopeOf(this, i);
		if (!scope.returnAll) check.range('Limit', scope.limit, 1, ORDER_PAGE_MAX);
		const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
		const options = this.getNodeParameter('options', i, {}) as IDataObject;

		const qs: IDataObject = {};
		const statuses = (filters.statuses as string[] | undefined) ?? [];
		for (const status of statuses) check.oneOf('Statuses', status, kind.statuses);
		if (statuses.length) qs.status = statuses;
		for (const [name, displayName, query] of DATE_FILTERS) {
			const date = calendarDate(check, displayName, filters[name]);
			if (date) qs[query] = date;
		}
		if (filters.founderCivicNumber) qs.founder_civic_number = String(filters.founderCivicNumber).trim();
		if (options.sort !== undefined) {
			check.oneOf('Sort', options.sort as string, SORTS);
			qs.sort = options.sort;
		}
		const offset = options.offset === undefined ? 0 : Number(options.offset);
		check.range('Offset', offset, 0);

		const orders = await offsetTotalList(
			this,
			{ path: kind.basePath, listKey: 'orders', maxPageSize: ORDER_PAGE_MAX, qs, startOffset: offset, itemIndex: i },
			scope,
		);
		return toItems(orders);
	}

	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['getAll'] } }, properties),
		execute,
	};
}
