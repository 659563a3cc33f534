/**
 * Replays the interactions of recorded.json (facts from real Fortnox traffic) against the sandbox and
 * compares each answer with what the real service gave, check by check.
 */
import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import recorded from './recorded.json';

export type ValueType = 'null' | 'boolean' | 'number' | 'string' | 'empty-string' | 'numeric-string' | 'object' | 'array';

export interface Interaction {
	id: string;
	resource: string;
	source: { repo: string; path: string; commit: string };
	recordedAt: string;
	request: { method: string; host: string; path: string; query?: Record<string, string>; body?: unknown; reconstructed?: string };
	seed?: Record<string, unknown>;
	expect: {
		status: number;
		error?: { shape: string; keys: string[]; code?: number; message?: string; error?: string; description?: string };
		keys?: string[];
		wrapper?: string;
		list?: { count: number; totalResources: number; totalPages: number; currentPage: number };
		types?: Record<string, ValueType>;
		values?: Record<string, unknown>;
	};
}

/** A table column: what a check compares. */
export type Category = 'status' | 'error' | 'keys' | 'nulls' | 'types' | 'values' | 'paging';

export interface Check {
	id: string;
	resource: string;
	category: Category;
	/** the key or aspect compared, e.g. "Address1", "code", "@TotalPages" */
	subject: string;
	ok: boolean;
	expected: unknown;
	actual: unknown;
}

export const interactions = (recorded as unknown as { interactions: Interaction[] }).interactions;
export const sources = (recorded as unknown as { sources: Array<{ repo: string; commit: string; licence: string }> }).sources;

/** The singular wrapper and the key field of each recorded /3/ resource. */
const RESOURCES: Record<string, { wrapper: string; key: string }> = {
	customers: { wrapper: 'Customer', key: 'CustomerNumber' },
	articles: { wrapper: 'Article', key: 'ArticleNumber' },
	invoices: { wrapper: 'Invoice', key: 'DocumentNumber' },
	orders: { wrapper: 'Order', key: 'DocumentNumber' },
	projects: { wrapper: 'Project', key: 'ProjectNumber' },
	termsofpayments: { wrapper: 'TermsOfPayment', key: 'Code' },
	units: { wrapper: 'Unit', key: 'Code' },
};

interface Answer {
	status: number;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON; the checks look up the keys the recordings name
	body: any;
}

async function send(sandbox: Sandbox, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
	const isForm = typeof body === 'string';
	const res = await fetch(`${sandbox.url}${path}`, {
		method,
		headers: { ...headers, 'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' },
		body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
	});
	const text = await res.text();
	return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const legacy = (t: TenantCredentials) => ({ 'Access-Token': t.accessToken, 'Client-Secret': t.clientSecret });

/**
 * What the company of the recordings held before each interaction: customer 1 and article 101 (rows
 * name both), and one project (its list counts two with the one an interaction makes), not the sandbox's demo projects.
 */
async function company(sandbox: Sandbox, auth: Record<string, string>) {
	await send(sandbox, 'POST', '/3/customers', auth, { Customer: { Name: 'Updated name', City: 'New York', ZipCode: '10001' } });
	await send(sandbox, 'POST', '/3/articles', auth, { Article: { ArticleNumber: '101', Description: 'Hammer' } });
	await send(sandbox, 'DELETE', '/3/projects/P2', auth);
}

async function replayToken(sandbox: Sandbox, entry: Interaction): Promise<Answer> {
	const t = sandbox.createTenant();
	const client = sandbox.createOAuthClient();
	const tokens = sandbox.issueOAuthTokens(t.tenantId, client.clientId);
	if (entry.request.method === 'GET') {
		sandbox.expireAccessTokens();
		return send(sandbox, 'GET', entry.request.path, { Authorization: `Bearer ${tokens.access_token}` });
	}
	const error = entry.expect.error?.error;
	const secret = error === 'invalid_client' ? `${client.clientSecret}-wrong` : client.clientSecret;
	const refresh = error === 'invalid_grant' ? `${tokens.refresh_token}-wrong` : tokens.refresh_token;
	const basic = `Basic ${Buffer.from(`${client.clientId}:${secret}`).toString('base64')}`;
	return send(sandbox, 'POST', '/oauth-v1/token', { Authorization: basic }, new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh }).toString());
}

/** Books an invoice and a payment of its total: a list filtered fullypaid finds it. */
async function payInFull(sandbox: Sandbox, auth: Record<string, string>, invoice: string, total: number) {
	await send(sandbox, 'PUT', `/3/invoices/${invoice}/bookkeep`, auth);
	const payment = await send(sandbox, 'POST', '/3/invoicepayments', auth, { InvoicePayment: { InvoiceNumber: Number(invoice), Amount: total } });
	await send(sandbox, 'PUT', `/3/invoicepayments/${payment.body.InvoicePayment.Number}/bookkeep`, auth);
}

