// @ts-check
'use strict';

/**
 * A tiny router. Routes are registered through groups; a group fixes what every route of one
 * API area shares: whether it needs a tenant (auth), whether it is rate limited, and how its
 * errors are rendered (classic ErrorInformation today; problem+json etc. for later areas).
 *
 * Patterns are literal segments and `:name` parameters, e.g. `/3/labels/:id`.
 */

/** @typedef {import('./errors').Reply} Reply */
/** @typedef {import('./errors').ServiceError} ServiceError */

/**
 * @typedef {object} GroupOptions
 * @property {boolean} auth          route needs an authenticated tenant
 * @property {boolean} rateLimit     route counts toward the per-token rate limit
 * @property {(err: ServiceError, path?: string) => Reply} errorReply renders a ServiceError (path: the request's)
 * @property {(path?: string, headers?: import('node:http').IncomingHttpHeaders) => Reply} [unauthorizedReply] rendered when auth fails
 * @property {string[]} [prefixes] unknown paths below these (e.g. '/api/x/v1') get this group's 404
 */

/**
 * @typedef {object} Route
 * @property {string} method
 * @property {string[]} segments
 * @property {(ctx: any) => Promise<Reply> | Reply} handler
 * @property {GroupOptions} group
 */

function createRouter() {
	/** @type {Route[]} */
	const routes = [];
	/** @type {GroupOptions[]} */
	const groups = [];

	/** @param {GroupOptions} group */
	function group(group) {
		groups.push(group);
		/** @param {string} method */
		const add = (method) =>
			/** @param {string} pattern @param {Route['handler']} handler */
			(pattern, handler) => {
				routes.push({ method, segments: split(pattern), handler, group });
			};
		return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
	}

	/**
	 * @param {string} method
	 * @param {string} pathname raw (still percent-encoded) path
	 * @returns {{ route: Route, params: Record<string, string> } | { route: null, group: GroupOptions | null }}
	 */
	function match(method, pathname) {
		const parts = split(pathname);
		/** @type {GroupOptions | null} */
		let pathGroup = null;
		for (const route of routes) {
			const params = matchSegments(route.segments, parts);
			if (!params) continue;
			if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
				return { route, params };
			}
			pathGroup = pathGroup || route.group;
		}
		if (!pathGroup) {
			pathGroup = groups.find((g) => (g.prefixes || []).some((p) => pathname === p || pathname.startsWith(`${p}/`))) || null;
		}
		return { route: null, group: pathGroup };
	}

	/**
	 * The group of a route that takes `method` on the path plus one more segment, an identifier
	 * (PUT /3/customers/:number for PUT /3/customers): the path lacks that identifier.
	 * @param {string} method @param {string} pathname
	 * @returns {GroupOptions | null}
	 */
	function missingIdentifier(method, pathname) {
		const parts = split(pathname);
		const route = routes.find((r) => r.method === method && r.segments.length === parts.length + 1
			&& r.segments[parts.length].startsWith(':') && matchSegments(r.segments.slice(0, parts.length), parts));
		return route ? route.group : null;
	}

	return { group, match, missingIdentifier };
}

/** @param {string} path */
function split(path) {
	return path.split('/').filter((s) => s !== '');
}

/**
 * @param {string[]} pattern
 * @param {string[]} parts
 * @returns {Record<string, string> | null}
 */
function matchSegments(pattern, parts) {
	if (pattern.length !== parts.length) return null;
	/** @type {Record<string, string>} */
	const params = {};
	for (let i = 0; i < pattern.length; i++) {
		const p = pattern[i];
		if (p.startsWith(':')) {
			let value;
			try {
				value = decodeURIComponent(parts[i]);
			} catch {
				return null;
			}
			params[p.slice(1)] = value;
		} else if (p !== parts[i]) {
			return null;
		}
	}
	return params;
}

module.exports = { createRouter };
