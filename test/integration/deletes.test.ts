import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox } = useCoreSandbox();

/** Each: the resource, what Create asks for, the record's number in Create's output, and how Delete names it. */
const CASES: Array<[string, IDataObject, string, (number: string) => IDataObject]> = [
	['customer', { name: 'Flytt AB', additionalFields: {} }, 'CustomerNumber', (number) => ({ customer: byNumber(number) })],
	['article', { description: 'Kontorsstol Ergo', additionalFields: {} }, 'ArticleNumber', (number) => ({ article: byNumber(number) })],
	['project', { description: 'Ombyggnad', additionalFields: {} }, 'ProjectNumber', (number) => ({ project: byNumber(number) })],
	['costCenter', { code: 'SALJ', description: 'Försäljning', additionalFields: {} }, 'Code', (number) => ({ costCenter: byNumber(number) })],
	['label', { description: 'Kampanj' }, 'Id', (number) => ({ labelId: number })],
];

describe('Delete answers { deleted: true }, as n8n asks of every Delete', () => {
	it.each(CASES)('%s', async (resource, create, numberField, locator) => {
		const { credential } = accessTokenCredential(sandbox());
		const run = (parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters } });
		const created = await run({ operation: 'create', ...create });
		expect(created.error()).toBeUndefined();
		const number = String(created.items[0].json[numberField]);

		const deleted = await run({ operation: 'delete', ...locator(number) });
		expect(deleted.error()).toBeUndefined();
		expect(deleted.items).toHaveLength(1);
		expect(deleted.items[0].json.deleted).toBe(true);
		expect(String(deleted.items[0].json[numberField])).toBe(number);
	});

	it('a resource Fortnox lets no one delete (suppliers) has no Delete; asked for one (a workflow written by hand or by another version), the node says so and what to do', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const asked = await runNode({ type: 'fortnox', credential, parameters: { resource: 'supplier', operation: 'delete' } });
		const error = asked.error() as (Error & { description?: string }) | undefined;
		expect(error?.message).toBe('The operation "delete" of "supplier" is not supported');
		expect(error?.description).toMatch(/^Choose one of the operations the Operation list offers for this resource/);
	});
});
