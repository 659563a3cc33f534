import { openapi } from './openapi';

/** A request as the sandbox records it (`recordRequests: true`). */
export interface RecordedRequest {
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	body: unknown;
}

interface Schema {
	$ref?: string;
	type?: string;
	format?: string;
	enum?: unknown[];
	properties?: Record<string, Schema>;
	required?: string[];
	items?: Schema;
	minLength?: number;
	maxLength?: number;
	minimum?: number;
	minItems?: number;
	pattern?: string;
}

interface Parameter {
	name: string;
	in: 'path' | 'query' | 'header';
	required?: boolean;
	schema?: Schema;
}

interface Operation {
	tags?: string[];
	parameters?: Parameter[];
	requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const paths = openapi.paths as unknown as Record<string, Record<string, Operation>>;
const schemas = openapi.components.schemas as unknown as Record<string, Schema>;

/**
 * Paging the OpenAPI leaves out: warehouse lists send `offset` and `limit` only after the
 * service itself reported more records (X-Total-Count) than its first answer carried.
 */
const UNDECLARED_PAGING = ['offset', 'limit'];
/**
 * What Fortnox's "Parameters" page documents for every classic /3/ list, which the OpenAPI leaves
 * out of many: paging (`page`, `limit`, `offset`), the sort order of `sortby`, and `lastmodified`.
 */
const CLASSIC_LIST_PARAMETERS = ['page', 'limit', 'offset', 'sortorder', 'lastmodified'];
const TEXT_NUMBERS = ['{ArticleNumber}', '{ProjectNumber}'];
/**
 * Request bodies Fortnox's OpenAPI gets wrong, and what Fortnox takes instead: its POST /3/assets
 * declares the asset type's body (`{"AssetType": CreateAsset}`, as POST /3/assets/types/{id} has
 * it), while an asset is created from the asset's own fields (fortnox_Asset) in `Asset`, the
 * wrapper its other requests use.
 */
const BODY_ERRATA: Record<string, Schema> = {
	'POST /3/assets': { type: 'object', properties: { Asset: { $ref: '#/components/schemas/fortnox_Asset' } } },
};
/**
 * Required fields another field of the body gives: a contract naming a TemplateNumber takes the
 * template's rows when it has none (as Fortnox does, though its OpenAPI requires InvoiceRows).
 */
const GIVEN_BY_TEMPLATE: Record<string, { problem: string; wrapper: string }> = {
	'POST /3/contracts': { problem: 'POST /3/contracts body.Contract.InvoiceRows: required', wrapper: 'Contract' },
};
const givenByTemplate = (at: string, body: unknown, problem: string): boolean => {
	const given = GIVEN_BY_TEMPLATE[at];
	const record = (body as Record<string, Record<string, unknown> | undefined>)[given?.wrapper ?? ''];
	return given?.problem === problem && record?.TemplateNumber !== undefined;
};
const tags = (openapi as unknown as { tags?: Array<{ name: string; description?: string }> }).tags ?? [];

/**
 * The `filter` values a list's tag documents in its "Possible filters" table, for a list whose
 * operation declares no `filter` itself (GET /3/assets: active, inactive, fully_depreciated, sold,
 * scrapped, voided).
 */
function tagFilters(operation: Operation): string[] {
	const text = (operation.tags ?? []).map((name) => tags.find((tag) => tag.name === name)?.description ?? '').join('\n');
	if (!text.includes('Possible filters')) return [];
	return [...text.matchAll(/<tr>\s*<td>([a-z_]+)<\/td>/g)].map((match) => match[1]);
}

const undeclaredButDocumented = (request: RecordedRequest, name: string): boolean =>
	request.method === 'GET' && (request.path.startsWith('/3/') ? CLASSIC_LIST_PARAMETERS : UNDECLARED_PAGING).includes(name);

const resolve = (schema: Schema): Schema =>
	schema.$ref ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;

/** The OpenAPI path template a request's path matches; literal segments win over parameters. */
export function templateOf(method: string, path: string): { template: string; operation: Operation } | undefined {
	const parts = path.split('/').filter(Boolean);
	let best: { template: string; operation: Operation; literals: number } | undefined;
	for (const [template, operations] of Object.entries(paths)) {
		const pattern = template.split('/').filter(Boolean);
		if (pattern.length !== parts.length) continue;
		if (!pattern.every((segment, k) => segment.startsWith('{') || segment === parts[k])) continue;
		const operation = operations[method.toLowerCase()];
		if (!operation) continue;
		const literals = pattern.filter((segment) => !segment.startsWith('{')).length;
		if (!best || literals > best.literals) best = { template, operation, literals };
	}
	return best && { template: best.template, operation: best.operation };
}

function scalarProblems(where: string, value: unknown, schema: Schema): string[] {
	const problems: string[] = [];
	if (schema.enum && !schema.enum.includes(value)) problems.push(`${where}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
	if (typeof value === 'string') {
		if (schema.minLength !== undefined && value.length < schema.minLength) problems.push(`${where}: shorter than ${schema.minLength}`);
		if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${where}: longer than ${schema.maxLength}`);
		if (schema.pattern && !new RegExp(schema.pattern).test(value)) problems.push(`${where}: does not match ${schema.pattern}`);
		if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) problems.push(`${where}: not a uuid`);
		if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) problems.push(`${where}: not a YYYY-MM-DD date`);
	}
	if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) problems.push(`${where}: below ${schema.minimum}`);
	return problems;
}

