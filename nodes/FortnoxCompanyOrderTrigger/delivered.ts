import { createHash } from 'node:crypto';

/** How long, and how many, delivered bodies are kept: Fortnox retries for five minutes; replays are refused for a day. */
const BODY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_BODIES = 2000;
const MAX_ORDERS = 5000;

/** Events that happen once in an order's life: a repeat of their body is never a new event. */
const ONCE_PER_ORDER = new Set(['ORDER_ACCEPTED', 'ORDER_DELETED']);

/**
 * What the trigger delivered, kept in the node's static data: the company it was delivered for
 * (another company's orders may bear the same numbers), each order's newest `updated_at`, and the
 * digest of each body delivered in the last day with the order's `updated_at` at the time.
 */
export interface Delivered {
	company: string;
	/** `order_type:order_id` → [when last delivered (ms), its newest updated_at] */
	orders: Record<string, Stamp>;
	/** sha256 of the body → [when delivered (ms), the order's updated_at then, if known] */
	bodies: Record<string, Stamp>;
}

/** When something was delivered (ms) and the order's `updated_at` then, if known. */
type Stamp = [number, string?];

/** One callback as the guard sees it. */
export interface Callback {
	rawBody: Buffer;
	orderKey: string;
	eventType: string;
	/** When the order last changed: the body's `updated_at`, or the order as read from Fortnox; unknown for a deletion. */
	updatedAt?: string;
}

export type Verdict = 'duplicate' | 'stale' | undefined;

const digestOf = (rawBody: Buffer) => createHash('sha256').update(rawBody).digest('hex').slice(0, 32);

/** The memory for `company`: a memory of another company (or none) starts afresh. */
export function deliveredFor(stored: unknown, company: string): Delivered {
	const memory = stored as Partial<Delivered> | undefined;
	return { company, orders: {}, bodies: {}, ...(memory?.company === company ? memory : {}) };
}

/** An ISO time as ms; NaN for none (JSON keeps an unknown one as null), so every comparison with it is false. */
const instant = (iso: string | null | undefined) => (typeof iso === 'string' ? Date.parse(iso) : Number.NaN);

/**
 * Whether a callback is news. A body delivered before is a duplicate, unless it is an update whose
 * order has changed since (Fortnox's bodies name the order and the event but not when, so two
 * updates of one order look alike); an event older than the newest delivered for its order is stale.
 * The same instant with another body (say Accepted and Updated, or a test callback) is news.
 */
export function judge(memory: Delivered, callback: Callback, now: number): Verdict {
	const seen = memory.bodies[digestOf(callback.rawBody)];
	const at = instant(callback.updatedAt);
	if (seen && now - seen[0] < BODY_WINDOW_MS) {
		const changedSince = at > instant(seen[1]);
		if (ONCE_PER_ORDER.has(callback.eventType) || !changedSince) return 'duplicate';
	}
	return at < instant(memory.orders[callback.orderKey]?.[1]) ? 'stale' : undefined;
}

/** The `limit` entries delivered last, none older than `after`. */
function latest(entries: Record<string, Stamp>, limit: number, after: number): Record<string, Stamp> {
	const kept = Object.entries(entries).filter(([, [at]]) => at > after);
	kept.sort((a, b) => b[1][0] - a[1][0]);
	return Object.fromEntries(kept.slice(0, limit));
}

/** The memory with a delivered callback noted and pruned: a new object, so n8n sees the static data changed. */
export function remember(memory: Delivered, callback: Callback, now: number): Delivered {
	const before = memory.orders[callback.orderKey]?.[1];
	const updatedAt = instant(callback.updatedAt) > instant(before) || typeof before !== 'string' ? callback.updatedAt : before;
	return {
		company: memory.company,
		orders: latest({ ...memory.orders, [callback.orderKey]: [now, updatedAt] }, MAX_ORDERS, 0),
		bodies: latest({ ...memory.bodies, [digestOf(callback.rawBody)]: [now, callback.updatedAt] }, MAX_BODIES, now - BODY_WINDOW_MS),
	};
}
