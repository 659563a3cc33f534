// @ts-check
'use strict';

/**
 * The integration-developer (partner) API, below /api/integration-developer:
 *   GET  /ratings-v1                      ?integrationId=&includeOnlyUnrespondedRatings=
 *   POST /ratings-v1/:ratingId/response   body {"comment": "..."} → the rating with its response
 *   GET  /sales-v1/:integrationId
 *   GET  /users/users-v1/:integrationId/:tenantId
 * OAuth2 only (spec: scheme serviceOAuth2, scope developerapi): legacy Access-Token headers get
 * 401, a bearer token without the developerapi scope 403. Errors as {error, id, message}.
 */

const { randomUUID } = require('node:crypto');

const BASE = '/api/integration-developer';
const SCOPE = 'developerapi';
const MAX_COMMENT = 2000;

class PartnerError extends Error {
	/** @param {number} status @param {string} error @param {string} message */
	constructor(status, error, message) {
		super(message);
		this.status = status;
		this.error = error;
	}
}

/** @param {any} err @returns {import('../errors').Reply} */
function partnerErrorReply(err) {
	const error = err instanceof PartnerError ? err.error : err.status === 404 ? 'NOT_FOUND' : err.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
	return { status: err.status, json: { error, id: randomUUID(), message: err.message } };
}

/** @returns {import('../errors').Reply} */
const unauthorizedReply = () => partnerErrorReply(new PartnerError(401, 'UNAUTHORIZED', 'Invalid or expired access token.'));

/** @param {any} ctx @param {{ oauth: { lookupAccessToken(t: string): { scope: string } | null } }} state */
function requireDeveloperScope(ctx, state) {
	const bearer = /^Bearer\s+(\S+)\s*$/i.exec(String(ctx.headers.authorization ?? ''));
	if (!bearer) {
		throw new PartnerError(401, 'UNAUTHORIZED', `The integration developer API accepts only OAuth2 bearer tokens with the ${SCOPE} scope; Access-Token and Client-Secret headers are not supported.`);
	}
	const grant = state.oauth.lookupAccessToken(bearer[1]);
	if (!grant || !grant.scope.split(/\s+/).includes(SCOPE)) {
		throw new PartnerError(403, 'FORBIDDEN', `The access token lacks the ${SCOPE} scope.`);
	}
}

/** @param {string} name @param {string | undefined} raw */
function positiveInt(name, raw) {
	if (!raw || !/^\d{1,18}$/.test(raw) || Number(raw) < 1) throw new PartnerError(400, 'BAD_REQUEST', `${name} must be a positive whole number: ${raw}`);
	return Number(raw);
}

/** @param {import('./seed').PartnerState} partner @param {number} id */
function findIntegration(partner, id) {
	const integration = partner.integrations.find((i) => i.id === id);
	if (!integration) throw new PartnerError(404, 'NOT_FOUND', `Integration ${id} is not one of your published integrations.`);
	return integration;
}

/**
 * @param {ReturnType<import('../router').createRouter>} router
 * @param {{ oauth: { lookupAccessToken(t: string): { scope: string } | null }, clock: { now(): number } }} state
 */
function registerPartnerRoutes(router, state) {
	const group = router.group({ auth: true, rateLimit: true, errorReply: partnerErrorReply, unauthorizedReply });
	/** @param {(pattern: string, handler: (ctx: any) => any) => void} add */
	const guarded = (add) => (/** @type {string} */ pattern, /** @type {(ctx: any) => any} */ handler) =>
		add(pattern, (/** @type {any} */ ctx) => {
			requireDeveloperScope(ctx, state);
			return handler(ctx);
		});
	const get = guarded(group.get);
	const post = guarded(group.post);

	get(`${BASE}/ratings-v1`, (ctx) => {
		/** @type {import('./seed').PartnerState} */
		const partner = ctx.tenant.partner;
		const rawId = ctx.query('integrationId');
		const integrationId = rawId === undefined || rawId === '' ? undefined : positiveInt('integrationId', rawId);
		const onlyRaw = ctx.query('includeOnlyUnrespondedRatings');
		if (onlyRaw !== undefined && onlyRaw !== 'true' && onlyRaw !== 'false') {
			throw new PartnerError(400, 'BAD_REQUEST', `includeOnlyUnrespondedRatings must be true or false: ${onlyRaw}`);
		}
		const ratings = partner.integrations
			.filter((i) => integrationId === undefined || i.id === integrationId)
			.flatMap((i) => i.ratings)
			.filter((rating) => onlyRaw !== 'true' || rating.response === null);
		return { status: 200, json: ratings };
	});

	post(`${BASE}/ratings-v1/:ratingId/response`, async (ctx) => {
		/** @type {import('./seed').PartnerState} */
		const partner = ctx.tenant.partner;
		const ratingId = positiveInt('ratingId', ctx.params.ratingId);
		const rating = partner.integrations.flatMap((i) => i.ratings).find((r) => r.ratingId === ratingId);
		if (!rating) throw new PartnerError(404, 'NOT_FOUND', `Rating ${ratingId} not found among your integrations.`);
		const body = await ctx.json();
		const comment = body && typeof body === 'object' ? body.comment : undefined;
		if (typeof comment !== 'string' || comment.trim() === '' || comment.length > MAX_COMMENT) {
			throw new PartnerError(400, 'BAD_REQUEST', `comment is required: 1 to ${MAX_COMMENT} characters.`);
		}
		const now = new Date(state.clock.now()).toISOString();
		rating.response = { comment, created: rating.response ? rating.response.created : now, updated: now };
		return { status: 200, json: rating };
	});

	get(`${BASE}/sales-v1/:integrationId`, (ctx) => ({
		status: 200,
		json: findIntegration(ctx.tenant.partner, positiveInt('integrationId', ctx.params.integrationId)).sales,
	}));

	get(`${BASE}/users/users-v1/:integrationId/:tenantId`, (ctx) => {
		const integration = findIntegration(ctx.tenant.partner, positiveInt('integrationId', ctx.params.integrationId));
		return { status: 200, json: integration.users.get(positiveInt('tenantId', ctx.params.tenantId)) ?? [] };
	});
}

module.exports = { registerPartnerRoutes };
