import { runChain, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => await sandbox.close());

describe('Fortnox node: labels', () => {
	it('creates, lists, updates and deletes a label through one workflow run each', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);

		const created = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' } },
			[{ name: 'Export' }, { name: 'Prio' }],
		);
		expect(created.error()).toBeUndefined();
		expect(created.items.map((item) => item.json.Description)).toEqual(['Export', 'Prio']);
		expect(created.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		const exportId = created.items[0].json.Id as number;
		expect(sandbox.tenant(tenant.accessToken).labels).toEqual(
			expect.arrayContaining([expect.objectContaining({ Id: exportId, Description: 'Export' })]),
		);

		const listed = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'getAll', returnAll: true },
		});
		expect(listed.items.map((item) => item.json.Description).sort()).toEqual(['Export', 'Prio']);

		const limited = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'getAll', returnAll: false, limit: 1 },
		});
		expect(limited.items).toHaveLength(1);

		const updated = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'update', labelId: String(exportId), description: 'Export EU' },
		});
		expect(updated.items[0].json).toEqual({ Id: exportId, Description: 'Export EU' });

		const deleted = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'delete', labelId: String(exportId) },
		});
		expect(deleted.items[0].json).toEqual({ deleted: true, Id: exportId });
		const remaining = sandbox.tenant(tenant.accessToken).labels as Array<{ Description: string }>;
		expect(remaining.map((label) => label.Description)).toEqual(['Prio']);
	});

	it('chains nodes: the label a create returns is renamed by the next node via an expression', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await runChain([
			{ name: 'Create', type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: 'Kampanj' } },
			{
				name: 'Rename',
				type: 'fortnox',
				credential,
				parameters: { resource: 'label', operation: 'update', labelId: '={{ $json.Id }}', description: '={{ $json.Description }} 2026' },
			},
		]);
		expect(result.output('Rename')[0].json.Description).toBe('Kampanj 2026');
	});

	it('refuses a description over 25 characters before sending anything', async () => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.resetStats();
		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'create', description: 'x'.repeat(26) },
		});
		expect(result.error()?.message).toBe('Description is 26 characters long: at most 25 characters are allowed');
		expect(sandbox.stats.requests).toBe(0);
	});

	it('under Continue On Fail, one bad item fails alone and the good ones are created', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const result = await runNode(
			{
				type: 'fortnox',
				credential,
				continueOnFail: true,
				parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' },
			},
			[{ name: 'One' }, { name: 'This label text is far too long' }, { name: 'Three' }, { name: 'One' }],
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.Description ?? null)).toEqual(['One', null, 'Three', null]);
		expect(result.items[1].json.error).toMatch(/Description is 31 characters long/);
		// The duplicate is refused by the service; its message and code reach the user.
		expect(result.items[3].json.httpCode).toBe('400');
		expect(result.items[3].json.code).toEqual(expect.any(String));
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }, { item: 3 }]);
		expect((sandbox.tenant(tenant.accessToken).labels as unknown[]).length).toBe(2);
	});

	it("reports the service's error for an unknown label with message and code", async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'delete', labelId: '999' },
		});
		const error = result.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('404');
		expect(error.description).toMatch(/Fortnox error code \d+ · HTTP 404/);
	});

	it('refuses a label ID that is not a number', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'label', operation: 'update', labelId: 'abc', description: 'x' },
		});
		expect(result.error()?.message).toBe('Label ID "abc" has the wrong format: a label ID is a whole number');
	});
});
