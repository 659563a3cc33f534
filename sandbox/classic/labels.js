// @ts-check
'use strict';

/**
 * Labels: GET/POST /3/labels, PUT/DELETE /3/labels/{id}.
 * The list has no MetaInformation and ignores limit/offset/page, like the real service.
 * State: tenant.labels is an Array<{ Id, Description }> ascending by Id; ids start at 1.
 */

const { badRequest, notFound, CODES, INVALID_IDENTIFIER_TEXT } = require('../errors');
const { json, noContent } = require('../http');
const { unwrap, onlyFields, stringValue } = require('./validate');

const MAX_DESCRIPTION = 25;

/** @typedef {import('../tenants').Tenant} Tenant */

/** @param {{ Id: number, Description: string }} l */
const render = (l) => ({ Id: l.Id, Description: l.Description });

/** @param {any} r router group of the classic API */
function registerLabelRoutes(r) {
	r.get('/3/labels', (/** @type {any} */ ctx) => json({ Labels: ctx.tenant.labels.map(render) }));

	r.post('/3/labels', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const input = onlyFields(unwrap(await ctx.json(), 'Label'), ['Description'], ['Id']);
		const description = checkDescription(tenant, input.Description, null);
		const label = { Id: tenant.nextLabelId++, Description: description };
		tenant.labels.push(label);
		return json({ Label: render(label) }, 201);
	});

	r.put('/3/labels/:id', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const label = findLabel(tenant, ctx.params.id);
		const input = onlyFields(unwrap(await ctx.json(), 'Label'), ['Description'], ['Id']);
		if ('Description' in input) label.Description = checkDescription(tenant, input.Description, label.Id);
		return json({ Label: render(label) });
	});

	r.delete('/3/labels/:id', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const label = findLabel(tenant, ctx.params.id);
		tenant.labels.splice(tenant.labels.indexOf(label), 1);
		return noContent();
	});
}

/** @param {Tenant} tenant @param {string} rawId */
function findLabel(tenant, rawId) {
	if (!/^\d+$/.test(rawId)) throw badRequest(CODES.INVALID_IDENTIFIER, INVALID_IDENTIFIER_TEXT);
	const label = tenant.labels.find((l) => l.Id === Number(rawId));
	if (!label) throw notFound(CODES.LABEL_NOT_FOUND, `Label ${rawId} not found.`);
	return label;
}

/**
 * @param {Tenant} tenant @param {unknown} value @param {number | null} selfId
 * @returns {string}
 */
function checkDescription(tenant, value, selfId) {
	const description = stringValue('Description', value, { max: MAX_DESCRIPTION, required: true });
	const lower = description.toLowerCase();
	if (tenant.labels.some((l) => l.Id !== selfId && l.Description.toLowerCase() === lower)) {
		throw badRequest(CODES.LABEL_EXISTS, `A label with the description "${description}" already exists.`);
	}
	return description;
}

module.exports = { registerLabelRoutes, MAX_DESCRIPTION };
