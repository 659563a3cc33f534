// Types of scripts/core-schemas.js for the TypeScript tests.

/** Fortnox's OpenAPI document the schemas are written from, where the workspace keeps it. */
export const DEFAULT_SOURCE: string;

/** nodes/shared/schema/schemas.ts. */
export const TARGET: string;

/** The text of nodes/shared/schema/schemas.ts written from `document` (named `sourceName` in its header). */
export function render(document: unknown, sourceName: string): string;

/** The fields a write of `schema` may carry, less `computed`, each with the strictest limits of every variant of the schema. */
export function writableFields(document: unknown, schema: string, computed: string[]): Record<string, Record<string, unknown>>;
