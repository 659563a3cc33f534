import type { IPollFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

/** A setting the trigger cannot poll with, refused before anything is sent. */
export function refuseSetting(context: IPollFunctions, field: string, problem: string, rule: string): never {
	throw new NodeOperationError(context.getNode(), `${field} ${problem}: ${rule}`, {
		description: `Nothing was sent to Fortnox. Fix "${field}" in the trigger.`,
	});
}

/** The chosen events, each one of `known`; at least one. */
export function readEvents<Event extends string>(context: IPollFunctions, known: readonly Event[]): Set<Event> {
	const events = context.getNodeParameter('events', []) as unknown;
	// An expression can give a text or an object instead of the list.
	if (!Array.isArray(events)) {
		refuseSetting(context, 'Events', `are ${JSON.stringify(events)}, not a list`, `choose them from the list, or give a list such as ["${known[0]}"]`);
	}
	if (!events.length) refuseSetting(context, 'Events', 'are empty', 'choose at least one event');
	const unknown = events.find((event) => !(known as readonly unknown[]).includes(event));
	if (unknown !== undefined) refuseSetting(context, 'Events', `include ${JSON.stringify(unknown)}`, `each must be one of ${known.join(', ')}`);
	return new Set(events as Event[]);
}

const MISSED = 'Nothing was marked as seen: the next poll that succeeds reports what this one missed.';

/**
 * The error of a failed poll, saying that no event was lost: a poll moves its cursors only in the
 * step that hands its events to n8n, so one that throws leaves them where they were.
 */
export function failedPoll(context: IPollFunctions, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.description = [error.description, MISSED].filter(Boolean).join(' ');
		return error;
	}
	return new NodeOperationError(context.getNode(), error as Error, { description: MISSED });
}
