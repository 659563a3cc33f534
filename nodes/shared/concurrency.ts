/**
 * Runs `task` for the indices 0 … count − 1 with at most `limit` of them running at once,
 * starting them in index order, and returns their results by index.
 *
 * When a task throws, no task starts after it; the ones already running are awaited (so nothing
 * is left running behind the caller's back) and the failure with the lowest index is thrown:
 * the one a run item by item would have met first.
 */
export async function mapConcurrently<T>(
	count: number,
	limit: number,
	task: (index: number) => Promise<T>,
): Promise<T[]> {
	const results = new Array<T>(count);
	const failures: Array<{ index: number; error: unknown }> = [];
	let next = 0;

	const worker = async (): Promise<void> => {
		while (failures.length === 0 && next < count) {
			const index = next++;
			try {
				results[index] = await task(index);
			} catch (error) {
				failures.push({ index, error });
			}
		}
	};

	const workers = Math.max(1, Math.min(Math.floor(limit) || 1, count));
	await Promise.all(Array.from({ length: workers }, worker));
	if (failures.length > 0) throw failures.reduce((first, failure) => (failure.index < first.index ? failure : first)).error;
	return results;
}
