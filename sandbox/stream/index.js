// @ts-check
'use strict';

/**
 * Fortnox's event stream, `ws(s)://…/topics-v1` (reference/service-routes.md): one WebSocket for
 * all of an integration's tenants. Commands, each answered with `{response: <command>, result}`:
 *   add-tenants-v1    {clientSecret, accessTokens: [...]} — a token bare or as `Bearer <token>`, legacy
 *                     (with its tenant's Client-Secret) or OAuth2 (with its client's secret) →
 *                     tenantIds {<token as sent>: <tenant id>}, invalidTokens [...]
 *   remove-tenants-v1 {tenantIds: [...]}
 *   add-topics-v1     {topics: [{topic, offset?}]} → invalidTopics [...]; with `refuseOldOffsets(true)`
 *                     an offset older than the earliest event still kept on its topic is refused too
 *                     (`result: 'error'`, the topic in invalidTopics), as a stream that no longer has
 *                     it may answer
 *   subscribe-v1      then events {topic, offset, type, tenantId, entityId, timestamp} of the added
 *                     tenants and topics: first those kept from each topic's offset on (inclusive;
 *                     an offset older than the two weeks kept starts from the earliest kept; none
 *                     given: only new events), then each as it happens.
 * Offsets count per topic for the whole service, not per tenant. Delivery is at least once: with
 * `duplicateEvery(n)` every n-th event is sent twice, as the real stream may. Events come from
 * changes made through the API (changes.js). A token that expires later keeps its subscription
 * (what Fortnox does then is not published).
 */

const { OPCODES, acceptOf, frame, createFrameReader } = require('./frames');

const TOPICS = [
	'invoices', 'customers', 'orders', 'offers', 'articles', 'currencies', 'termsofdeliveries', 'termsofpayments',
	'wayofdeliveries', 'costcenters', 'financialyears', 'projects', 'suppliers', 'supplier-invoices', 'vouchers',
	'messages', 'bureau-activities', 'bureau-assignments', 'warehouse-stockbalances',
];
const REPLAY_MS = 14 * 24 * 3600 * 1000;

/** @typedef {{ topic: string, offset: string, type: string, tenantId: string, entityId: string, timestamp: string, [extra: string]: unknown }} StreamEvent */

/**
 * @param {{ clock: { now(): number }, tenantByAccessToken: (token: string) => any, tenantById: (id: string) => any,
 *           oauth: { lookupAccessToken: (token: string) => { tenantId: string, clientId: string } | null, checkClient: (id: string, secret: string) => boolean } }} state
 */