/**
 * What in `value` the schema does not allow: unknown fields, wrong types, broken limits. `partial`:
 * a classic /3/ PUT, which changes only the fields it carries (Fortnox: "only the properties provided
 * in the request body will be updated"), so the schema's required fields need not all be there.
 */
export function bodyProblems(where: string, value: unknown, raw: Schema, partial = false): string[] {
	const schema = resolve(raw);
	const type = schema.type ?? (schema.properties ? 'object' : undefined);
	if (value === null) return [];
	switch (type) {
		case 'object': {
			if (typeof value !== 'object' || Array.isArray(value)) return [`${where}: expected an object`];
			const record = value as Record<string, unknown>;
			const problems = partial ? [] : (schema.required ?? []).filter((name) => record[name] === undefined).map((name) => `${where}.${name}: required`);
			for (const [name, field] of Object.entries(record)) {
				const property = schema.properties?.[name];
				if (!schema.properties) continue;
				if (!property) problems.push(`${where}.${name}: not a field of the schema`);
				else problems.push(...bodyProblems(`${where}.${name}`, field, property, partial));
			}
			return problems;
		}
		case 'array':
			if (!Array.isArray(value)) return [`${where}: expected an array`];
			return [
				...(schema.minItems !== undefined && value.length < schema.minItems ? [`${where}: fewer than ${schema.minItems} items`] : []),
				...value.flatMap((entry, k) => (schema.items ? bodyProblems(`${where}[${k}]`, entry, schema.items, partial) : [])),
			];
		case 'string':
			return typeof value === 'string' ? scalarProblems(where, value, schema) : [`${where}: expected a string`];
		case 'integer':
			return Number.isInteger(value) ? scalarProblems(where, value, schema) : [`${where}: expected an integer`];
		case 'number':
			return typeof value === 'number' ? scalarProblems(where, value, schema) : [`${where}: expected a number`];
		case 'boolean':
			return typeof value === 'boolean' ? [] : [`${where}: expected a boolean`];
		default:
			return [];
	}
}

function textProblems(where: string, text: string, raw: Schema | undefined): string[] {
	const schema = raw ? resolve(raw) : {};
	switch (schema.type) {
		case 'boolean':
			return /^(true|false)$/.test(text) ? [] : [`${where}: ${text} is not true or false`];
		case 'integer':
			return /^-?\d+$/.test(text) ? scalarProblems(where, Number(text), schema) : [`${where}: ${text} is not an integer`];
		case 'array':
			return text.split(',').flatMap((part) => textProblems(where, part, schema.items));
		default:
			return scalarProblems(where, text, schema);
	}
}

/** Everything about `request` that Fortnox's OpenAPI does not declare; empty when it conforms. */
export function contractProblems(request: RecordedRequest): string[] {
	const found = templateOf(request.method, request.path);
	if (!found) return [`${request.method} ${request.path}: no such operation in the OpenAPI`];
	const { template, operation } = found;
	const at = `${request.method} ${template}`;
	const parameters = operation.parameters ?? [];
	const problems: string[] = [];

	const parts = request.path.split('/').filter(Boolean);
	template.split('/').filter(Boolean).forEach((segment, k) => {
		if (!segment.startsWith('{')) return;
		const parameter = parameters.find((candidate) => candidate.in === 'path' && `{${candidate.name}}` === segment);
		// The OpenAPI types these path numbers as integers, but the records' own fields are text (an
		// article number may be "HJ-1"), and Fortnox takes any number it gave.
		if (TEXT_NUMBERS.includes(segment)) return;
		problems.push(...textProblems(`${at} path ${segment}`, decodeURIComponent(parts[k]), parameter?.schema));
	});

	for (const [name, value] of Object.entries(request.query)) {
		const parameter = parameters.find((candidate) => candidate.in === 'query' && candidate.name === name);
		if (!parameter) {
			const documented = name === 'filter' ? tagFilters(operation) : [];
			if (documented.length > 0) {
				for (const text of Array.isArray(value) ? value : [value]) problems.push(...scalarProblems(`${at} query filter`, text, { type: 'string', enum: documented }));
			} else if (!undeclaredButDocumented(request, name)) problems.push(`${at}: query ${name} is not declared`);
			continue;
		}
		for (const text of Array.isArray(value) ? value : [value]) problems.push(...textProblems(`${at} query ${name}`, text, parameter.schema));
	}
	for (const parameter of parameters) {
		if (parameter.in === 'query' && parameter.required && request.query[parameter.name] === undefined) problems.push(`${at}: query ${parameter.name} is required`);
	}

	// Some warehouse routes declare their JSON body as `*/*`.
	const content = operation.requestBody?.content;
	const bodySchema = BODY_ERRATA[at] ?? (content?.['application/json'] ?? content?.['*/*'])?.schema;
	if (request.body !== undefined && request.body !== '') {
		if (!bodySchema) problems.push(`${at}: sends a body the operation does not take`);
		else {
			const found = bodyProblems(`${at} body`, request.body, bodySchema, request.method === 'PUT' && request.path.startsWith('/3/'));
			problems.push(...found.filter((problem) => !givenByTemplate(at, request.body, problem)));
		}
	} else if (bodySchema && request.method !== 'GET') {
		problems.push(`${at}: the operation takes a body and none was sent`);
	}
	return problems;
}
