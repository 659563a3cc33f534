import http from 'node:http';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

import type { IDataObject } from 'n8n-workflow';

import { credentialsHelper } from './run-workflow';

/**
 * What the proxy does with one request:
 * - `pass`: forward it and return the service's answer;
 * - `dropAnswer`: forward it (the service applies it), then close the connection without an answer;
 * - `hangAfterForward`: forward it, then never answer (until the proxy closes);
 * - `gatewayAfterForward`: forward it, then answer as a gateway does (`status`, an HTML page);
 * - `answer`: answer by itself without forwarding (a 429 that is not the service's, a redirect);
 * - `trickle`: forward it, then send the service's answer one byte every `intervalMs`;
 * - `rewrite`: forward it, then answer what `change` makes of the service's answer (paging faults);
 * - `before`: run `action` (change the sandbox between two reads of a list), then apply `then`.
 */
export type Fault =
	| { kind: 'pass' }
	| { kind: 'dropAnswer' }
	| { kind: 'hangAfterForward' }
	| { kind: 'gatewayAfterForward'; status: number }
	| { kind: 'answer'; status: number; headers?: Record<string, string>; body?: string }
	| { kind: 'trickle'; intervalMs: number }
	| { kind: 'rewrite'; change: (answer: ServiceAnswer, request: ProxiedRequest) => ServiceAnswer }
	| { kind: 'before'; action: () => unknown; then?: Fault };

/** The service's answer as the proxy got it; `json` is its parsed body when it was JSON. */
export interface ServiceAnswer {
	status: number;
	headers: http.IncomingHttpHeaders;
	json?: unknown;
}

export interface ProxiedRequest {
	method: string;
	path: string;
	/** The query string's parameters. */
	query: URLSearchParams;
	/** The n-th request the proxy saw, from 1. */
	sequence: number;
}

export type FaultRule = (request: ProxiedRequest) => Fault;

export interface FaultProxy {
	/** Base URL to give the credential instead of the sandbox's. */
	url: string;
	/** Every request and what the proxy did with it; a trickle's `whole` once its last byte is sent. */
	log: Array<ProxiedRequest & { fault: Fault['kind']; whole?: boolean }>;
	/** Replaces the rule for requests from now on. */
	setRule(rule: FaultRule): void;
	close(): Promise<void>;
}

export const pass: FaultRule = () => ({ kind: 'pass' });

/** Applies `fault` to the first request that `matches`, passes everything else. */
export function once(matches: (request: ProxiedRequest) => boolean, fault: Fault): FaultRule {
	let used = false;
	return (request) => {
		if (used || !matches(request)) return { kind: 'pass' };
		used = true;
		return fault;
	};
}

const GATEWAY_PAGE = (status: number) =>
	`<html><head><title>${status} Bad Gateway</title></head><body><center><h1>${status} Bad Gateway</h1></center></body></html>`;

/** `answer` after `change`, with the headers a changed body needs. */
function rewritten(answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }, request: ProxiedRequest, change: (answer: ServiceAnswer, request: ProxiedRequest) => ServiceAnswer) {
	let json: unknown;
	try {
		json = JSON.parse(answer.body.toString('utf8'));
	} catch {
		json = undefined;
	}
	const changed = change({ status: answer.status, headers: { ...answer.headers }, json }, request);
	const body = Buffer.from(changed.json === undefined ? answer.body : JSON.stringify(changed.json));
	const headers = { ...changed.headers, 'content-length': String(body.length) };
	delete headers['transfer-encoding'];
	return { status: changed.status, headers, body };
}

/** Sends `body` one byte every `intervalMs`, until it is all sent (`whole`) or the client goes away. */
function trickle(res: http.ServerResponse, answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }, intervalMs: number, whole: () => void): void {
	res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
	let sent = 0;
	const timer = setInterval(() => {
		if (res.destroyed || sent >= answer.body.length) {
			clearInterval(timer);
			if (!res.destroyed) whole();
			res.end();
			return;
		}
		res.write(answer.body.subarray(sent, ++sent));
	}, intervalMs);
	res.on('close', () => clearInterval(timer));
}

