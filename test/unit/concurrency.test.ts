import { mapConcurrently } from '../../nodes/shared/concurrency';

/** A task whose end the test decides, so every interleaving is chosen, not timed. */
function controlledTasks<T>() {
	const started: number[] = [];
	const running = new Set<number>();
	let most = 0;
	const pending = new Map<number, { resolve: (value: T) => void; reject: (error: unknown) => void }>();
	const task = async (index: number) =>
		await new Promise<T>((resolve, reject) => {
			started.push(index);
			running.add(index);
			most = Math.max(most, running.size);
			const done = () => running.delete(index);
			pending.set(index, {
				resolve: (value) => (done(), resolve(value)),
				reject: (error) => (done(), reject(error)),
			});
		});
	/** Lets queued continuations run (the runner picks its next task). */
	const settle = async () => {
		for (let k = 0; k < 5; k++) await Promise.resolve();
	};
	return {
		task,
		started,
		get most() {
			return most;
		},
		async finish(index: number, value: T) {
			pending.get(index)!.resolve(value);
			await settle();
		},
		async fail(index: number, error: unknown) {
			pending.get(index)!.reject(error);
			await settle();
		},
		settle,
	};
}

describe('mapConcurrently', () => {
	it('returns results in index order whatever order the tasks end in', async () => {
		const tasks = controlledTasks<string>();
		const run = mapConcurrently(5, 3, tasks.task);
		await tasks.settle();
		expect(tasks.started).toEqual([0, 1, 2]);
		await tasks.finish(2, 'c');
		await tasks.finish(1, 'b');
		await tasks.finish(4, 'e');
		await tasks.finish(3, 'd');
		await tasks.finish(0, 'a');
		await expect(run).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
		expect(tasks.started).toEqual([0, 1, 2, 3, 4]);
		expect(tasks.most).toBe(3);
	});

	it('with a limit of 1 runs one task at a time, in order', async () => {
		const tasks = controlledTasks<number>();
		const run = mapConcurrently(3, 1, tasks.task);
		for (let index = 0; index < 3; index++) {
			await tasks.settle();
			expect(tasks.started).toEqual(Array.from({ length: index + 1 }, (_, k) => k));
			await tasks.finish(index, index * 10);
		}
		await expect(run).resolves.toEqual([0, 10, 20]);
		expect(tasks.most).toBe(1);
	});

	it('after a failure starts nothing more, waits for the running tasks and throws the lowest failed index', async () => {
		const tasks = controlledTasks<string>();
		const run = mapConcurrently(10, 3, tasks.task);
		let outcome: unknown;
		run.catch((error) => (outcome = error));
		await tasks.settle();
		await tasks.fail(2, new Error('item 2'));
		expect(tasks.started).toEqual([0, 1, 2]);
		// Still running: the run has not ended while items 0 and 1 are in flight.
		expect(outcome).toBeUndefined();
		await tasks.fail(1, new Error('item 1'));
		await tasks.finish(0, 'a');
		await expect(run).rejects.toThrow('item 1');
		expect(tasks.started).toEqual([0, 1, 2]);
	});

	it('handles no items and a limit above the item count', async () => {
		await expect(mapConcurrently(0, 10, async () => 1)).resolves.toEqual([]);
		await expect(mapConcurrently(2, 10, async (index) => index)).resolves.toEqual([0, 1]);
	});
});
