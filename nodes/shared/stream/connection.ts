import { sleep } from 'n8n-workflow';

import type { StreamEvent, StreamResponse } from './protocol';
import { earlier, isAfter, isEvent, isResponse } from './protocol';

/** What one active trigger asks of the connection its client shares. */
export interface StreamMember {
	/** The tenant's access token; `renew`: a new one (at every renewal, and once after the stream refused it). */
	token(renew: boolean): Promise<string>;
	/** The stream took its token as the tenant's (asked before its positions). */
	joined(tenantId: string): void;
	/** Its topics, each with the last offset it handed on (undefined: none yet). */
	positions(): Map<string, string | undefined>;
	/** For a topic it has no offset of: the moment (n8n's clock, ms) from which it needs the topic's events. */
	since?(topic: string): number | undefined;
	/** An event of its tenant and topics, in the stream's order. */
	receive(event: StreamEvent): void;
	/** A drop or failed connect the connection recovers from on its own, and how long it waits before it tries again. */
	dropped(error: Error, waitMs: number): void;
	/** Trouble that lasts: no subscribed stream for {@link OUTAGE_AFTER_MS}, or its token refused at renewal. */
	trouble(error: Error): void;
	/** Subscribed again after `downMs` without a subscribed stream. */
	recovered(downMs: number): void;
	/** The stream refused the offset asked for this topic (it no longer has it): the topic follows from now; told before any event of that subscription. */
	offsetRefused?(topic: string): void;
}

/** Fortnox's production clients add each token again every 50 minutes; a token lives an hour. */
const RENEW_EVERY_MS = 50 * 60_000;
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 60_000];
/** A connection subscribed this long, or one that delivered an event, was healthy: the next drop waits from the start again. */
const HEALTHY_AFTER_MS = 30_000;
/** No subscribed stream for this long is an outage worth reporting; a shorter one is a blip. */
export const OUTAGE_AFTER_MS = 5 * 60_000;
const ANSWER_TIMEOUT_MS = 30_000;
/** How long the connection remembers each event it saw (offset and time): where a member that joins needs its events from. */
const RECENT_MS = 10 * 60_000;
/** How often the connection looks at its clock while it waits (no timers in a node: `sleep` only). */
const TICK_MS = 100;

interface Joining {
	resolve: () => void;
	reject: (error: Error) => void;
}

/**
 * One WebSocket for every active trigger of one client in this process, as Fortnox asks. Each
 * (re)connect adds every member's tenant token, each topic from the earliest offset any member
 * handed on, then subscribes; a member joining or leaving reconnects it, so the stream it asks for
 * is always the members' own. Members drop what they already handed on.
 */
export class StreamConnection {
	private readonly members = new Map<StreamMember, { tenantId?: string; joining?: Joining }>();
	private readonly answers: StreamResponse[] = [];
	/** The last offset seen on each topic, from any tenant: where a reconnect asks from when no member knows. */
	private readonly seen = new Map<string, string>();
	/** Per topic, the events seen in the last {@link RECENT_MS}, oldest first: their offsets and when they happened (Fortnox's clock). */
	private readonly recent = new Map<string, Array<{ offset: string; at: number }>>();
	/** Per topic, since when (n8n's clock) this connection has seen every event: -Infinity once it asked from the earliest kept. */
	private readonly followingSince = new Map<string, number>();
	private socket: WebSocket | undefined;
	/** The connection is being closed on purpose (members changed): what fails meanwhile is no trouble. */
	private closing = false;
	private running = false;
	/** When the current session subscribed, and whether it delivered an event past those it asked from: was it healthy. */
	private subscribedAt: number | undefined;
	private delivered = false;
	/** The offset the current session asked each topic from (the stream sends that one again). */
	private askedFrom = new Map<string, string | undefined>();
	/** Per topic, the offset the stream refused: a position at or before it is not asked again. */
	private readonly refused = new Map<string, string>();
	/** When the stream was last lost (undefined: subscribed, or never yet). */
	private downSince: number | undefined;

	constructor(
		private readonly url: string,
		private readonly clientSecret: string,
		private readonly whenEmpty: () => void,
	) {}

	/** Adds a member; resolves once the stream took its token, rejects with the reason when it did not. */
	async join(member: StreamMember): Promise<void> {
		await new Promise<void>((resolve, reject) => {
			this.members.set(member, { joining: { resolve, reject } });
			if (this.running) this.reconnect();
			else void this.run();
		});
	}

