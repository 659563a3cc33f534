/**
 * Fortnox's event stream (`wss://ws.fortnox.se/topics-v1`) as Fortnox and three independent clients
 * describe it: commands answered by `{response, result}`, then events, at least once, ordered per
 * topic by an offset that counts for the whole stream, not per tenant.
 */

/** An event as the stream sends it; a voucher's also carries `year`, `series` and `id`. */
export interface StreamEvent {
	topic: string;
	offset: string;
	type: string;
	tenantId: string | number;
	entityId: string;
	timestamp: string;
	[field: string]: unknown;
}

export interface StreamResponse {
	response: string;
	result?: 'ok' | 'error';
	tenantIds?: Record<string, string | number>;
	invalidTokens?: string[];
	invalidTopics?: string[];
	error?: string;
	message?: string;
}

export const isEvent = (message: unknown): message is StreamEvent =>
	typeof message === 'object' && message !== null && typeof (message as StreamEvent).topic === 'string' && (message as StreamEvent).offset !== undefined;

export const isResponse = (message: unknown): message is StreamResponse =>
	typeof message === 'object' && message !== null && typeof (message as StreamResponse).response === 'string';

/** Whether offset `a` comes after `b` on a topic: digits compare as numbers, anything else as text. */
export function isAfter(a: string, b: string): boolean {
	if (/^\d+$/.test(a) && /^\d+$/.test(b)) return BigInt(a) > BigInt(b);
	return a > b;
}

/** The earlier of two offsets. */
export const earlier = (a: string, b: string): string => (isAfter(a, b) ? b : a);

/**
 * Where the stream is for a credential's base URL: Fortnox's own (`api.fortnox.se`) streams at
 * `wss://ws.fortnox.se/topics-v1`; any other base (a proxy, the sandbox) at its own host.
 */
export function streamUrlOf(baseUrl: string): string {
	const base = new URL(baseUrl);
	if (base.hostname === 'api.fortnox.se') return 'wss://ws.fortnox.se/topics-v1';
	const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
	return `${scheme}//${base.host}${base.pathname.replace(/\/+$/, '')}/topics-v1`;
}
