import type { ICredentialDataDecryptedObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requestTimeoutProperty } from '../../../credentials/requestTimeout';
import { DEFAULT_AUTH_URL } from '../../../credentials/serviceAccountToken';
import { workersSharingTokenProperty } from '../../../credentials/workersSharingToken';
import type { FortnoxCredentialType } from './credentials';
import { DEFAULT_BASE_URL } from './credentials';

/** The credential's settings, as its dialog names them: the address a request goes to, and the two numbers that bound it. */
const URL_SETTINGS: Array<[key: string, label: string, example: string, types: FortnoxCredentialType[]]> = [
	['baseUrl', 'Base URL', DEFAULT_BASE_URL, ['fortnoxApi', 'fortnoxOAuth2Api', 'fortnoxServiceAccountApi']],
	['authUrl', 'Auth URL', DEFAULT_AUTH_URL, ['fortnoxServiceAccountApi']],
];
/** The number fields, with the bounds their dialog already sets (which an expression or n8n's API can pass by). */
const NUMBER_SETTINGS = [requestTimeoutProperty, workersSharingTokenProperty].map(
	({ name, displayName, typeOptions }) => [name, displayName, Number(typeOptions?.minValue), Number(typeOptions?.maxValue)] as const,
);

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/**
 * The credential's own settings, checked before anything is sent: a typo there (an address without
 * its scheme, a timeout of 0 from an expression or the API) would otherwise surface as a raw
 * "Invalid URL" or be replaced by a default without a word.
 */
export function checkCredentialSettings(node: INode, type: FortnoxCredentialType, credentials: ICredentialDataDecryptedObject, itemIndex?: number): void {
	const refuse = (label: string, problem: string, rule: string): never => {
		throw new NodeOperationError(node, `The credential's ${label} ${problem}: ${rule}`, {
			itemIndex,
			description: `Nothing was sent to Fortnox. Open the credential (Credentials in n8n's menu), fix "${label}" and run again.`,
		});
	};
	for (const [key, label, example, types] of URL_SETTINGS) {
		const value = credentials[key];
		if (!types.includes(type) || value === undefined || value === null || value === '') continue;
		let url: URL | undefined;
		try {
			url = typeof value === 'string' ? new URL(value.trim()) : undefined;
		} catch {
			url = undefined;
		}
		if (!url || !['http:', 'https:'].includes(url.protocol)) {
			refuse(label, `${shown(value)} is not a web address`, `give one such as ${example}, or leave it empty for Fortnox's own`);
		}
	}
	for (const [key, label, min, max] of NUMBER_SETTINGS) {
		const value = credentials[key];
		if (value === undefined || value === null || value === '') continue;
		const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
		if (!Number.isInteger(number) || number < min || number > max) {
			refuse(label, `${shown(value)} is not allowed`, `it must be a whole number from ${min} to ${max}`);
		}
	}
}
