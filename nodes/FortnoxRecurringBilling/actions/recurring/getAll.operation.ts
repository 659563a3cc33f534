import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { RECURRINGS } from '../../../shared/kinds/recurring-billing';
import { fieldCollection, offsetOption, optionsCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { headerPagedList, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { commaSeparated } from '../common';
import { INVOICE_HANDLINGS, invoiceHandlingOptions, STATUSES, statusOptions } from './fields';

const RECURRING_PAGE_MAX = 100;

const ERROR_STATUSES = ['HAS_ERROR', 'HAS_NO_ERROR', 'NO_FILTERING'];
const SORT_FIELDS = ['serialNumber', 'customerId', 'customerName', 'nextInvoiceDate', 'invoiceDate'];

export const option = { name: 'Get Many', action: 'Get many recurring contracts', description: 'List contracts with filters' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(RECURRING_PAGE_MAX),
	fieldCollection('filters', [
		{
			displayName: 'Customer Numbers',
			name: 'customerNumbers',
			type: 'string',
			default: '',
			placeholder: 'e.g. 1001, 1002',
			description: 'Only contracts of these customers, separated by commas',
		},
		{
			displayName: 'Error Status',
			name: 'errorStatus',
			type: 'options',
			options: [
				{ name: 'Any', value: 'NO_FILTERING' },
				{ name: 'Has Errors', value: 'HAS_ERROR', description: 'Only contracts with error logs' },
				{ name: 'Has No Errors', value: 'HAS_NO_ERROR' },
			],
			default: 'NO_FILTERING',
		},
		{
			displayName: 'Invoice Handlings',
			name: 'invoiceHandlings',
			type: 'multiOptions',
			options: invoiceHandlingOptions,
			default: [],
			description: 'Only contracts with one of these invoice handlings',
		},
		{
			displayName: 'Statuses',
			name: 'statuses',
			type: 'multiOptions',
			options: statusOptions,
			default: [],
			description: 'Only contracts in one of these statuses',
		},
	]),
	optionsCollection([
		offsetOption('contracts'),
		{
			displayName: 'Order',
			name: 'order',
			type: 'options',
			options: [
				{ name: 'Ascending', value: 'ASC' },
				{ name: 'Descending', value: 'DESC' },
			],
			default: 'ASC',
		},
		{
			displayName: 'Sort By',
			name: 'sortBy',
			type: 'options',
			options: [
				{ name: 'Customer ID', value: 'customerId' },
				{ name: 'Customer Name', value: 'customerName' },
				{ name: 'Invoice Date', value: 'invoiceDate' },
				{ name: 'Next Invoice Date', value: 'nextInvoiceDate' },
				{ name: 'Serial Number', value: 'serialNumber' },
			],
			default: 'serialNumber',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const scope = listScopeOf(this, i);
	if (!scope.returnAll) check.range('Limit', scope.limit, 1, RECURRING_PAGE_MAX);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const options = this.getNodeParameter('options', i, {}) as IDataObject;

	const statuses = (filters.statuses as string[] | undefined) ?? [];
	statuses.forEach((status) => check.oneOf('Statuses', status, STATUSES));
	const handlings = (filters.invoiceHandlings as string[] | undefined) ?? [];
	handlings.forEach((handling) => check.oneOf('Invoice Handlings', handling, INVOICE_HANDLINGS));
	check.oneOf('Error Status', filters.errorStatus as string | undefined, ERROR_STATUSES);
	check.oneOf('Sort By', options.sortBy as string | undefined, SORT_FIELDS);
	check.oneOf('Order', options.order as string | undefined, ['ASC', 'DESC']);
	const offset = Number(options.offset ?? 0);
	check.range('Offset', offset, 0);
	const customers = String(filters.customerNumbers ?? '')
		.split(',')
		.map((number) => number.trim())
		.filter(Boolean);

	const qs: IDataObject = {
		'customer-numbers': commaSeparated(customers),
		statuses: commaSeparated(statuses),
		'invoice-handlings': commaSeparated(handlings),
		'error-status': filters.errorStatus,
		sortby: options.sortBy,
		order: options.order,
	};
	for (const key of Object.keys(qs)) if (qs[key] === undefined) delete qs[key];

	const recurrings = await headerPagedList(
		this,
		{ path: RECURRINGS.path, maxPageSize: RECURRING_PAGE_MAX, qs, startOffset: offset, itemIndex: i },
		scope,
	);
	return toItems(recurrings);
}
