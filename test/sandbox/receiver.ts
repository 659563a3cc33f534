import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
	headers: http.IncomingHttpHeaders;
	/** the raw body as received */
	body: string;
	json: { event_type: string; order_id: string; order_type: string; webhook_id: string };
}

/** Answers the n-th request (from 1) with a status code. */
export type Answer = (n: number, request: Received) => number;

/**
 * A tiny callback receiver on 127.0.0.1. `stop()` takes it down (connections refused),
 * `start()` brings it back on the same port.
 */
export async function startReceiver(answer: Answer = () => 200) {
	const received: Received[] = [];
	let respond = answer;
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const body = Buffer.concat(chunks).toString('utf8');
			const request: Received = { headers: req.headers, body, json: JSON.parse(body) };
			received.push(request);
			res.statusCode = respond(received.length, request);
			res.end();
		});
	});
	const listen = (port: number) =>
		new Promise<number>((resolve, reject) => {
			server.once('error', reject);
			server.listen(port, '127.0.0.1', () => {
				server.off('error', reject);
				resolve((server.address() as AddressInfo).port);
			});
		});
	const port = await listen(0);
	const stop = () =>
		new Promise<void>((resolve) => {
			server.close(() => resolve());
			server.closeAllConnections();
		});
	return {
		url: `http://127.0.0.1:${port}/fortnox/callback`,
		received,
		/** requests for one order */
		forOrder: (orderId: string | number) => received.filter((r) => r.json.order_id === String(orderId)),
		answer(fn: Answer) {
			respond = fn;
		},
		stop,
		start: () => listen(port),
		close: () => (server.listening ? stop() : Promise.resolve()),
	};
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
