/**
 * Fortnox rotates refresh tokens: each one works once, and a second refresh with the same one is
 * refused (invalid_grant). Items running side by side all meet an expired access token at the same
 * moment; were each to refresh it, as n8n does per request (n8n-io/n8n#12742), all but one would fail
 * and the credential could be left with a spent refresh token. So requests ask n8n not to refresh on
 * a 401, and the first item to see one refreshes for every request of that credential, while the
 * others wait for it and then go again with the new token.
 */
interface TokenState {
	/** Counts completed refreshes: a 401 for a request sent before the latest one needs no new refresh. */
	generation: number;
	refreshing?: Promise<void>;
}

// Module state on purpose, like the rate limiter: every node of this process shares one state per credential.
const states = new Map<string, TokenState>();

export class TokenGate {
	private readonly state: TokenState;

	constructor(key: string) {
		let state = states.get(key);
		if (!state) {
			state = { generation: 0 };
			states.set(key, state);
		}
		this.state = state;
	}

	/** Waits out a refresh under way; returns the generation of the token a request sent now will carry. */
	async settled(): Promise<number> {
		while (this.state.refreshing) await this.state.refreshing.catch(() => undefined);
		return this.state.generation;
	}

	/**
	 * After a 401 for a request sent at `sentGeneration`: refreshes once for everyone, joins a
	 * refresh under way, or does nothing when a refresh has finished since the request left.
	 * A failed refresh rejects for every request waiting on it.
	 */
	async refreshAfter(sentGeneration: number, refresh: () => Promise<unknown>): Promise<void> {
		const state = this.state;
		if (state.generation !== sentGeneration) return;
		state.refreshing ??= refresh()
			.then(() => {
				state.generation++;
			})
			.finally(() => {
				state.refreshing = undefined;
			});
		await state.refreshing;
	}
}
