import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A listener where nothing of ours may ever arrive: it counts every connection and request. */
export interface Canary {
	/** Base URL of the listener, e.g. `http://127.0.0.2:41234`. */
	url: string;
	connections: number;
	/** `METHOD /path` of every request that reached it, with the headers it carried. */
	requests: Array<{ line: string; headers: http.IncomingHttpHeaders }>;
	close(): Promise<void>;
}

/** A canary on `host` (another loopback address is another host), on a free port. */
export async function startCanary(host: string): Promise<Canary> {
	const sockets = new Set<Socket>();
	const canary = { connections: 0, requests: [] as Canary['requests'] };
	const server = http.createServer((req, res) => {
		canary.requests.push({ line: `${req.method} ${req.url}`, headers: req.headers });
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end('{"Labels":[{"Id":666,"Description":"from the canary"}],"access_token":"canary","expires_in":3600}');
	});
	server.on('connection', (socket) => {
		canary.connections++;
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	await new Promise<void>((resolve) => server.listen(0, host, resolve));
	const { port } = server.address() as AddressInfo;
	return Object.assign(canary, {
		url: `http://${host}:${port}`,
		async close() {
			for (const socket of sockets) socket.destroy();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	});
}
