import type { IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { accessRefusalKind } from '../transport/access-refusal';

/** A lasting failure is recorded as a failed run at most this often while it lasts. */
export const REPORT_EVERY_MS = 60 * 60_000;

/** Whether a failure is a refusal of access (a scope, a module, a licence, a right): it lasts until someone acts. */
export const isAccessRefusal = (error: unknown): error is NodeApiError =>
	error instanceof NodeApiError && accessRefusalKind(error.context.code as string | undefined, error.httpCode ? Number(error.httpCode) : undefined) !== undefined;

/** When each trigger (workflow and node) of this process last reported the refusal it still meets. */
const reportedAt = new Map<string, number>();

const keyOf = (context: IPollFunctions) => `${context.getWorkflow().id ?? ''}:${context.getNode().id}`;

/**
 * Whether a failure the trigger still meets was already reported as a failed poll within the hour;
 * if not, it counts as reported now. Then the poll is a warning in n8n's log, not a failed poll.
 */
export function reportedLately(context: IPollFunctions, error: Error): boolean {
	const key = keyOf(context);
	const now = Date.now();
	const last = reportedAt.get(key);
	if (last !== undefined && now - last < REPORT_EVERY_MS) {
		context.logger.warn(`${error.message} (a failed poll reported it ${Math.round((now - last) / 60_000)} min ago; again once an hour while it lasts)`);
		return true;
	}
	reportedAt.set(key, now);
	return false;
}

/**
 * Whether an active poll's failure is a refusal of access (a scope, a module, a licence, a right:
 * Fortnox refuses every poll alike until someone acts) already reported as a failed poll within
 * the hour. An error workflow would otherwise alert every minute. The poll moved nothing, so once
 * access is granted every event missed comes, once.
 */
export function refusalReportedLately(context: IPollFunctions, error: unknown): boolean {
	return context.getMode() !== 'manual' && isAccessRefusal(error) && reportedLately(context, error);
}

/** A poll that succeeded: a refusal reported before has ended, which is logged once. */
export function refusalEnded(context: IPollFunctions): void {
	if (reportedAt.delete(keyOf(context))) context.logger.info("Fortnox accepts the trigger's requests again: it goes on from where the refused polls left it");
}
