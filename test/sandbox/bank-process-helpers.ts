import type { Sandbox } from '../../sandbox';
import { call, type Auth, type Res } from './helpers';

export const STOCK = '/api/bank-process-orders/v1';
export const START = '/api/bank-process-start-orders/v1';
export const HOOKS = '/api/bank-process-webhooks/v1';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Problem {
	type: string;
	title: string;
	status: number;
	detail: string;
	instance: string;
}

export interface OrderList<T> {
	limit: number;
	offset: number;
	orders: T[];
	total_count: number;
}

/** Asserts an application/problem+json answer and returns its body. */
export function expectProblem(res: Res<unknown>, status: number, instance: string): Problem {
	expect(res.status).toBe(status);
	expect(res.headers.get('content-type')).toBe('application/problem+json');
	const body = res.body as Problem;
	expect(body).toEqual({ type: 'about:blank', title: expect.any(String), status, detail: expect.any(String), instance });
	expect(body.detail.length).toBeGreaterThan(0);
	return body;
}

/** PATCH with content type application/json-patch+json (or another one). */
export const patch = <T>(sandbox: Sandbox, auth: Auth, path: string, body: unknown, type = 'application/json-patch+json') =>
	call<T>(sandbox, 'PATCH', path, { auth, body: JSON.stringify(body), headers: { 'Content-Type': type } });

/** A multipart upload of `bytes` with the given form fields. */
export function uploadForm(bytes: Uint8Array | string, fields: Record<string, string>, name = 'certificate.pdf') {
	const form = new FormData();
	form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
	for (const [k, v] of Object.entries(fields)) form.append(k, v);
	return form;
}
