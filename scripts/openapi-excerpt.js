#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * node scripts/openapi-excerpt.js [path/to/fortnox-openapi.json]
 *
 * Writes test/contract/fortnox-openapi-excerpt.json: the paths of Fortnox's official OpenAPI
 * document that the nodes call (the warehouse, the everyday core's sales resources and the registers
 * their pickers read), with every
 * schema they reference. The contract test checks each request the nodes send against it, so the
 * check needs no file outside the repository. Run it again when Fortnox publishes a new document.
 */

const fs = require('node:fs');
const path = require('node:path');

const source = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'openapi', 'fortnox-openapi-2026-04.json'));
const target = path.join(__dirname, '..', 'test', 'contract', 'fortnox-openapi-excerpt.json');
const PREFIXES = [
	'/api/warehouse/',
	'/3/articles',
	'/3/suppliers',
	// The everyday core (sales) and the registers its pickers read.
	'/3/companyinformation',
	'/3/customers',
	'/3/invoices',
	'/3/invoicepayments',
	'/3/orders',
	'/3/offers',
	'/3/termsofpayments',
	'/3/pricelists',
	'/3/currencies',
	'/3/units',
	'/3/costcenters',
	'/3/projects',
	// The everyday core (purchasing and bookkeeping) and the registers its pickers read.
	'/3/supplierinvoices',
	'/3/supplierinvoicepayments',
	'/3/supplierinvoicefileconnections',
	'/3/voucherfileconnections',
	'/3/articlefileconnections',
	'/3/archive',
	'/3/vouchers',
	'/3/voucherseries',
	'/3/financialyears',
];

const document = JSON.parse(fs.readFileSync(source, 'utf8'));
const paths = Object.fromEntries(Object.entries(document.paths).filter(([route]) => PREFIXES.some((prefix) => route.startsWith(prefix))));

/** @type {Record<string, unknown>} */
const schemas = {};
/** @param {unknown} node */
function collect(node) {
	if (Array.isArray(node)) return node.forEach(collect);
	if (typeof node !== 'object' || node === null) return;
	for (const [key, value] of Object.entries(node)) {
		const ref = key === '$ref' && typeof value === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(value) : null;
		if (ref && !(ref[1] in schemas)) {
			schemas[ref[1]] = document.components.schemas[ref[1]];
			collect(schemas[ref[1]]);
		} else collect(value);
	}
}
collect(paths);

const excerpt = {
	'//': `Excerpt of ${path.basename(source)} (${Object.keys(paths).length} paths) written by scripts/openapi-excerpt.js; do not edit by hand.`,
	openapi: document.openapi,
	paths,
	components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) },
};
fs.writeFileSync(target, `${JSON.stringify(excerpt, null, '\t')}\n`);
process.stdout.write(`${path.relative(process.cwd(), target)}: ${Object.keys(paths).length} paths, ${Object.keys(schemas).length} schemas\n`);
