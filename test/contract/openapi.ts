import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface SchemaProperties {
	properties?: Record<string, unknown>;
	[key: string]: unknown;
}

/** Fortnox's OpenAPI document, the one kept in the repository: the truth the contract checks requests against. */
export const openapi = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi', 'fortnox-openapi-2026-04.json'), 'utf8')) as {
	paths: Record<string, Record<string, unknown>>;
	components: { schemas: Record<string, SchemaProperties> };
};

/** Keys the real Fortnox answers with beyond a schema of its OpenAPI (recorded: test/fidelity/recorded.json). */
const RECORDED_BEYOND: Record<string, string[]> = {
	fortnox_Article: ['CommodityCode'],
	fortnox_Invoice: ['InvoiceReference'],
	fortnox_Invoice_InvoiceRow: ['Cost'],
	fortnox_Order_OrderRow: ['Cost'],
};

/** The keys of an answer of one of the OpenAPI's schemas as the real Fortnox was recorded giving them, sorted. */
export const answeredFieldsOf = (schema: string): string[] => [...fieldsOf(schema), ...(RECORDED_BEYOND[schema] ?? [])].sort();

/** The field names of one of the OpenAPI's schemas, sorted. */
export function fieldsOf(schema: string): string[] {
	const properties = openapi.components.schemas[schema]?.properties;
	if (!properties) throw new Error(`Fortnox's OpenAPI has no schema ${schema} with properties`);
	return Object.keys(properties).sort();
}
