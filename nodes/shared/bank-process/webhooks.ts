import { randomBytes } from 'node:crypto';
import type { IDataObject } from 'n8n-workflow';

import { WEBHOOKS } from '../kinds/bank-process';
import type { FortnoxContext } from '../transport';
import { fortnoxApiRequest } from '../transport';
import type { FieldValidator } from '../validation';

export const MAX_WEBHOOKS = 10;
export const SECRET_MIN = 10;
export const SECRET_MAX = 100;

/** 32 random bytes as hex: 64 characters, inside the service's 10–100. */
export function generateWebhookSecret(): string {
	return randomBytes(32).toString('hex');
}

export function checkWebhookSecret(check: FieldValidator, secret: string): void {
	check.lengthBetween('Secret', secret, SECRET_MIN, SECRET_MAX);
}

/** The service calls only https URLs unless the webhook is marked insecure (for tests). */
export function checkWebhookUrl(check: FieldValidator, url: string, insecure: boolean): void {
	check.required('URL', url);
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return check.fail('URL', `"${url}" is not an absolute URL`, 'use e.g. https://example.com/hook');
	}
	if (parsed.protocol === 'https:') return;
	if (parsed.protocol === 'http:' && insecure) return;
	check.fail(
		'URL',
		`"${url}" does not use https`,
		parsed.protocol === 'http:'
			? 'Fortnox calls only https URLs; turn on "Insecure URL" to allow http for tests'
			: 'use an https URL',
	);
}

export const webhookPath = (webhookId?: string, suffix = '') =>
	webhookId ? `${WEBHOOKS.path}/${encodeURIComponent(webhookId)}${suffix}` : WEBHOOKS.path;

export async function listWebhooks(context: FortnoxContext, itemIndex?: number): Promise<IDataObject[]> {
	const body = await fortnoxApiRequest<IDataObject[] | IDataObject>(context, { method: 'GET', path: WEBHOOKS.path, itemIndex });
	// The list may come bare or wrapped; take the array either way.
	if (Array.isArray(body)) return body;
	const wrapped = Object.values(body ?? {}).find(Array.isArray);
	return (wrapped as IDataObject[] | undefined) ?? [];
}
