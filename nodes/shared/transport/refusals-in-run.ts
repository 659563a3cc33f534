import { accessRefusalKind } from './access-refusal';
import type { FortnoxContext } from './context';
import type { HttpFailure } from './errors';
import { parseServiceError } from './errors';
import { scopeOfPath } from './scopes';

/** How long an execution's refusal is kept: longer than a run takes, short enough to forget a finished one. */
const KEPT_FOR_MS = 15 * 60_000;

interface Kept {
	failure: HttpFailure;
	at: number;
}

/**
 * Refusals of access met in this execution. A token without a scope, a company without its module
 * or without the API licence refuse every request to that scope alike until someone acts in
 * Fortnox or the credential: a batch of 1,000 items learns it from its first request, and the 999
 * after it are refused with the same message without a request each (at 5 a second, 200 s of the
 * company's limit). The user's rights (2001427 …) are per action and a bare 403 tells too little:
 * those go to Fortnox every time. Per execution, per token, per scope; a later run asks again.
 */
const kept = new Map<string, Kept>();

/** The execution of an action node's items; none for a trigger's poll or a picker, which report refusals their own way. */
const executionOf = (context: FortnoxContext): string | undefined =>
	'getInputData' in context && 'getExecutionId' in context ? context.getExecutionId() || undefined : undefined;

/** Whom and what a refusal is kept for: the execution, the token, and the scope (every scope, for the API licence). */
function keyOf(context: FortnoxContext, token: string, path: string, failure?: HttpFailure): string | undefined {
	const execution = executionOf(context);
	if (!execution) return undefined;
	if (failure) {
		const kind = accessRefusalKind(parseServiceError(failure.body)?.code, failure.statusCode);
		if (kind === 'apiLicence') return `${execution} ${token} *`;
		if (kind !== 'scope' && kind !== 'licence') return undefined;
	}
	const scope = scopeOfPath(path)?.key;
	return scope ? `${execution} ${token} ${scope}` : undefined;
}

/** The refusal this execution met for this token and the request's scope (or the API licence), if any. */
export function refusalMet(context: FortnoxContext, token: string, path: string): HttpFailure | undefined {
	// Every request asks: with nothing kept (the common case) it costs nothing more.
	if (kept.size === 0) return undefined;
	const now = Date.now();
	for (const [key, refusal] of kept) if (now - refusal.at > KEPT_FOR_MS) kept.delete(key);
	const execution = executionOf(context);
	const everything = execution ? kept.get(`${execution} ${token} *`) : undefined;
	const key = keyOf(context, token, path);
	return everything?.failure ?? (key ? kept.get(key)?.failure : undefined);
}

/** Keeps `failure` for the rest of the execution when it is a refusal of access that lasts. */
export function noteRefusal(context: FortnoxContext, token: string, path: string, failure: HttpFailure): void {
	const key = keyOf(context, token, path, failure);
	if (key) kept.set(key, { failure, at: Date.now() });
}
