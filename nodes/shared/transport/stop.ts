/**
 * The items of one node run go out side by side. When one of them fails without Continue On
 * Fail, the run stops: items still waiting for their turn (in the rate limiter, or before a
 * retry) must send nothing more. The router marks the run's context stopped; every attempt
 * checks the mark right before it leaves.
 */
const stoppedRuns = new WeakSet<object>();

/** What an item that was stopped before sending ends with; the router drops it, the real failure is reported. */
export class RunStoppedError extends Error {
	constructor() {
		super('Not sent: an earlier failure stopped this node run');
		this.name = 'RunStoppedError';
	}
}

export function stopRequests(context: object): void {
	stoppedRuns.add(context);
}

export function throwIfStopped(context: object): void {
	if (stoppedRuns.has(context)) throw new RunStoppedError();
}
