import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

import { DEFAULT_SOURCE, render, TARGET, writableFields } from '../../scripts/core-schemas';
import { SCHEMAS } from '../../nodes/shared/schema/schemas';

/** An OpenAPI document of the given schemas. */
const documentOf = (schemas: Record<string, unknown>) => ({ components: { schemas } });

describe('scripts/core-schemas.js: every limit of every variant of a schema', () => {
	it('takes a limit that only another variant states (the write schema’s invoice row has no length, the invoice’s row has 255)', () => {
		const document = documentOf({
			fortnox_InvoicePayload_InvoiceRow: { properties: { Description: { type: 'string' }, Price: { type: 'number' } } },
			fortnox_Invoice_InvoiceRow: { properties: { Description: { type: 'string', maxLength: 255 }, Price: { type: 'number', minimum: 0 } } },
			// A record of another kind, though its name looks alike, lends nothing.
			fortnox_Contract_InvoiceRow: { properties: { Description: { type: 'string', maxLength: 10 } } },
		});
		expect(writableFields(document, 'fortnox_InvoicePayload_InvoiceRow', [])).toEqual({
			Description: { type: 'string', maxLength: 255 },
			Price: { type: 'number', minimum: 0 },
		});
	});

	it('keeps the strictest where variants differ, only the values every list allows, and the write schema’s type', () => {
		const document = documentOf({
			fortnox_Article: { properties: { Note: { type: 'string', maxLength: 100, minLength: 1 }, Kind: { type: 'string', enum: ['A', 'B', 'C'] }, Price: { type: 'number', maximum: 50 } } },
			fortnox_ArticleV2: { properties: { Note: { type: 'string', maxLength: 80 }, Kind: { type: 'string', enum: ['A', 'C'] }, Price: { type: 'number', minimum: 1, maximum: 99 } } },
			// A list item types the price as text: its text limits are not the number's.
			fortnox_ArticleListItem: { properties: { Price: { type: 'string', maxLength: 3 } } },
		});
		expect(writableFields(document, 'fortnox_Article', [])).toEqual({
			Kind: { type: 'string', enum: ['A', 'C'] },
			Note: { type: 'string', minLength: 1, maxLength: 80 },
			Price: { type: 'number', minimum: 1, maximum: 50 },
		});
	});

	it('gives the everyday core’s invoice row Description the 255 characters of fortnox_Invoice_InvoiceRow', () => {
		expect(SCHEMAS.InvoiceRow.Description).toEqual({ type: 'string', maxLength: 255 });
	});

	// The OpenAPI document sits beside the repository in the workspace, not in it.
	it('nodes/shared/schema/schemas.ts is what the script writes from Fortnox’s OpenAPI document', () => {
		const document: unknown = JSON.parse(readFileSync(DEFAULT_SOURCE, 'utf8'));
		expect(readFileSync(TARGET, 'utf8')).toBe(render(document, basename(DEFAULT_SOURCE)));
	});
});
