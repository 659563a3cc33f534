import table from './scopes.json';

/** One of Fortnox's scopes: its enumeration (what a token and an app's settings hold), its name, and the module it is sold with. */
export interface FortnoxScope {
	key: string;
	name: string;
	/** The Fortnox product the company needs a licence for (Fortnox's 2001101), where one is sold apart. */
	module?: string;
}

const SCOPES: Record<string, { name: string; module?: string }> = table.scopes;
const RESOURCES: Record<string, string> = table.resources;

/** The scope a request path needs, by Fortnox's Scopes table: the longest listed path its segments start with. */
export function scopeOfPath(path: string): FortnoxScope | undefined {
	const segments = path.split('?')[0].split('/').filter(Boolean);
	for (let length = segments.length; length > 0; length--) {
		const key = RESOURCES[`/${segments.slice(0, length).join('/')}`];
		if (key) return { key, ...SCOPES[key] };
	}
	return undefined;
}

