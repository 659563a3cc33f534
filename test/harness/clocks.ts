import type { Sandbox } from './sandbox';

/**
 * Two clocks a test sets apart: Fortnox's (the sandbox's, which does not read `Date.now`) and n8n's
 * (`Date.now`, which the nodes, n8n-core and the transport read). Both run on in real time from where
 * they were set; after each test both are real again.
 */
export function useClocks(sandbox: () => Sandbox) {
	let spy: jest.SpyInstance<number, []> | undefined;
	let ahead = 0;
	afterEach(() => {
		spy?.mockRestore();
		spy = undefined;
		sandbox().setTime(null);
	});
	const set = (serviceTime: number, nodeAheadMs = ahead) => {
		ahead = nodeAheadMs;
		sandbox().setTime(serviceTime);
		const anchor = performance.now();
		spy ??= jest.spyOn(Date, 'now');
		spy.mockImplementation(() => serviceTime + nodeAheadMs + (performance.now() - anchor));
	};
	return {
		/** Fortnox's clock shows `serviceTime` now, n8n's `nodeAheadMs` later (negative: earlier). */
		set,
		/** Both clocks move on to `serviceTime` on Fortnox's, n8n's keeping its distance. */
		to: (serviceTime: number) => set(serviceTime),
	};
}
