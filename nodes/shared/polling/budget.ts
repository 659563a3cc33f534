import type { IPollFunctions } from 'n8n-workflow';

/** n8n-core's own default budget, for n8n before 2.39, which has no getPollBudgetMs. */
const DEFAULT_BUDGET_MS = 5 * 60_000;

/** The most a poll keeps back from its budget for what follows its last fetch. */
const MOST_KEPT_BACK_MS = 30_000;

/**
 * How long a poll may go on fetching records: n8n ≥ 2.39 gives each poll a budget
 * (`getPollBudgetMs()`: 5 minutes by default; under the durable scheduler of 2.40, its 45 s poll
 * timeout less a fifth, 36 s, as n8n abandons a poll past the timeout). A poll stops fetching with a quarter of it left (at most 30 s), for a
 * request already on its way and for handing its events to n8n; it emits what it fetched and leaves
 * the rest to the next poll. It always fetches one record, so a backlog drains even if a single
 * request takes longer than the budget.
 */
export class PollBudget {
	private readonly until: number;

	private fetched = false;

	constructor(context: IPollFunctions) {
		// Feature-detected: older n8n has no budget, and the type says it always exists.
		const getBudget = (context as Partial<Pick<IPollFunctions, 'getPollBudgetMs'>>).getPollBudgetMs;
		const given = typeof getBudget === 'function' ? getBudget.call(context) : undefined;
		const budget = given !== undefined && given > 0 ? given : DEFAULT_BUDGET_MS;
		// Only the time between two readings of n8n's clock counts, so its skew does not matter.
		this.until = Date.now() + budget - Math.min(budget / 4, MOST_KEPT_BACK_MS);
	}

	/** Whether the poll may fetch one more record; a yes counts as fetching it. */
	allows(): boolean {
		const allowed = !this.fetched || Date.now() < this.until;
		this.fetched ||= allowed;
		return allowed;
	}
}
