import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const costCenter = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'costCenter', ...parameters } }, items);
const costCentersOf = (tenantId: string) => sandbox().tenant(tenantId).costCenters;

describe('Fortnox → Cost Center', () => {
	it('creates a cost center with its code (Fortnox gives none) and gets it back', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const created = await costCenter(credential, { operation: 'create', code: 'SALJ', description: 'Försäljning', additionalFields: { Note: 'Säljavdelningen' } });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ Code: 'SALJ', Description: 'Försäljning', Note: 'Säljavdelningen' });
		expect(costCentersOf(tenant.tenantId).find((stored) => stored.Code === 'SALJ')).toMatchObject({ Description: 'Försäljning', Note: 'Säljavdelningen' });
		expect(coreRequests().find((request) => request.method === 'POST')?.body).toEqual({ CostCenter: { Note: 'Säljavdelningen', Code: 'SALJ', Description: 'Försäljning' } });

		const got = await costCenter(credential, { operation: 'get', costCenter: byNumber('SALJ') });
		expect(got.items[0].json).toMatchObject({ Code: 'SALJ', Description: 'Försäljning' });

		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'costCenter', operation: 'get' } });
		const picked = await new Fortnox().methods.listSearch.searchCostCenters.call(context, 'säljavd');
		expect(picked.results).toEqual([]);
		const byName = await new Fortnox().methods.listSearch.searchCostCenters.call(context, 'försälj');
		expect(byName.results).toContainEqual({ name: 'Försäljning (SALJ)', value: 'SALJ' });
		expect(byName.results.every((result) => result.name.startsWith('Försäljning'))).toBe(true);
	});

	it("refuses what breaks Fortnox's limits before sending: a code over 6 characters, no code, no description", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = costCentersOf(tenant.tenantId).length;
		for (const [parameters, message] of [
			[{ code: 'LAGER01', description: 'Lager' }, /^Code is 7 characters long: it must be 1 to 6 characters$/],
			[{ code: '={{ "" }}', description: 'Lager' }, /^Code is missing: it is required$/],
			[{ code: 'LAGER', description: '={{ "" }}' }, /^Description is missing: it is required$/],
		] as const) {
			const result = await costCenter(credential, { operation: 'create', ...parameters });
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);
		expect(costCentersOf(tenant.tenantId)).toHaveLength(before);
	});

	it('updates only the fields given (deactivates), and deletes', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		await costCenter(credential, { operation: 'create', code: 'PROD', description: 'Produktion', additionalFields: { Note: 'Fabriken' } });
		const updated = await costCenter(credential, { operation: 'update', costCenter: byNumber('PROD'), updateFields: { Active: false } });
		expect(updated.items[0].json).toMatchObject({ Code: 'PROD', Description: 'Produktion', Note: 'Fabriken', Active: false });
		expect(costCentersOf(tenant.tenantId).find((stored) => stored.Code === 'PROD')).toMatchObject({ Active: false, Note: 'Fabriken' });

		const deleted = await costCenter(credential, { operation: 'delete', costCenter: byNumber('PROD') });
		expect(deleted.items[0].json).toEqual({ Code: 'PROD', deleted: true });
		expect(costCentersOf(tenant.tenantId).some((stored) => stored.Code === 'PROD')).toBe(false);
	});

	it('lists every cost center (Return All) or a Limit, at 500 a page', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		for (const code of ['A1', 'A2', 'A3']) await costCenter(credential, { operation: 'create', code, description: `Avdelning ${code}` });
		sandbox().clearRequests();
		const all = await costCenter(credential, { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Code).sort()).toEqual(costCentersOf(tenant.tenantId).map((stored) => stored.Code).sort());
		expect(all.items.map((item) => item.json.Code).sort()).toEqual(expect.arrayContaining(['A1', 'A2', 'A3']));
		const one = await costCenter(credential, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(one.items).toHaveLength(1);
		expect(coreRequests().map((request) => request.query)).toEqual([
			{ page: '1', limit: '500' },
			{ page: '1', limit: '1' },
		]);
	});

	it('under Continue On Fail fails only the bad item; the others are created', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const result = await costCenter(credential, { operation: 'create', code: '={{ $json.code }}', description: 'Avdelning' }, [{ code: 'K1' }, { code: 'FÖR-LÅNG' }, { code: 'K3' }], {
			continueOnFail: true,
		});
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.Code)).toEqual(['K1', 'Code is 8 characters long: it must be 1 to 6 characters', 'K3']);
		expect(costCentersOf(tenant.tenantId).map((stored) => stored.Code)).toEqual(expect.arrayContaining(['K1', 'K3']));
		expect(costCentersOf(tenant.tenantId).some((stored) => stored.Code === 'FÖR-LÅNG')).toBe(false);
	});
});
