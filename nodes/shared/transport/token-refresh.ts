/**
 * Fortnox rotates refresh tokens: each one works once, and a second refresh with the same one is
 * refused (invalid_grant). Items running side by side all meet an expired access token at the same
 * moment; were each to refresh it, as n8n does per request (n8n-io/n8n#12742), all but one would fail
 * and the credential could be left with a spent refresh token. So requests ask n8n not to refresh on
 * a 401, and the first item to see one refreshes for every request of that credential, while the
 * others wait for it and then go again with the new token.
 *
 * A service account's token is held here, not by n8n: the gate gets it before the first request,
 * renews it once for everyone shortly before it expires, and again after a 401.
 */
interface TokenState {
	/** Counts completed refreshes: a 401 for a request sent before the latest one needs no new refresh. */
	generation: number;
	refreshing?: Promise<void>;
	held?: HeldToken;
	/**
	 * The last refresh's failure, for the rest of the run (execution) that met it, a minute at
	 * most: a refused secret meets every item of a run alike, and asking again for each one
	 * would only hammer Fortnox's token endpoint.
	 */
	failure?: { run: string; until: number; error: unknown };
}

/** A token this package holds itself, when to renew it, and when it stops working. */
export interface HeldToken {
	value: string;
	renewAt: number;
	expiresAt: number;
}

const FAILURE_MEMORY_MS = 60_000;
/** After a failed renewal, how long a still-valid token is used before the next try. */
const RENEWAL_RETRY_MS = 30_000;

// Module state on purpose, like the rate limiter: every node of this process shares one state per credential.
const states = new Map<string, TokenState>();

export class TokenGate {
	private readonly state: TokenState;

	/** `obtain` gets a new token for a gate that holds one (service accounts); `run` names the execution asking. */
	constructor(
		key: string,
		private readonly run: string,
		private readonly obtain?: () => Promise<HeldToken>,
	) {
		let state = states.get(key);
		if (!state) {
			state = { generation: 0 };
			states.set(key, state);
		}
		this.state = state;
	}

	/**
	 * Waits out a refresh under way (and, holding a token, gets one when it is missing or due);
	 * returns the generation of the token a request sent now will carry.
	 */
	async settled(): Promise<number> {
		while (this.state.refreshing) await this.state.refreshing.catch(() => undefined);
		const held = this.state.held;
		if (this.obtain && !(held && Date.now() < held.renewAt)) {
			const failed = await this.refreshAfter(this.state.generation).then(
				() => undefined,
				(error: unknown) => ({ error }),
			);
			// A renewal due early failed while the token still works: keep using it, try again later.
			const current = this.state.held;
			if (failed && (!current || Date.now() >= current.expiresAt)) throw failed.error;
			if (failed && current) current.renewAt = Math.min(current.expiresAt, Date.now() + RENEWAL_RETRY_MS);
		}
		return this.state.generation;
	}

	/** The held token of the generation `settled()` returned. */
	get token(): string | undefined {
		return this.state.held?.value;
	}

	/**
	 * After a 401 for a request sent at `sentGeneration`: refreshes once for everyone, joins a
	 * refresh under way, or does nothing when a refresh has finished since the request left.
	 * A failed refresh rejects for every request waiting on it, and for the rest of its run.
	 */
	async refreshAfter(sentGeneration: number, refresh: () => Promise<unknown> = async () => await this.hold()): Promise<void> {
		const state = this.state;
		if (state.generation !== sentGeneration) return;
		const failure = state.failure;
		if (failure && failure.run === this.run && Date.now() < failure.until) throw failure.error;
		state.refreshing ??= refresh()
			.then(
				() => {
					state.generation++;
					state.failure = undefined;
				},
				(error: unknown) => {
					state.failure = { run: this.run, until: Date.now() + FAILURE_MEMORY_MS, error };
					throw error;
				},
			)
			.finally(() => {
				state.refreshing = undefined;
			});
		await state.refreshing;
	}

	private async hold(): Promise<void> {
		if (this.obtain) this.state.held = await this.obtain();
	}
}