/** Sets up what the interaction needs, sends its request to a fresh tenant and returns the answer. */
export async function replay(sandbox: Sandbox, entry: Interaction): Promise<Answer> {
	if (entry.resource === 'authentication') return replayToken(sandbox, entry);
	const auth = legacy(sandbox.createTenant());
	await company(sandbox, auth);
	const { wrapper, key } = RESOURCES[entry.resource];
	let path = entry.request.path;
	if (entry.seed) {
		const { CustomerName, ...seed } = entry.seed;
		// a document's customer: the recording names its number and name
		if (CustomerName !== undefined && seed.CustomerNumber !== '1') {
			await send(sandbox, 'POST', '/3/customers', auth, { Customer: { CustomerNumber: seed.CustomerNumber, Name: CustomerName } });
		}
		const existing = seed[key] === undefined ? undefined : String(seed[key]);
		const taken = existing !== undefined && (await send(sandbox, 'GET', `/3/${entry.resource}/${existing}`, auth)).status === 200;
		const created = taken
			? await send(sandbox, 'PUT', `/3/${entry.resource}/${existing}`, auth, { [wrapper]: seed })
			: await send(sandbox, 'POST', `/3/${entry.resource}`, auth, { [wrapper]: seed });
		const id = created.body?.[wrapper]?.[key];
		if (created.status !== (taken ? 200 : 201)) throw new Error(`${entry.id}: seeding answered ${created.status} ${JSON.stringify(created.body)}`);
		if (entry.request.query?.filter === 'cancelled') await send(sandbox, 'PUT', `/3/${entry.resource}/${id}/cancel`, auth);
		if (entry.request.query?.filter === 'fullypaid') await payInFull(sandbox, auth, id, created.body.Invoice.Total);
		if (/^\/3\/[a-z]+\/[^/]+$/.test(path) && entry.expect.status === 200) path = path.replace(/[^/]+$/, encodeURIComponent(String(id)));
	}
	const query = entry.request.query ? `?${new URLSearchParams(entry.request.query).toString()}` : '';
	return send(sandbox, entry.request.method, `${path}${query}`, auth, entry.request.body);
}

const typeOf = (value: unknown): ValueType => {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	if (typeof value === 'string') return value === '' ? 'empty-string' : /^-?\d+(\.\d+)?$/.test(value) ? 'numeric-string' : 'string';
	return typeof value as ValueType;
};

/** The value at "a", "a.b" or "a[].b" (first element of list a); undefined when absent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record of any JSON shape
function at(record: any, path: string): unknown {
	const [head, tail] = path.split(/\[\]\.|\./);
	const first = record?.[head];
	if (tail === undefined) return first;
	const inner = path.includes('[].') ? first?.[0] : first;
	return inner && typeof inner === 'object' && tail in inner ? inner[tail] : undefined;
}

/** null and "" are the null conventions; the rest (numbers, numbers as strings, booleans, text) are types. */
function typeCategory(expected: ValueType, actual: ValueType): Category {
	if (expected === 'null' || expected === 'empty-string') return 'nulls';
	return actual === 'null' || actual === 'empty-string' ? 'nulls' : 'types';
}

const sameType = (expected: ValueType, actual: ValueType) => expected === actual || (expected === 'string' && actual === 'numeric-string');

/** Compares the sandbox's answer with the recorded facts. */
export function compare(entry: Interaction, answer: Answer): Check[] {
	const checks: Check[] = [];
	const add = (category: Category, subject: string, expected: unknown, actual: unknown, ok = JSON.stringify(expected) === JSON.stringify(actual)) =>
		checks.push({ id: entry.id, resource: entry.resource, category, subject, ok, expected, actual });
	const { expect } = entry;
	add('status', 'status', expect.status, answer.status);
	const body = answer.body ?? {};
	if (expect.error) {
		const actual = expect.error.shape === 'ErrorInformation' ? body.ErrorInformation ?? {} : body;
		add('error', 'keys', expect.error.keys, Object.keys(actual));
		if (expect.error.code !== undefined) add('error', 'code', expect.error.code, actual.Code ?? actual.code);
		for (const name of ['message', 'error'] as const) {
			if (expect.error[name] !== undefined) add('error', name, expect.error[name], actual[name === 'message' ? (actual.Message === undefined ? 'message' : 'Message') : name]);
		}
		if (expect.error.description !== undefined) add('error', 'error_description', expect.error.description, actual.error_description);
		return checks;
	}
	if (expect.keys) for (const k of expect.keys) add('keys', k, true, k in body);
	if (!expect.wrapper) return checks;
	let record = body[expect.wrapper];
	if (expect.list) {
		const meta = body.MetaInformation ?? {};
		if (expect.list.count === 0) {
			add('paging', 'count', 0, Array.isArray(record) ? record.length : record);
			add('paging', '@TotalResources', 0, meta['@TotalResources']);
			add('paging', '@TotalPages', expect.list.totalPages, meta['@TotalPages']);
		} else if (expect.list.totalPages > 1) {
			add('paging', '@TotalPages', expect.list.totalPages, meta['@TotalPages']);
		}
		add('paging', '@CurrentPage', expect.list.currentPage, meta['@CurrentPage']);
		record = Array.isArray(record) ? record[0] : undefined;
		if (expect.types && record === undefined) add('keys', 'a first item', true, false);
	}
	if (record === undefined) return checks;
	for (const [path, expected] of Object.entries(expect.types ?? {})) {
		const value = at(record, path);
		if (value === undefined) {
			add('keys', path, 'present', 'absent', false);
			continue;
		}
		const actual = typeOf(value);
		add(typeCategory(expected, actual), path, expected, actual, sameType(expected, actual));
	}
	for (const [path, expected] of Object.entries(expect.values ?? {})) add('values', path, expected, at(record, path));
	return checks;
}

/** Replays every interaction on one sandbox; the checks of all. */
export async function runFidelity(): Promise<Check[]> {
	const sandbox = await startSandbox({ rateLimit: false });
	try {
		const checks: Check[] = [];
		for (const entry of interactions) checks.push(...compare(entry, await replay(sandbox, entry)));
		return checks;
	} finally {
		await sandbox.close();
	}
}
