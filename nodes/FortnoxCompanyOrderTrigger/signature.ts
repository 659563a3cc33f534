import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_SIGNATURE_HEADER = 'X-Fortnox-Signature-256';

const SIGNATURE_FORMAT = /^sha256=([0-9a-fA-F]{64})$/;

/** `sha256=` and the hex HMAC-SHA256 of the body, as Fortnox signs a callback. */
export function signBody(body: Buffer | string, secret: string): string {
	return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Whether `header` is the signature of exactly these body bytes under `secret`. A missing or
 * malformed header fails; the digests are compared in constant time.
 */
export function isValidSignature(rawBody: Buffer | undefined, header: unknown, secret: string): boolean {
	if (!rawBody || !secret || typeof header !== 'string') return false;
	const match = SIGNATURE_FORMAT.exec(header.trim());
	if (!match) return false;
	const expected = createHmac('sha256', secret).update(rawBody).digest();
	const given = Buffer.from(match[1], 'hex');
	return given.length === expected.length && timingSafeEqual(given, expected);
}
