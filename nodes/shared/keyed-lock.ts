/**
 * Runs work one at a time per key within this process, in the order it asked. Items of one run
 * go side by side (Concurrency); two that would create the same record must not both find it
 * missing and both create it.
 */
const tails = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
	const before = tails.get(key) ?? Promise.resolve();
	const run = before.then(work, work);
	const tail = run.catch(() => undefined);
	tails.set(key, tail);
	try {
		return await run;
	} finally {
		// The last in line clears the key, so the map holds only keys with work in flight.
		if (tails.get(key) === tail) tails.delete(key);
	}
}
