import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fileNameFromDisposition } from '../../../shared/binary';
import { outputBinaryPropertyName, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { classicList, fortnoxRequest, listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

const METHODS: IHttpRequestMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The methods that carry a body. */
const BODY_METHODS: IHttpRequestMethods[] = ['POST', 'PUT', 'PATCH'];

const PATH_RULE =
	'use a path below the base URL that starts with /3/ or /api/, e.g. /3/invoices, without //, \\, . or .. segments, encoded slashes or dots, and with the query in Query Parameters';

export const option = {
	name: 'Send',
	action: 'Send an API request',
	description: 'Call any Fortnox endpoint the other operations do not cover, through the same rate limit, retries and errors',
};

export const description: INodeProperties[] = [
	{
		displayName: 'Method',
		name: 'method',
		type: 'options',
		options: METHODS.map((method) => ({ name: method, value: method })),
		default: 'GET',
	},
	{
		displayName: 'Path',
		name: 'path',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. /3/invoices',
		description:
			"Path below the credential's base URL, starting with /3/ (classic API) or /api/ (newer APIs). Requests never leave the base URL's host.",
	},
	{
		displayName: 'Query Parameters',
		name: 'queryParameters',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Parameter',
		default: {},
		options: [
			{
				displayName: 'Parameter',
				name: 'parameters',
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
	},
	{
		displayName: 'JSON Body',
		name: 'jsonBody',
		type: 'json',
		default: '',
		placeholder: '{ "Customer": { "Name": "Acme AB" } }',
		description: 'The request body as JSON; leave empty to send none',
		displayOptions: { show: { method: BODY_METHODS } },
	},
	{
		displayName: 'Paginate',
		name: 'paginate',
		type: 'boolean',
		default: false,
		description:
			"Whether to page through a /3/ list by its MetaInformation (up to 500 records a page) and output one item per record. Otherwise the answer comes back as it is.",
		displayOptions: { show: { method: ['GET'] } },
	},
	...updateDisplayOptions({ show: { method: ['GET'], paginate: [true] } }, returnAllOrLimit()),
	{
		displayName: 'Response Format',
		name: 'responseFormat',
		type: 'options',
		options: [
			{ name: 'JSON', value: 'json' },
			{ name: 'File', value: 'file', description: 'A file such as a PDF, as binary data' },
		],
		default: 'json',
		displayOptions: { hide: { paginate: [true] } },
	},
	{ ...outputBinaryPropertyName, displayOptions: { show: { responseFormat: ['file'] } } },
];

/** The path as sent, or an item error: the credential must only ever go to the base URL's host. */
function checkedPath(check: FieldValidator, raw: unknown): string {
	// An expression can give a number or an object.
	if (typeof raw !== 'string') check.fail('Path', `is ${typeof raw === 'object' ? 'an object' : `the ${typeof raw} ${String(raw)}`}, not a text`, PATH_RULE);
	const path = check.required('Path', raw.trim());
	if (/^[a-z][a-z\d+.-]*:/i.test(path)) check.fail('Path', `"${path}" is an absolute URL`, PATH_RULE);
	if (!/^\/(3|api)\//.test(path)) check.fail('Path', `"${path}" does not start with /3/ or /api/`, PATH_RULE);
	if (/[\\?#\s\p{Cc}]|%(2e|2f|5c)|\/\//iu.test(path)) {
		check.fail('Path', `"${path}" contains //, \\, an encoded slash or dot, a query, a fragment or a space`, PATH_RULE);
	}
	if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
		check.fail('Path', `"${path}" contains a . or .. segment`, PATH_RULE);
	}
	return path;
}

function queryOf(this: IExecuteFunctions, i: number): IDataObject {
	const { parameters = [] } = this.getNodeParameter('queryParameters', i, {}) as {
		parameters?: Array<{ name: string; value: string }>;
	};
	const qs: IDataObject = {};
	for (const { name, value } of parameters) {
		if (!name) continue;
		const previous = qs[name];
		// A repeated name is sent as repeated keys (`status=A&status=B`).
		qs[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
	}
	return qs;
}

/** Far deeper than any Fortnox body (about 4), far shallower than what overflows the stack when the body is written out. */
const MAX_BODY_DEPTH = 100;

/** How deeply `value` nests objects and arrays, counted without recursion and only up to `limit` + 1. */
function nestingDepth(value: unknown, limit: number): number {
	let deepest = 0;
	const stack: Array<[unknown, number]> = [[value, 1]];
	while (stack.length) {
		const [current, depth] = stack.pop()!;
		if (typeof current !== 'object' || current === null) continue;
		deepest = Math.max(deepest, depth);
		if (deepest > limit) break;
		for (const child of Object.values(current)) stack.push([child, depth + 1]);
	}
	return deepest;
}

function bodyOf(this: IExecuteFunctions, check: FieldValidator, i: number, method: IHttpRequestMethods): IDataObject | IDataObject[] | undefined {
	if (!BODY_METHODS.includes(method)) return undefined;
	const raw = this.getNodeParameter('jsonBody', i, '') as string | IDataObject | IDataObject[];
	let parsed: unknown = raw;
	if (typeof raw === 'string') {
		if (raw.trim() === '') return undefined;
		try {
			parsed = JSON.parse(raw);
		} catch {
			parsed = undefined;
		}
	}
	if (typeof parsed !== 'object' || parsed === null) {
		return check.fail('JSON Body', 'is not a JSON object or array', 'write valid JSON, e.g. { "Customer": { "Name": "Acme AB" } }');
	}
	const depth = nestingDepth(parsed, MAX_BODY_DEPTH);
	if (depth > MAX_BODY_DEPTH) check.fail('JSON Body', `is nested more than ${MAX_BODY_DEPTH} levels deep`, `Fortnox's bodies are a few levels deep; at most ${MAX_BODY_DEPTH} are sent`);
	return parsed as IDataObject | IDataObject[];
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const method = this.getNodeParameter('method', i) as IHttpRequestMethods;
	// An expression or an imported workflow can give any text.
	if (!METHODS.includes(method)) check.fail('Method', `${JSON.stringify(method)} is not a method of the API`, `use one of ${METHODS.join(', ')}`);
	const path = checkedPath(check, this.getNodeParameter('path', i));
	const qs = queryOf.call(this, i);
	const body = bodyOf.call(this, check, i, method);

	if (method === 'GET' && (this.getNodeParameter('paginate', i, false) as boolean)) {
		if (!path.startsWith('/3/')) {
			check.fail('Paginate', `does not apply to "${path}"`, 'only /3/ lists page by MetaInformation; turn it off and pass the paging query yourself');
		}
		// Paginate sends page and limit itself: a user's own would be replaced without a word.
		const ownPaging = Object.keys(qs).find((name) => ['page', 'limit'].includes(name.toLowerCase()));
		if (ownPaging) {
			check.fail(
				'Query Parameters',
				`include "${ownPaging}" while Paginate is on`,
				'Paginate asks for every page itself (page 1, 2, … with limit=500) and Return All / Limit say how many records to return: remove the parameter, or turn Paginate off to ask for that one page yourself',
			);
		}
		const records = await classicList(
			this,
			{
				path,
				qs,
				itemIndex: i,
				// A /3/ list answers { "<Records>": [...], "MetaInformation": {...} }: the one array is the list.
				listKey: (page) => {
					const lists = Object.values(page).filter(Array.isArray) as IDataObject[][];
					if (lists.length !== 1) check.fail('Paginate', `found no single list in the answer of "${path}"`, 'turn it off for a path that is not a list');
					return lists[0];
				},
			},
			listScopeOf(this, i),
		);
		return toItems(records);
	}

	if ((this.getNodeParameter('responseFormat', i, 'json') as string) === 'file') {
		const response = await fortnoxRequest<Buffer>(this, { method, path, qs, body, binary: true, itemIndex: i });
		const contentType = String(response.headers['content-type'] ?? 'application/octet-stream').split(';')[0];
		const fileName = fileNameFromDisposition(response.headers['content-disposition']) ?? path.split('/').pop();
		const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), fileName, contentType);
		const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
		return [{ json: { statusCode: response.statusCode, fileName, mimeType: contentType }, binary: { [binaryPropertyName]: binary } }];
	}

	const response = await fortnoxRequest<unknown>(this, { method, path, qs, body, itemIndex: i });
	const answer = response.body;
	if (typeof answer === 'object' && answer !== null) return toItems(answer as IDataObject | IDataObject[]);
	return toItems(answer === undefined || answer === '' ? { statusCode: response.statusCode } : { statusCode: response.statusCode, body: answer as string });
}