function createStream(state) {
	/** @type {Map<string, { next: number, events: Array<StreamEvent & { at: number }> }>} */
	const logs = new Map(TOPICS.map((topic) => [topic, { next: 1, events: [] }]));
	/** @typedef {{ deliver: (event: StreamEvent) => void, socket: import('node:net').Socket, tenants: Set<string>, topics: Map<string, string | undefined>, subscribed: () => boolean }} Connection */
	/** @type {Set<Connection>} */
	const connections = new Set();
	let duplicateEvery = 0;
	let delivered = 0;
	let subscriptions = 0;
	let refuseOldOffsets = false;

	/**
	 * Whether the stream no longer has every event of `topic` from `offset` on: one was dropped from the
	 * log, or is older than the two weeks kept (a test may move the clock back: later events stay kept).
	 * @param {string} topic @param {unknown} offset
	 */
	function lost(topic, offset) {
		const log = logs.get(topic);
		if (!log || offset === undefined || offset === null) return false;
		const from = Math.max(Number(offset), 1);
		const now = state.clock.now();
		return from < Number(log.events[0]?.offset ?? log.next) || log.events.some((e) => Number(e.offset) >= from && e.at <= now - REPLAY_MS);
	}

	/** The tenant an access token (bare or `Bearer …`) opens with this client secret. @param {unknown} sent @param {unknown} clientSecret */
	function tenantOf(sent, clientSecret) {
		if (typeof sent !== 'string' || typeof clientSecret !== 'string') return undefined;
		const token = sent.replace(/^Bearer\s+/i, '');
		const grant = state.oauth.lookupAccessToken(token);
		if (grant) return state.oauth.checkClient(grant.clientId, clientSecret) ? state.tenantById(grant.tenantId) : undefined;
		const tenant = state.tenantByAccessToken(token);
		return tenant && tenant.clientSecret === clientSecret ? tenant : undefined;
	}

	/** @param {import('node:net').Socket} socket @returns {Connection} */
	function connect(socket) {
		/** @type {Set<string>} */
		const tenants = new Set();
		/** @type {Map<string, string | undefined>} */
		const topics = new Map();
		let subscribed = false;
		const send = (/** @type {unknown} */ message) => socket.writable && socket.write(frame(OPCODES.text, Buffer.from(JSON.stringify(message))));
		const wants = (/** @type {StreamEvent} */ event) => subscribed && tenants.has(event.tenantId) && topics.has(event.topic);
		const deliver = (/** @type {StreamEvent & { at?: number }} */ event) => {
			if (!wants(event)) return;
			const { at: _at, ...wire } = event;
			send(wire);
			delivered++;
			if (duplicateEvery > 0 && delivered % duplicateEvery === 0) send(wire);
		};

		/** @param {any} message */
		function command(message) {
			const reply = (/** @type {Record<string, unknown>} */ fields) => send({ response: message?.command, ...fields });
			switch (message?.command) {
				case 'add-tenants-v1': {
					/** @type {Record<string, string>} */
					const tenantIds = {};
					const invalidTokens = [];
					for (const token of Array.isArray(message.accessTokens) ? message.accessTokens : []) {
						const tenant = tenantOf(token, message.clientSecret);
						if (tenant) {
							tenants.add(tenant.id);
							tenantIds[token] = tenant.id;
						} else invalidTokens.push(token);
					}
					return reply({ result: 'ok', tenantIds, invalidTokens });
				}
				case 'remove-tenants-v1':
					for (const id of Array.isArray(message.tenantIds) ? message.tenantIds : []) tenants.delete(String(id));
					return reply({ result: 'ok' });
				case 'add-topics-v1': {
					const asked = Array.isArray(message.topics) ? message.topics : [];
					const invalidTopics = asked
						.filter((/** @type {any} */ t) => !logs.has(t?.topic) || (refuseOldOffsets && lost(t.topic, t.offset)))
						.map((/** @type {any} */ t) => t?.topic);
					if (invalidTopics.length > 0) return reply({ result: 'error', invalidTopics });
					for (const t of asked) topics.set(t.topic, t.offset === undefined || t.offset === null ? undefined : String(t.offset));
					return reply({ result: 'ok', invalidTopics: [] });
				}
				case 'subscribe-v1': {
					reply({ result: 'ok' });
					subscribed = true;
					subscriptions++;
					const now = state.clock.now();
					for (const [topic, offset] of topics) {
						if (offset === undefined) continue;
						const kept = (logs.get(topic)?.events ?? []).filter((e) => e.at > now - REPLAY_MS);
						for (const event of kept) if (Number(event.offset) >= Number(offset)) deliver(event);
					}
					return undefined;
				}
				default:
					return reply({ result: 'error', error: `Unknown command: ${String(message?.command)}` });
			}
		}

		const read = createFrameReader();
		socket.on('data', (chunk) => {
			for (const { opcode, payload } of read(chunk)) {
				if (opcode === OPCODES.ping) socket.write(frame(OPCODES.pong, payload));
				else if (opcode === OPCODES.close) {
					socket.end(frame(OPCODES.close, payload.subarray(0, 2)));
				} else if (opcode === OPCODES.text) {
					let message;
					try {
						message = JSON.parse(payload.toString('utf8'));
					} catch {
						send({ result: 'error', error: 'The message is not JSON.' });
						continue;
					}
					command(message);
				}
			}
		});
		const connection = { deliver, socket, tenants, topics, subscribed: () => subscribed };
		socket.on('close', () => connections.delete(connection));
		socket.on('error', () => socket.destroy());
		connections.add(connection);
		return connection;
	}

	return {
		/** Each topic's events, kept between starts by sandbox/persist.js. */
		logs,
		/**
		 * Answers an HTTP upgrade to /topics-v1; false for any other path (the caller refuses it).
		 * @param {import('node:http').IncomingMessage} req @param {import('node:net').Socket} socket
		 */
		upgrade(req, socket) {
			const path = new URL(req.url || '/', 'http://sandbox.invalid').pathname;
			const key = req.headers['sec-websocket-key'];
			if (path !== '/topics-v1' || String(req.headers.upgrade).toLowerCase() !== 'websocket' || typeof key !== 'string') return false;
			socket.write(['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Accept: ${acceptOf(key)}`, '', ''].join('\r\n'));
			connect(socket);
			return true;
		},

		/** Appends an event to its topic and hands it to every connection that follows it. @param {string} tenantId @param {import('./changes').Change} change */
		publish(tenantId, change) {
			const log = logs.get(change.topic);
			if (!log) throw new Error(`Unknown topic ${change.topic}`);
			const at = state.clock.now();
			const event = { topic: change.topic, offset: String(log.next++), type: change.type, tenantId, entityId: change.entityId, timestamp: new Date(at).toISOString(), ...change.extra, at };
			log.events = log.events.filter((e) => e.at > at - REPLAY_MS);
			log.events.push(event);
			for (const connection of connections) connection.deliver(event);
			return event;
		},

		/** For tests. */
		api: {
			/** The events kept on a topic, oldest first. @param {string} topic */
			events: (topic) => (logs.get(topic)?.events ?? []).map(({ at: _at, ...event }) => event),
			/** Open connections: the tenants and topics each follows, and whether it subscribed. */
			connections: () => [...connections].map((c) => ({ tenants: [...c.tenants], topics: [...c.topics.keys()], subscribed: c.subscribed() })),
			/** How many subscriptions the stream has taken (each connect and reconnect that got as far). */
			subscriptions: () => subscriptions,
			/** Drops every connection without a close frame, as a network failure would. */
			dropConnections: () => {
				for (const c of connections) c.socket.destroy();
			},
			/** While on, add-topics-v1 refuses an offset older than the earliest event kept on its topic. @param {boolean} on */
			refuseOldOffsets: (on) => {
				refuseOldOffsets = on;
			},
			/** From now, every n-th event delivered is sent twice (0: never). @param {number} n */
			duplicateEvery: (n) => {
				duplicateEvery = n;
				delivered = 0;
			},
		},
	};
}

module.exports = { createStream, TOPICS };
