/**
 * Waits for something a test expects to happen, looking every 20 ms. The limit only turns a
 * thing that never happens into a clear failure: it is far above what a loaded machine needs, so
 * no test depends on the machine's speed.
 */
export async function eventually(what: string | (() => string), done: () => boolean, timeoutMs = 30_000): Promise<void> {
	// performance.now: tests move Date.now to move n8n's clock.
	const deadline = performance.now() + timeoutMs;
	while (!done()) {
		if (performance.now() > deadline) throw new Error(`gave up waiting for ${typeof what === 'function' ? what() : what}`);
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}