async function forward(target: URL, req: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
	return await new Promise((resolve, reject) => {
		const upstream = http.request(
			{ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
				res.on('error', reject);
			},
		);
		upstream.on('error', reject);
		upstream.end(body);
	});
}

/**
 * A loopback HTTP proxy between the nodes and the sandbox that injects the faults of a real
 * network: lost answers after the service applied a request, answers that never come, gateway
 * pages, and 429s the service did not send. It listens on a free port; a WebSocket upgrade passes through as it is.
 */
export async function startFaultProxy(targetUrl: string, rule: FaultRule = pass): Promise<FaultProxy> {
	const target = new URL(targetUrl);
	let current = rule;
	let sequence = 0;
	const log: FaultProxy['log'] = [];
	const sockets = new Set<Socket>();
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', async () => {
			const url = new URL(req.url ?? '/', 'http://proxy');
			const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, sequence: ++sequence };
			let fault = current(request);
			const entry: FaultProxy['log'][number] = { ...request, fault: fault.kind };
			log.push(entry);
			while (fault.kind === 'before') {
				await fault.action();
				fault = fault.then ?? { kind: 'pass' };
			}
			if (fault.kind === 'answer') {
				res.writeHead(fault.status, { 'content-type': 'application/json', ...(fault.headers ?? {}) });
				res.end(fault.body ?? '');
				return;
			}
			forward(target, req, Buffer.concat(chunks)).then(
				(answer) => {
					switch (fault.kind) {
						case 'dropAnswer':
							req.socket.destroy();
							return;
						case 'hangAfterForward':
							return;
						case 'gatewayAfterForward':
							res.writeHead(fault.status, { 'content-type': 'text/html' });
							res.end(GATEWAY_PAGE(fault.status));
							return;
						case 'trickle':
							trickle(res, answer, fault.intervalMs, () => (entry.whole = true));
							return;
						case 'rewrite': {
							const changed = rewritten(answer, request, fault.change);
							res.writeHead(changed.status, changed.headers);
							res.end(changed.body);
							return;
						}
						default:
							res.writeHead(answer.status, answer.headers);
							res.end(answer.body);
					}
				},
				() => req.socket.destroy(),
			);
		});
	});
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	// The event stream's WebSocket (the same host's /topics-v1) passes through untouched: the faults are the REST requests'.
	server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
		const upstream = net.connect(Number(target.port), target.hostname, () => {
			const headers = Object.entries({ ...req.headers, host: target.host }).map(([name, value]) => `${name}: ${String(value)}\r\n`);
			upstream.write(`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1\r\n${headers.join('')}\r\n`);
			upstream.write(head);
			socket.pipe(upstream).pipe(socket);
		});
		upstream.on('error', () => socket.destroy());
		socket.on('error', () => upstream.destroy());
		socket.on('close', () => upstream.destroy());
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		log,
		setRule(next) {
			current = next;
		},
		async close() {
			for (const socket of sockets) socket.destroy();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

/**
 * For a test file: a fault proxy in front of `target()` (read once the file's sandbox started),
 * passing everything with an empty log at the start of each test.
 */
export function useFaultProxy(target: () => string): () => FaultProxy {
	let current: FaultProxy | undefined;
	beforeAll(async () => {
		current = await startFaultProxy(target());
	});
	afterAll(async () => await current?.close());
	const proxy = () => {
		if (!current) throw new Error('the fault proxy did not start');
		return current;
	};
	beforeEach(() => {
		proxy().setRule(pass);
		proxy().log.length = 0;
	});
	return proxy;
}

/** Points a stored test credential at the proxy instead of the sandbox, with other settings (e.g. `requestTimeout`). */
export function throughProxy(credential: { id: string }, proxy: FaultProxy, settings: IDataObject = {}): void {
	credentialsHelper.set(credential.id, { ...credentialsHelper.stored.get(credential.id), baseUrl: proxy.url, ...settings });
}
