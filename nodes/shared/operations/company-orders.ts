import type { IDataObject, IExecuteFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { binaryFormData } from '../binary';
import { binaryPropertyName, fieldCollection, offsetOption, optionsCollection, outputBinaryPropertyName, returnAllOrLimit } from '../descriptions';
import type { OrderKind } from '../kinds/bank-process';
import { optionsOf } from '../kinds/bank-process';
import { toItems } from '../router';
import { fortnoxApiRequest, fortnoxRequest, listScopeOf, offsetTotalList } from '../transport';
import { calendarDate, FieldValidator } from '../validation';
import type { ListSearchMethod, Operation, Resource } from './resource';

export const ORDER_PAGE_MAX = 200;

/** The order picker's list-search method, as saved workflows name it: searchStockOrders, searchStartOrders. */
const searchMethodOf = (kind: OrderKind) => `search${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1, kind.noun.indexOf(' '))}Orders`;

export const orderLocator = (kind: OrderKind): INodeProperties => ({
	displayName: 'Order',
	name: 'orderId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: `The ${kind.noun}`,
	modes: [
		{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: searchMethodOf(kind), searchable: true } },
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 4711' },
	],
});

export function readOrderId(this: IExecuteFunctions, i: number): string {
	const value = this.getNodeParameter('orderId', i, '', { extractValue: true }) as string | number;
	return String(new FieldValidator(this.getNode(), i).required('Order', String(value ?? '').trim()));
}

export const orderPath = (kind: OrderKind, orderId: string, suffix = '') => `${kind.basePath}/${encodeURIComponent(orderId)}${suffix}`;

function documentTypeProperty(values: readonly string[], description: string): INodeProperties {
	const property: INodeProperties = { displayName: 'Document Type', name: 'documentType', type: 'options', options: optionsOf(values), default: '', required: true, description };
	// The n8n linter insists on a literal default; the useful one is the first value.
	return { ...property, default: values[0] };
}

function readDocumentType(this: IExecuteFunctions, i: number, allowed: readonly string[]): string {
	const value = this.getNodeParameter('documentType', i) as string;
	const check = new FieldValidator(this.getNode(), i);
	check.required('Document Type', value);
	check.oneOf('Document Type', value, allowed);
	return value;
}

const one = (kind: OrderKind) => `a ${kind.noun}`;

export const getOrder = (kind: OrderKind): Operation => ({
	option: { name: 'Get', action: `Get ${one(kind)}` },
	description: [orderLocator(kind)],
	async execute(i) {
		return toItems(await fortnoxApiRequest<IDataObject>(this, { method: 'GET', path: orderPath(kind, readOrderId.call(this, i)), itemIndex: i }));
	},
});

const SORTS = ['-created_at', 'created_at', '-updated_at', 'updated_at'];

const DATE_FILTERS: Array<[string, string, string]> = [
	['createdAtFrom', 'Created From', 'created_at_from'],
	['createdAtTo', 'Created To', 'created_at_to'],
	['updatedAtFrom', 'Updated From', 'updated_at_from'],
	['updatedAtTo', 'Updated To', 'updated_at_to'],
];

