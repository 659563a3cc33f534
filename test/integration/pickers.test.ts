import { Fortnox } from '../../nodes/Fortnox/Fortnox.node.js';
import { loadOptionsContext } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => await sandbox.close());

const { loadOptions, listSearch } = new Fortnox().methods;

describe('Fortnox node: pickers', () => {
	it('offers the label register by description, sorted', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const labels = sandbox.tenant(tenant.accessToken).labels;
		labels.push({ Id: 7, Description: 'Prio' }, { Id: 8, Description: 'Export' });
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'update' } });
		expect(await loadOptions.getLabels.call(context)).toEqual([
			{ name: 'Export', value: '8' },
			{ name: 'Prio', value: '7' },
		]);
	});

	it('offers the financial years, newest first', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'account', operation: 'getAll' } });
		const years = await loadOptions.getFinancialYears.call(context);
		expect(years.map((year) => year.value)).toEqual(['2', '1']);
		expect(years[0].name).toBe('2026-01-01 – 2026-12-31');
	});

	it('searches accounts by number or description', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'account', operation: 'get' } });
		const all = await listSearch.searchAccounts.call(context);
		expect(all.results.length).toBeGreaterThanOrEqual(6);
		expect(all.results).toContainEqual({ name: expect.stringMatching(/^1930 /), value: '1930' });
		const found = await listSearch.searchAccounts.call(context, '193');
		expect(found.results.map((result) => result.value)).toEqual(['1930']);
		expect(found.paginationToken).toBeUndefined();
	});

	it('lists the root and its folders for the folder picker', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'upload' } });
		const folders = await listSearch.searchInboxFolders.call(context);
		expect(folders.results[0]).toEqual({ name: 'Inbox (root)', value: 'root' });
		expect(folders.results.map((result) => result.value)).toEqual(expect.arrayContaining(['inbox_s', 'inbox_v', 'inbox_kf']));
		const supplier = await listSearch.searchInboxFolders.call(context, 'supplier');
		expect(supplier.results.map((result) => result.value)).toEqual(['inbox_s']);
	});
});
