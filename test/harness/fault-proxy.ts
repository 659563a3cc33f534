import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { credentialsHelper } from './run-workflow';
import type { Sandbox } from './sandbox';

export interface FaultProxy {
	/** A credential for `tenant` whose base URL is the proxy. */
	credential: { id: string; type: 'fortnoxApi' };
	/** From now on, requests whose path starts with `pathPrefix` are answered `status` instead of reaching the sandbox. */
	fail(pathPrefix: string, status: number): void;
	/** Lets every request through again. */
	heal(): void;
	/** How many requests were answered with the fault. */
	failed(): number;
	close(): Promise<void>;
}

let proxyCounter = 0;

/**
 * Stands between a node and the sandbox and, when told to, answers one path with an error (in
 * the warehouse's {error, id, message} shape, with `Retry-After: 0` so the transport's retries of
 * a 5xx come at once), for polls that fail half-way. Everything else goes through unchanged.
 */
export async function startFaultProxy(sandbox: Sandbox, tenant: { accessToken: string; clientSecret: string }): Promise<FaultProxy> {
	let fault: { pathPrefix: string; status: number } | undefined;
	let failedCount = 0;
	const server: Server = createServer((req, res) => {
		void (async () => {
			const chunks: Buffer[] = [];
			for await (const chunk of req) chunks.push(chunk as Buffer);
			const path = new URL(req.url ?? '/', 'http://proxy').pathname;
			if (fault && path.startsWith(fault.pathPrefix)) {
				failedCount++;
				res.writeHead(fault.status, { 'Content-Type': 'application/json', 'Retry-After': '0' });
				res.end(JSON.stringify({ error: 'internal_error', id: 'fault-proxy', message: 'Something went wrong on our side.' }));
				return;
			}
			const headers = Object.fromEntries(
				Object.entries(req.headers).filter(([name, value]) => name !== 'host' && name !== 'content-length' && typeof value === 'string'),
			) as Record<string, string>;
			const answer = await fetch(`${sandbox.url}${req.url ?? '/'}`, {
				method: req.method,
				headers,
				body: chunks.length ? Buffer.concat(chunks) : undefined,
			});
			const body = Buffer.from(await answer.arrayBuffer());
			const passed: Record<string, string> = {};
			answer.headers.forEach((value, name) => {
				if (name !== 'content-encoding' && name !== 'content-length') passed[name] = value;
			});
			res.writeHead(answer.status, passed);
			res.end(body);
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const id = `proxy-${++proxyCounter}`;
	credentialsHelper.set(id, {
		accessToken: tenant.accessToken,
		clientSecret: tenant.clientSecret,
		baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
	});
	return {
		credential: { id, type: 'fortnoxApi' },
		fail: (pathPrefix, status) => {
			fault = { pathPrefix, status };
		},
		heal: () => {
			fault = undefined;
		},
		failed: () => failedCount,
		close: async () => await new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
