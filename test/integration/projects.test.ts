import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const project = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'project', ...parameters } }, items);
const projectsOf = (tenantId: string) => sandbox().tenant(tenantId).projects;

describe('Fortnox → Project', () => {
	it('creates a project (Fortnox numbers it), with Additional Fields from the schema, and gets it back', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = projectsOf(tenant.tenantId).length;
		const created = await project(credential, {
			operation: 'create',
			description: 'Ombyggnad Storgatan 4',
			additionalFields: { StartDate: '2026-11-02T00:00:00.000Z', Status: 'ONGOING', ProjectLeader: 'Karin Berg' },
		});
		expect(created.error()).toBeUndefined();
		const number = String(created.items[0].json.ProjectNumber);
		expect(number).not.toBe('');
		expect(created.items[0].json).toMatchObject({ Description: 'Ombyggnad Storgatan 4', Status: 'ONGOING', StartDate: '2026-11-02' });
		expect(projectsOf(tenant.tenantId)).toHaveLength(before + 1);
		expect(projectsOf(tenant.tenantId).find((stored) => stored.ProjectNumber === number)).toMatchObject({ ProjectLeader: 'Karin Berg', StartDate: '2026-11-02' });
		expect(coreRequests().find((request) => request.method === 'POST')?.body).toEqual({
			Project: { Description: 'Ombyggnad Storgatan 4', StartDate: '2026-11-02', Status: 'ONGOING', ProjectLeader: 'Karin Berg' },
		});

		const got = await project(credential, { operation: 'get', project: byNumber(number) });
		expect(got.items[0].json).toMatchObject({ ProjectNumber: number, Description: 'Ombyggnad Storgatan 4' });

		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'project', operation: 'get' } });
		const picked = await new Fortnox().methods.listSearch.searchProjects.call(context, 'storgatan');
		expect(picked.results).toEqual([{ name: `Ombyggnad Storgatan 4 (${number})`, value: number }]);
	});

	it("refuses what breaks Fortnox's limits before sending: a description over 50 characters, an unknown status, a project number over 20", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = projectsOf(tenant.tenantId).length;
		for (const [parameters, message] of [
			[{ description: 'x'.repeat(51) }, /^Description is 51 characters long: it must be 1 to 50 characters$/],
			[{ description: 'Ok', additionalFields: { Status: 'PAUSED' } }, /^Status "PAUSED" is not a valid value: use one of NOTSTARTED, ONGOING, COMPLETED$/],
			[{ description: 'Ok', additionalFields: { ProjectNumber: '1'.repeat(21) } }, /^Project Number is 21 characters long: at most 20 characters are allowed$/],
			[{ description: '={{ "" }}' }, /^Description is missing: it is required$/],
		] as const) {
			const result = await project(credential, { operation: 'create', ...parameters });
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);
		expect(projectsOf(tenant.tenantId)).toHaveLength(before);
	});

	it('updates only the fields given, and deletes', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const created = await project(credential, { operation: 'create', description: 'Takbyte', additionalFields: { ProjectNumber: 'P-77', ContactPerson: 'Ola' } });
		expect(created.items[0].json.ProjectNumber).toBe('P-77');

		const updated = await project(credential, { operation: 'update', project: byNumber('P-77'), updateFields: { Status: 'COMPLETED', EndDate: '2026-12-31' } });
		expect(updated.items[0].json).toMatchObject({ ProjectNumber: 'P-77', Description: 'Takbyte', ContactPerson: 'Ola', Status: 'COMPLETED', EndDate: '2026-12-31' });
		expect(projectsOf(tenant.tenantId).find((stored) => stored.ProjectNumber === 'P-77')).toMatchObject({ Status: 'COMPLETED', ContactPerson: 'Ola' });
		const empty = await project(credential, { operation: 'update', project: byNumber('P-77'), updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add at least one field to change');

		const deleted = await project(credential, { operation: 'delete', project: byNumber('P-77') });
		expect(deleted.items[0].json).toEqual({ ProjectNumber: 'P-77', deleted: true });
		expect(projectsOf(tenant.tenantId).some((stored) => stored.ProjectNumber === 'P-77')).toBe(false);
	});

	it('lists every project (Return All) or a Limit, at 500 a page', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		for (const description of ['Alfa', 'Beta', 'Gamma']) await project(credential, { operation: 'create', description });
		sandbox().clearRequests();
		const all = await project(credential, { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.ProjectNumber).sort()).toEqual(projectsOf(tenant.tenantId).map((stored) => stored.ProjectNumber).sort());
		expect(all.items.map((item) => item.json.Description)).toEqual(expect.arrayContaining(['Alfa', 'Beta', 'Gamma']));
		const two = await project(credential, { operation: 'getAll', returnAll: false, limit: 2 });
		expect(two.items).toHaveLength(2);
		expect(coreRequests().map((request) => request.query)).toEqual([
			{ page: '1', limit: '500' },
			{ page: '1', limit: '2' },
		]);
	});

	it('under Continue On Fail fails only the bad item; the others are created', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = projectsOf(tenant.tenantId).length;
		const result = await project(credential, { operation: 'create', description: '={{ $json.name }}' }, [{ name: 'Etapp 1' }, { name: 'y'.repeat(60) }, { name: 'Etapp 3' }], {
			continueOnFail: true,
		});
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.Description)).toEqual(['Etapp 1', 'Description is 60 characters long: it must be 1 to 50 characters', 'Etapp 3']);
		expect(projectsOf(tenant.tenantId).slice(before).map((stored) => stored.Description)).toEqual(['Etapp 1', 'Etapp 3']);
	});
});
