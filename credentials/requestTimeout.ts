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
