import type { IPollFunctions } from 'n8n-workflow';

/**
 * The triggers whose poll runs now in this process. n8n's schedule starts a poll on every tick
 * without waiting for the one before (n8n-core: `void executePollTrigger()`), so a poll longer than
 * a Poll Time (a backlog of single GETs) would be joined by a second one reading from the same
 * memory, and both would emit the same events.
 */
const running = new Set<string>();

/**
 * Runs `poll` unless the same trigger (workflow and node) still runs its previous poll: then it
 * answers null at once, without a request, and leaves the memory to the poll that runs.
 */
export async function onePollAtATime<T>(context: IPollFunctions, poll: () => Promise<T>): Promise<T | null> {
	const node = context.getNode();
	const key = `${context.getWorkflow().id ?? ''}\u0000${node.id || node.name}`;
	if (running.has(key)) {
		context.logger.debug(`${node.name}: the previous poll still runs, this tick is skipped`);
		return null;
	}
	running.add(key);
	try {
		return await poll();
	} finally {
		running.delete(key);
	}
}
