import type { ICredentialDataDecryptedObject, INodeProperties } from 'n8n-workflow';

/** Default seconds a request waits for Fortnox's answer before it counts as lost. */
export const REQUEST_TIMEOUT_DEFAULT_SECONDS = 60;

/**
 * Without a timeout an answer that never comes holds its item, and the run, forever. One
 * setting on the credential covers every node, picker and trigger registration on it.
 */
export const requestTimeoutProperty: INodeProperties = {
	displayName: 'Request Timeout (Seconds)',
	name: 'requestTimeout',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: 600 },
	default: REQUEST_TIMEOUT_DEFAULT_SECONDS,
	description:
		"How long a request waits for Fortnox's answer. A read that gets none is tried again; a create that gets none is not, and its error says the record may exist (look it up before running it again).",
};

/** The credential's Request Timeout in milliseconds; the default when unset or unreadable. */
export function requestTimeoutOf(credentials: ICredentialDataDecryptedObject): number {
	const seconds = Number(credentials.requestTimeout ?? REQUEST_TIMEOUT_DEFAULT_SECONDS);
	return (Number.isFinite(seconds) && seconds > 0 ? seconds : REQUEST_TIMEOUT_DEFAULT_SECONDS) * 1000;
}

/** An attempt whose whole answer did not arrive within the Request Timeout; its code reads like a socket timeout's. */
export class AnswerTimeoutError extends Error {
	readonly code = 'ETIMEDOUT';

	constructor(timeoutMs: number) {
		super(`No complete answer within ${Math.round(timeoutMs / 1000)} s`);
		this.name = 'AnswerTimeoutError';
	}
}

/**
 * Runs one request under a deadline for its whole answer. The HTTP client's own timeout fires only
 * after that long without a byte, so an answer that trickles in would hold its item forever. The
 * signal aborts the request (freeing its connection) where n8n passes it on; the race ends the
 * attempt on time even where it does not.
 */
export async function withinRequestTimeout<T>(timeoutMs: number, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
	const deadline = AbortSignal.timeout(timeoutMs);
	let onExpiry: (() => void) | undefined;
	const expired = new Promise<never>((_resolve, reject) => {
		onExpiry = () => reject(new AnswerTimeoutError(timeoutMs));
		deadline.addEventListener('abort', onExpiry, { once: true });
	});
	try {
		return await Promise.race([send(deadline), expired]);
	} finally {
		if (onExpiry) deadline.removeEventListener('abort', onExpiry);
	}
}