const filterProperties = (kind: OrderKind): INodeProperties[] => [
	{ displayName: 'Statuses', name: 'statuses', type: 'multiOptions', options: optionsOf(kind.statuses), default: [], description: 'Only orders in one of these statuses' },
	...DATE_FILTERS.map(([name, displayName]): INodeProperties => ({ displayName, name, type: 'dateTime', default: '', description: 'A date; the filter includes the whole day' })),
	...(kind.founderFilter
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

/** Get Many for either order kind: every filter and sort of the service, 200 per page. */
export const getOrders = (kind: OrderKind): Operation => ({
	option: { name: 'Get Many', action: `Get many ${kind.noun}s`, description: 'List the orders where your bank was chosen' },
	description: [
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
	],
	async execute(i) {
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

		const orders = await offsetTotalList(this, { path: kind.basePath, listKey: 'orders', maxPageSize: ORDER_PAGE_MAX, qs, startOffset: offset, itemIndex: i }, scope);
		return toItems(orders);
	},
});

/** One item per document available now, ready for Get Document to download each. */
export const getOrderDocumentTypes = (kind: OrderKind): Operation => ({
	option: { name: 'Get Document Types', action: `Get the document types of ${one(kind)}`, description: 'List the documents available for the order now' },
	description: [{ ...orderLocator(kind), hint: 'Outputs one item per document type available for the order now' }],
	async execute(i) {
		const orderId = readOrderId.call(this, i);
		const types = await fortnoxApiRequest<string[]>(this, { method: 'GET', path: orderPath(kind, orderId, '/documents'), itemIndex: i });
		return toItems((Array.isArray(types) ? types : []).map((documentType) => ({ orderId, documentType })));
	},
});

/** The service sends documents base64-encoded in `content`; most are PDFs. */
function mimeTypeOf(bytes: Buffer): { mimeType: string; extension: string } {
	if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mimeType: 'application/pdf', extension: 'pdf' };
	return { mimeType: 'application/octet-stream', extension: 'bin' };
}

export const getOrderDocument = (kind: OrderKind): Operation => ({
	option: { name: 'Get Document', action: `Download ${one(kind)} document`, description: 'Download a document of the order as a file' },
	description: [
		orderLocator(kind),
		documentTypeProperty(kind.documentTypes, 'Which document to download; Get Document Types lists the ones available now'),
		outputBinaryPropertyName,
		optionsCollection([{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name for the output file; defaults to ORDER-TYPE.pdf' }]),
	],
	async execute(i) {
		const orderId = readOrderId.call(this, i);
		const documentType = readDocumentType.call(this, i, kind.documentTypes);
		const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
		const { fileName } = this.getNodeParameter('options', i, {}) as IDataObject;

		const body = await fortnoxApiRequest<IDataObject>(this, {
			method: 'GET',
			path: orderPath(kind, orderId, `/documents/${encodeURIComponent(documentType)}/content`),
			itemIndex: i,
		});
		if (typeof body?.content !== 'string') {
			new FieldValidator(this.getNode(), i).fail('Document', 'came back without content', 'Fortnox sends it as base64 in "content"');
		}
		const bytes = Buffer.from(body.content as string, 'base64');
		const { mimeType, extension } = mimeTypeOf(bytes);
		const name = (fileName as string | undefined) || `${orderId}-${documentType}.${extension}`;
		const binary = await this.helpers.prepareBinaryData(bytes, name, mimeType);
		return [{ json: { orderId, documentType, fileName: name, size: bytes.length }, binary: { [binaryPropertyName]: binary } }];
	},
});

export const uploadOrderDocument = (kind: OrderKind): Operation => ({
	option: { name: 'Upload Document', action: `Upload ${one(kind)} document`, description: `Upload a ${optionsOf(kind.uploadTypes)[0].name.toLowerCase()}` },
	description: [
		orderLocator(kind),
		documentTypeProperty(kind.uploadTypes, `The kind of document; Fortnox accepts ${kind.uploadTypes.join(', ')} on a ${kind.noun}`),
		binaryPropertyName('The document file to upload, usually a PDF'),
		optionsCollection([
			{
				displayName: 'Document In Effect Date',
				name: 'documentInEffectDate',
				type: 'dateTime',
				default: '',
				description: 'The day the document or its action took effect, e.g. when the share capital was deposited; Fortnox uses today when empty',
			},
			{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name to send the file under; defaults to the binary file name' },
		]),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const orderId = readOrderId.call(this, i);
		const documentType = readDocumentType.call(this, i, kind.uploadTypes);
		const options = this.getNodeParameter('options', i, {}) as IDataObject;
		const inEffect = calendarDate(check, 'Document In Effect Date', options.documentInEffectDate);

		const form = await binaryFormData.call(this, i, this.getNodeParameter('binaryPropertyName', i) as string, {
			fileField: 'file',
			fileName: options.fileName as string | undefined,
			fields: { type: documentType, ...(inEffect ? { document_in_effect_date: inEffect } : {}) },
		});
		const response = await fortnoxRequest(this, {
			method: kind.uploadMethod,
			path: orderPath(kind, orderId, '/documents'),
			body: form,
			itemIndex: i,
			explain: { 409: `This ${kind.noun} already has a ${documentType} document: Fortnox keeps one document of each type and refuses a second upload` },
		});
		const returned = typeof response.body === 'object' && response.body !== null ? response.body : {};
		return toItems({ orderId, documentType, uploaded: true, ...(inEffect ? { documentInEffectDate: inEffect } : {}), ...returned });
	},
});

const PAGE = 50;

function companyName(order: IDataObject): string {
	const info = (order.company_information as IDataObject | undefined) ?? {};
	return String(info.name ?? info.company_name ?? '');
}

/** Newest orders first, a page per call, named by company and status. */
const searchOrders =
	(kind: OrderKind): ListSearchMethod =>
	async function (filter, paginationToken): Promise<INodeListSearchResult> {
		const offset = Number(paginationToken ?? 0);
		const body = await fortnoxApiRequest<IDataObject>(this, { method: 'GET', path: kind.basePath, qs: { limit: PAGE, offset, sort: '-updated_at' } });
		const orders = (body.orders as IDataObject[] | undefined) ?? [];
		const wanted = filter?.toLowerCase();
		const results = orders
			.map((order) => ({
				name: [companyName(order) || `Order ${String(order.id)}`, String(order.status ?? '')].filter(Boolean).join(' · '),
				value: String(order.id),
			}))
			.filter((result) => !wanted || `${result.name} ${result.value}`.toLowerCase().includes(wanted));
		const next = offset + orders.length;
		return { results, paginationToken: next < Number(body.total_count ?? 0) ? String(next) : undefined };
	};

/** An order kind of the bank process: what both kinds have (read, list, their documents) and the kind's `more`. */
export const companyOrderResource = (kind: OrderKind, { displayName, value, more }: { displayName: string; value: string; more: Record<string, Operation> }): Resource => ({
	displayName,
	value,
	default: 'getAll',
	operations: {
		getAll: getOrders(kind),
		get: getOrder(kind),
		getDocumentTypes: getOrderDocumentTypes(kind),
		uploadDocument: uploadOrderDocument(kind),
		getDocument: getOrderDocument(kind),
		...more,
	},
	listSearch: { [searchMethodOf(kind)]: searchOrders(kind) },
});
