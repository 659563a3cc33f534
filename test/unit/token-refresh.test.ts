import { TokenGate } from '../../nodes/shared/transport/token-refresh';

let keyCounter = 0;
const newGate = () => new TokenGate(`test-credential-${++keyCounter}`, 'run-1');

function deferred() {
	let resolve!: () => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
	return { promise, resolve, reject };
}

describe('TokenGate', () => {
	it('refreshes once for every request that met the same expired token', async () => {
		const gate = newGate();
		const generation = await gate.settled();
		const refresh = jest.fn(async () => undefined);
		await Promise.all(Array.from({ length: 10 }, async () => await gate.refreshAfter(generation, refresh)));
		expect(refresh).toHaveBeenCalledTimes(1);
		expect(await gate.settled()).toBe(generation + 1);
	});

	it('does not refresh for a 401 to a request sent before the latest refresh', async () => {
		const gate = newGate();
		const old = await gate.settled();
		await gate.refreshAfter(old, async () => undefined);
		const refresh = jest.fn(async () => undefined);
		await gate.refreshAfter(old, refresh);
		expect(refresh).not.toHaveBeenCalled();
	});

	it('holds requests about to leave until a refresh under way has finished', async () => {
		const gate = newGate();
		const refreshing = deferred();
		const refresh = gate.refreshAfter(0, async () => await refreshing.promise);
		let left: number | undefined;
		const waiting = gate.settled().then((generation) => (left = generation));
		await Promise.resolve();
		expect(left).toBeUndefined();
		refreshing.resolve();
		await refresh;
		await waiting;
		expect(left).toBe(1);
	});

	it('fails every waiting request when the refresh fails; a later 401 of the same run meets the same failure, one of another run tries again', async () => {
		const gate = newGate();
		const key = `test-credential-${keyCounter}`;
		const refusal = new Error('invalid_grant');
		const failing = jest.fn(async () => {
			throw refusal;
		});
		const results = await Promise.allSettled([gate.refreshAfter(0, failing), gate.refreshAfter(0, failing)]);
		expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
		expect(failing).toHaveBeenCalledTimes(1);
		const retry = jest.fn(async () => undefined);
		await expect(gate.refreshAfter(await gate.settled(), retry)).rejects.toThrow('invalid_grant');
		expect(retry).not.toHaveBeenCalled();
		const nextRun = new TokenGate(key, 'run-2');
		await nextRun.refreshAfter(await nextRun.settled(), retry);
		expect(retry).toHaveBeenCalledTimes(1);
	});
});

describe('TokenGate holding a token (service accounts)', () => {
	afterEach(() => jest.restoreAllMocks());
	type Held = { value: string; renewAt: number; expiresAt?: number };
	const heldGate = (obtain: () => Promise<Held>, key = `held-${++keyCounter}`, run = 'run-1') =>
		new TokenGate(key, run, async () => {
			const held = await obtain();
			return { ...held, expiresAt: held.expiresAt ?? held.renewAt + 60_000 };
		});

	it('obtains the token once for every request that starts without one', async () => {
		const obtain = jest.fn(async () => ({ value: 'first', renewAt: Date.now() + 60_000 }));
		const gate = heldGate(obtain);
		const generations = await Promise.all(Array.from({ length: 20 }, async () => await gate.settled()));
		expect(obtain).toHaveBeenCalledTimes(1);
		expect(new Set(generations)).toEqual(new Set([1]));
		expect(gate.token).toBe('first');
	});

	it('renews once when the renewal time has come, before any request is refused', async () => {
		let issued = 0;
		const obtain = jest.fn(async () => ({ value: `token ${++issued}`, renewAt: 1_000 + issued * 1_000 }));
		const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
		const gate = heldGate(obtain);
		await gate.settled();
		expect(gate.token).toBe('token 1');
		now.mockReturnValue(1_999);
		await gate.settled();
		expect(obtain).toHaveBeenCalledTimes(1);
		now.mockReturnValue(2_000);
		await Promise.all(Array.from({ length: 10 }, async () => await gate.settled()));
		expect(obtain).toHaveBeenCalledTimes(2);
		expect(gate.token).toBe('token 2');
	});

	it('renews after a 401 once, and a failed renewal fails the requests waiting for it', async () => {
		let issued = 0;
		const obtain = jest.fn(async () => ({ value: `token ${++issued}`, renewAt: Date.now() + 60_000 }));
		const gate = heldGate(obtain);
		const sent = await gate.settled();
		await Promise.all(Array.from({ length: 5 }, async () => await gate.refreshAfter(sent)));
		expect(obtain).toHaveBeenCalledTimes(2);
		expect(gate.token).toBe('token 2');

		obtain.mockRejectedValueOnce(new Error('invalid_client'));
		await expect(gate.refreshAfter(sent + 1)).rejects.toThrow('invalid_client');
		expect(gate.token).toBe('token 2');
	});

	it('keeps using a token that still works when its early renewal fails, and tries again later', async () => {
		const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
		const obtain = jest.fn(async (): Promise<Held> => ({ value: 'old', renewAt: 2_000, expiresAt: 62_000 }));
		const key = `held-${++keyCounter}`;
		await heldGate(obtain, key, 'run-1').settled();
		obtain.mockRejectedValue(new Error('HTTP 502'));
		now.mockReturnValue(2_000);
		const gate = heldGate(obtain, key, 'run-2');
		await expect(gate.settled()).resolves.toBe(1);
		expect(gate.token).toBe('old');
		expect(obtain).toHaveBeenCalledTimes(2);
		// Within the retry pause no new token request; once the token has expired, the failure is the request's.
		now.mockReturnValue(20_000);
		await heldGate(obtain, key, 'run-3').settled();
		expect(obtain).toHaveBeenCalledTimes(2);
		now.mockReturnValue(62_000);
		await expect(heldGate(obtain, key, 'run-4').settled()).rejects.toThrow('HTTP 502');
		expect(obtain).toHaveBeenCalledTimes(3);
	});

	it('remembers a failed token request for the rest of its run: no new request per item', async () => {
		const obtain = jest.fn(async (): Promise<Held> => {
			throw new Error('invalid_client');
		});
		const key = `held-${++keyCounter}`;
		for (let item = 0; item < 20; item++) await expect(heldGate(obtain, key, 'run-1').settled()).rejects.toThrow('invalid_client');
		expect(obtain).toHaveBeenCalledTimes(1);
		// Another run (an execution after the secret was fixed, say) asks again.
		await expect(heldGate(obtain, key, 'run-2').settled()).rejects.toThrow('invalid_client');
		expect(obtain).toHaveBeenCalledTimes(2);
	});
});
