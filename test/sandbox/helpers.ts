import { startSandbox, type Sandbox, type SandboxOptions, type TenantCredentials } from '../../sandbox';

export interface ErrorBody {
	ErrorInformation: { error: number; message: string; code: number };
}

export interface Res<T> {
	status: number;
	headers: Headers;
	body: T;
	raw: Buffer;
}

export type Auth = Record<string, string>;

/** Legacy headers of a tenant. */
export const legacy = (t: TenantCredentials): Auth => ({ 'Access-Token': t.accessToken, 'Client-Secret': t.clientSecret });
export const bearer = (token: string): Auth => ({ Authorization: `Bearer ${token}` });
/** An OAuth2 client's HTTP Basic authorization, as token requests carry it. */
export const basicAuthorization = (clientId: string, clientSecret: string) => `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

/**
 * Calls the sandbox with the global fetch. `json` is sent as a JSON body; `body` as is.
 * The response body is parsed as JSON when the response says so (application/json or …+json),
 * a classic 404's keys in lower case (lowerErrorKeys).
 */
export async function call<T = unknown>(
	sandbox: Sandbox,
	method: string,
	path: string,
	options: { auth?: Auth; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
	const headers: Record<string, string> = { ...(options.auth ?? {}), ...(options.headers ?? {}) };
	let body = options.body;
	if (options.json !== undefined) {
		body = JSON.stringify(options.json);
		headers['Content-Type'] = 'application/json';
	}
	const res = await fetch(`${sandbox.url}${path}`, { method, headers, body, redirect: 'manual' });
	const raw = Buffer.from(await res.arrayBuffer());
	const isJson = /^application\/([\w.-]+\+)?json\b/.test(res.headers.get('content-type') ?? ''); // also problem+json
	return { status: res.status, headers: res.headers, body: (isJson ? (res.status === 404 ? lowerErrorKeys : (b: unknown) => b)(JSON.parse(raw.toString('utf8'))) : undefined) as T, raw };
}

/**
 * A classic 404's keys in lower case: the real Fortnox capitalises them on a 404 and not on a 400;
 * these tests read codes and texts, and test/fidelity holds the key case to the recordings.
 */
function lowerErrorKeys(body: unknown): unknown {
	const info = (body as { ErrorInformation?: unknown } | null)?.ErrorInformation;
	if (!info || typeof info !== 'object') return body;
	return { ...(body as object), ErrorInformation: Object.fromEntries(Object.entries(info).map(([k, v]) => [k.toLowerCase(), v])) };
}

/**
 * Jest lifecycle for a file: one sandbox for all its tests (closed afterwards) and, when
 * `onTenant` is given, a fresh tenant before each test.
 */
export function withSandbox(
	options: SandboxOptions,
	onSandbox: (s: Sandbox) => void,
	onTenant?: (t: TenantCredentials, auth: Auth) => void,
) {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox(options);
		onSandbox(sandbox);
	});
	if (onTenant) {
		beforeEach(() => {
			const t = sandbox.createTenant();
			onTenant(t, legacy(t));
		});
	}
	afterAll(() => sandbox.close());
}