	leave(member: StreamMember): void {
		if (!this.members.delete(member)) return;
		this.reconnect();
	}

	get size(): number {
		return this.members.size;
	}

	/**
	 * Asks the stream again from the members' positions: a member that kept an earlier one (its
	 * reads were refused) is given its events again; the others pass over what they had.
	 */
	rewind(): void {
		if (this.running && this.members.size > 0) this.reconnect();
	}

	private reconnect(): void {
		this.closing = true;
		this.socket?.close(1000, 'members changed');
	}

	private async run(): Promise<void> {
		this.running = true;
		let failures = 0;
		while (this.members.size > 0) {
			this.subscribedAt = undefined;
			this.delivered = false;
			const error = await this.session().then(
				() => undefined,
				(failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
			);
			if (this.members.size === 0) break;
			if (this.closing) {
				this.closing = false;
				continue;
			}
			if (!error) {
				failures = 0;
				continue;
			}
			const healthy = this.subscribedAt !== undefined && (this.delivered || Date.now() - this.subscribedAt >= HEALTHY_AFTER_MS);
			failures = healthy ? 1 : failures + 1;
			const waitMs = BACKOFF_MS[Math.min(failures - 1, BACKOFF_MS.length - 1)];
			this.downSince ??= Date.now();
			const lasting = Date.now() - this.downSince >= OUTAGE_AFTER_MS;
			for (const [member, state] of this.members) {
				if (state.joining) continue;
				if (lasting) member.trouble(error);
				else member.dropped(error, waitMs);
			}
			this.failJoining(error);
			await this.pause(waitMs);
		}
		this.running = false;
		this.whenEmpty();
	}

	/** One connection, from opening to close; rejects when it failed or was lost. */
	private async session(): Promise<void> {
		const socket = new WebSocket(this.url);
		this.socket = socket;
		this.answers.length = 0;
		let closed: { code: number; reason: string } | undefined;
		let failed = false;
		socket.onmessage = (message) => this.onMessage(message.data);
		socket.onclose = (event) => {
			closed = { code: event.code, reason: event.reason };
		};
		socket.onerror = () => {
			failed = true;
		};
		await this.until(() => socket.readyState !== WebSocket.CONNECTING, ANSWER_TIMEOUT_MS);
		if (socket.readyState !== WebSocket.OPEN) {
			throw new Error(`Could not open Fortnox's event stream at ${this.url}${failed ? '' : ' (no answer)'}`);
		}
		let subscribed = false;
		try {
			await this.addTenants([...this.members.keys()], false);
			const topics = this.topics();
			this.askedFrom = new Map(topics.map(({ topic, offset }) => [topic, offset]));
			if (topics.length === 0) return;
			await this.addTopics(topics);
			await this.command({ command: 'subscribe-v1' }, (answer) => `the subscription was refused: ${answer.error ?? answer.message ?? ''}`);
			subscribed = true;
		} finally {
			if (!subscribed) socket.close();
		}
		this.subscribedAt = Date.now();
		// As asked in the end: a topic the stream refused an offset of follows from now.
		for (const [topic, offset] of this.askedFrom) {
			if (offset === '0') this.followingSince.set(topic, -Infinity);
			else if (offset === undefined || !this.followingSince.has(topic)) this.followingSince.set(topic, this.subscribedAt);
		}
		if (this.downSince !== undefined) {
			for (const [member, state] of this.members) if (!state.joining) member.recovered(this.subscribedAt - this.downSince);
			this.downSince = undefined;
		}
		for (const state of this.members.values()) {
			state.joining?.resolve();
			state.joining = undefined;
		}
		let renewAt = Date.now() + RENEW_EVERY_MS;
		while (!closed) {
			await sleep(TICK_MS);
			if (Date.now() >= renewAt && socket.readyState === WebSocket.OPEN) {
				renewAt = Date.now() + RENEW_EVERY_MS;
				await this.addTenants([...this.members.keys()], true).catch((error: Error) => {
					for (const member of this.members.keys()) member.trouble(error);
				});
			}
		}
		if (closed.code !== 1000) throw new Error(`Fortnox's event stream closed the connection (${closed.code}${closed.reason ? `: ${closed.reason}` : ''})`);
	}

	/**
	 * Adds the members' tokens (renewed ones when `renew`); a refused token is renewed and tried once
	 * more. A member still refused, or whose token could not be had (its company withdrew its
	 * approval, say): when joining, its join fails and it leaves; otherwise it hears of the trouble and
	 * keeps its place (its old token may still work). The other members go on either way.
	 */
	private async addTenants(members: StreamMember[], renew: boolean): Promise<void> {
		const refused = await this.tryTokens(members, renew);
		const still = renew || refused.length === 0 ? refused : await this.tryTokens(refused.map(({ member }) => member), true);
		for (const { member, reason } of still) {
			const state = this.members.get(member);
			const error =
				reason ??
				new Error(
					"Fortnox's event stream refused this credential's access token with its client secret. Check the credential: the token must be current and the client secret the one of the integration the token belongs to.",
				);
			if (state?.joining) {
				this.members.delete(member);
				state.joining.reject(error);
			} else member.trouble(error);
		}
	}

	/** Sends add-tenants-v1 with the members' tokens; returns the members refused, with the reason when their token could not be had. */
	private async tryTokens(members: StreamMember[], renew: boolean): Promise<Array<{ member: StreamMember; reason?: Error }>> {
		const tokens = await Promise.all(
			members.map(
				async (member) =>
					await member.token(renew).then(
						(token) => ({ token }),
						(error: unknown) => ({ reason: error instanceof Error ? error : new Error(String(error)) }),
					),
			),
		);
		const had = [...new Set(tokens.flatMap((token) => ('token' in token ? [token.token] : [])))];
		const answer: Pick<StreamResponse, 'invalidTokens' | 'tenantIds'> = had.length
			? await this.command({ command: 'add-tenants-v1', clientSecret: this.clientSecret, accessTokens: had }, (a) => `the tenants were refused: ${a.error ?? a.message ?? ''}`)
			: {};
		const invalid = new Set(answer.invalidTokens ?? []);
		return members.flatMap((member, k) => {
			const state = this.members.get(member);
			const got = tokens[k];
			if (!state) return [];
			if (!('token' in got)) return [{ member, reason: got.reason }];
			const tenantId = answer.tenantIds?.[got.token];
			if (invalid.has(got.token) || tenantId === undefined) return [{ member }];
			state.tenantId = String(tenantId);
			member.joined(state.tenantId);
			return [];
		});
	}

	/**
	 * Adds the topics. Topics the stream refused with an offset (one it no longer has) are asked once
	 * more at once, from now; taken so, each member that had a position on one is told, before the
	 * subscription delivers anything. Refused again, or refused without an offset: the session fails.
	 */
	private async addTopics(topics: Array<{ topic: string; offset?: string }>): Promise<void> {
		const refusal = (answer: StreamResponse) => `the topics were refused: ${(answer.invalidTopics ?? []).join(', ') || answer.error || answer.message}`;
		const message = { command: 'add-topics-v1', topics };
		const answer = await this.ask(message);
		if (answer.result !== 'error') return;
		const invalid = new Set(answer.invalidTopics ?? []);
		const withOffset = topics.filter(({ topic, offset }) => invalid.has(topic) && offset !== undefined);
		if (withOffset.length === 0) throw new Error(`Fortnox's event stream: ${refusal(answer)}`);
		await this.command({ ...message, topics: topics.map((asked) => (invalid.has(asked.topic) ? { topic: asked.topic } : asked)) }, refusal);
		for (const { topic, offset } of withOffset) {
			this.refused.set(topic, offset!);
			// What was seen before the refusal is no place to ask from again.
			this.seen.delete(topic);
			this.askedFrom.set(topic, undefined);
		}
		for (const member of this.members.keys()) {
			const positions = member.positions();
			for (const { topic } of withOffset) if (positions.get(topic) !== undefined) member.offsetRefused?.(topic);
		}
	}

	/**
	 * Where a member with no offset on a topic needs it from, to have every event since `since`: the
	 * first such event this connection remembers, when it has seen every event since then (nothing
	 * when there is none yet); else the earliest the stream keeps.
	 */
	private neededFrom(topic: string, since: number): string | undefined {
		const following = this.followingSince.get(topic);
		if (following === undefined || following > since || since < Date.now() - RECENT_MS) return '0';
		return this.recent.get(topic)?.find((event) => event.at >= since)?.offset;
	}

	/**
	 * Every member's topic, from the earliest offset a member handed on (past the one the stream
	 * refused, if it did) or a member that has none yet needs (its events count from its first
	 * activation, which may be before this connection saw the topic, and before the others moved
	 * on); else from what this connection saw last; else from the earliest kept, or from now after a
	 * refusal.
	 */
	private topics(): Array<{ topic: string; offset?: string }> {
		const from = new Map<string, string | undefined>();
		for (const member of this.members.keys()) {
			for (const [topic, position] of member.positions()) {
				const refused = this.refused.get(topic);
				const kept = position !== undefined && refused !== undefined && !isAfter(position, refused) ? undefined : position;
				const since = kept === undefined && !this.refused.has(topic) ? member.since?.(topic) : undefined;
				const offset = since === undefined ? kept : this.neededFrom(topic, since);
				const known = from.get(topic);
				from.set(topic, offset === undefined ? known : known === undefined ? offset : earlier(known, offset));
			}
		}
		return [...from].map(([topic, offset]) => {
			const start = offset ?? this.seen.get(topic) ?? (this.refused.has(topic) ? undefined : '0');
			return start === undefined ? { topic } : { topic, offset: start };
		});
	}

	private async command(message: Record<string, unknown>, refusal: (answer: StreamResponse) => string): Promise<StreamResponse> {
		const answer = await this.ask(message);
		if (answer.result === 'error') throw new Error(`Fortnox's event stream: ${refusal(answer)}`);
		return answer;
	}

	/** Sends a command and waits for its answer, taken or refused. */
	private async ask(message: Record<string, unknown>): Promise<StreamResponse> {
		const socket = this.socket;
		if (!socket || socket.readyState !== WebSocket.OPEN) throw new Error("Fortnox's event stream is not connected");
		socket.send(JSON.stringify(message));
		let answer: StreamResponse | undefined;
		await this.until(() => (answer = this.takeAnswer(String(message.command))) !== undefined || socket.readyState !== WebSocket.OPEN, ANSWER_TIMEOUT_MS);
		if (!answer) throw new Error(`Fortnox's event stream did not answer ${String(message.command)}`);
		return answer;
	}

	private takeAnswer(command: string): StreamResponse | undefined {
		const at = this.answers.findIndex((answer) => answer.response === command);
		return at < 0 ? undefined : this.answers.splice(at, 1)[0];
	}

	private onMessage(data: unknown): void {
		let message: unknown;
		try {
			message = JSON.parse(String(data));
		} catch {
			return;
		}
		if (isResponse(message)) this.answers.push(message);
		else if (isEvent(message)) {
			this.seen.set(message.topic, message.offset);
			this.remember(message);
			const asked = this.askedFrom.get(message.topic);
			if (asked === undefined || isAfter(message.offset, asked)) this.delivered = true;
			const tenant = String(message.tenantId);
			for (const [member, state] of this.members) {
				if (state.tenantId === tenant && member.positions().has(message.topic)) member.receive(message);
			}
		}
	}

	/** Keeps an event's offset and time among the recent ones of its topic, in offset order (a replay sends some again). */
	private remember(event: StreamEvent): void {
		const at = Date.parse(event.timestamp);
		const oldest = Date.now() - RECENT_MS;
		if (!Number.isFinite(at) || at < oldest) return;
		let kept = this.recent.get(event.topic);
		if (!kept) this.recent.set(event.topic, (kept = []));
		while (kept.length > 0 && kept[0].at < oldest) kept.shift();
		const last = kept[kept.length - 1];
		if (!last || isAfter(event.offset, last.offset)) kept.push({ offset: event.offset, at });
	}

	private failJoining(error: Error): void {
		for (const [member, state] of this.members) {
			if (!state.joining) continue;
			this.members.delete(member);
			state.joining.reject(error);
		}
	}

	private async until(done: () => boolean, timeoutMs: number): Promise<void> {
		const deadline = Date.now() + timeoutMs;
		while (!done() && Date.now() < deadline) await sleep(TICK_MS / 10);
	}

	private async pause(ms: number): Promise<void> {
		const until = Date.now() + ms;
		while (Date.now() < until && this.members.size > 0 && !this.closing) await sleep(TICK_MS);
	}
}

// Module state on purpose: one connection per client in the process, shared by every active trigger.
const connections = new Map<string, StreamConnection>();

/** The connection of a client (its stream URL and secret, fingerprinted by the caller into `key`). */
export function streamConnectionOf(key: string, url: string, clientSecret: string): StreamConnection {
	let connection = connections.get(key);
	if (!connection) {
		connection = new StreamConnection(url, clientSecret, () => connections.delete(key));
		connections.set(key, connection);
	}
	return connection;
}
