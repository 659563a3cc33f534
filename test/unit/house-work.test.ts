import { readFileSync } from 'node:fs';

import { DEFAULT_SOURCE } from '../../scripts/core-schemas';
import { GREEN_WORK_TYPES, reductionOf } from '../../nodes/shared/operations/house-work';
import { SCHEMAS } from '../../nodes/shared/schema/schemas';

const openapi = JSON.parse(readFileSync(DEFAULT_SOURCE, 'utf8')) as { components: { schemas: Record<string, { description?: string; properties?: Record<string, { enum?: string[] }> }> } };
const schemas = openapi.components.schemas;

/**
 * The OpenAPI's own grouping of the house-work types ("- RUT category (50%): CLEANING, TEXTILE_CLOTHING …")
 * in the classic API's spelling (no underscores): the table the node's rules are written from.
 */
function documentedGroups(): Record<string, string[]> {
	const description = schemas['Recurring-API_TaxReductionArticleType'].description ?? '';
	const groups = [...description.matchAll(/^- (ROT|RUT|GREEN) category[^:]*: (.+)$/gm)].map(([, reduction, list]) => [
		reduction === 'GREEN' ? 'green' : reduction.toLowerCase(),
		list.split(',').map((type) => type.replace(/\(.*\)/, '').replace(/_/g, '').trim()),
	]);
	return Object.fromEntries(groups) as Record<string, string[]>;
}

describe('house work: the reduction of each type, as Fortnox’s OpenAPI groups them', () => {
	it('puts every type the OpenAPI names in a ROT, RUT or green category in that reduction', () => {
		const groups = documentedGroups();
		expect(Object.keys(groups).sort()).toEqual(['green', 'rot', 'rut']);
		for (const [reduction, types] of Object.entries(groups)) {
			expect(types.map((type) => [type, reductionOf(type)])).toEqual(types.map((type) => [type, reduction]));
		}
	});

	it('knows the reduction of every type a row schema allows, but for OTHERCOSTS and the ended COOKING and TUTORING', () => {
		const rowTypes = (['InvoiceRow', 'OrderRow', 'OfferRow'] as const).flatMap((row) => [...SCHEMAS[row].HouseWorkType.enum]);
		const unknown = [...new Set(rowTypes)].filter((type) => reductionOf(type) === undefined);
		expect(unknown.sort()).toEqual(['COOKING', 'OTHERCOSTS', 'TUTORING']);
	});

	it('asks green technology amounts for the work types the tax reduction schema lists', () => {
		expect([...GREEN_WORK_TYPES].sort()).toEqual([...(schemas.fortnox_TaxReduction_TaxReductionAmount.properties?.WorkType.enum ?? [])].sort());
	});
});
