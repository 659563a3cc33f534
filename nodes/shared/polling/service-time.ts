import type { FortnoxResponse } from '../transport';

/**
 * Fortnox's own time when it answered: the answer's `Date` header (whole seconds), or undefined
 * when there is none or it cannot be read. A trigger reckons from it rather than from n8n's clock,
 * which may be minutes ahead or behind.
 */
export function serviceTimeOf(headers: FortnoxResponse<unknown>['headers']): number | undefined {
	const date = headers.date ?? headers.Date;
	const at = Date.parse(Array.isArray(date) ? String(date[0]) : String(date ?? ''));
	return Number.isFinite(at) ? at : undefined;
}
