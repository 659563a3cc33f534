import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';

const { sandbox, coreRequests } = useCoreSandbox();

const article = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[]) =>
	runNode({ type: 'fortnox', credential, parameters: { resource: 'article', ...parameters } }, items);

describe('Fortnox → Article', () => {
	it('creates an article with a price, VAT and a unit picked from the company’s units, and gets it back', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const units = await new Fortnox().methods.loadOptions.getUnits.call(loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'article' } }));
		expect(units.map((unit) => unit.value)).toContain('st');

		const created = await article(credential, {
			operation: 'create',
			description: 'Cykelhjälm',
			additionalFields: { ArticleNumber: 'HJ-1', SalesPrice: 499, VAT: 25, Unit: 'st', EAN: '7350000000017', Type: 'STOCK', StockGoods: true },
		});
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ ArticleNumber: 'HJ-1', Description: 'Cykelhjälm', SalesPrice: 499, Unit: 'st' });
		const got = await article(credential, { operation: 'get', article: byNumber('HJ-1') });
		expect(got.items[0].json).toMatchObject({ EAN: '7350000000017', VAT: 25 });
	});

	it('refuses a description over Fortnox’s limit, or a type Fortnox does not have, before sending', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const long = await article(credential, { operation: 'create', description: 'x'.repeat(201), additionalFields: {} });
		expect(long.error()?.message).toMatch(/^Description is 201 characters long/);
		const type = await article(credential, { operation: 'create', description: 'Ok', additionalFields: { Type: 'GOODS' } });
		expect(type.error()?.message).toMatch(/^Type "GOODS" is not a valid value: use one of/);
		expect(coreRequests()).toEqual([]);
	});

	it('Create or Update by EAN: one article per barcode, updated the second time', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = sandbox().tenant(tenant.tenantId).warehouse.items.length;
		const run = (price: number) =>
			article(credential, { operation: 'upsert', matchBy: 'ean', matchValue: '7350000000024', description: 'Cykellås', additionalFields: { SalesPrice: price } });
		expect((await run(199)).items[0].json).toMatchObject({ action: 'created', EAN: '7350000000024', SalesPrice: 199 });
		expect((await run(249)).items[0].json).toMatchObject({ action: 'updated', SalesPrice: 249 });
		expect(sandbox().tenant(tenant.tenantId).warehouse.items.length).toBe(before + 1);
	});

	it('lists with the documented search, updates and deletes', async () => {
		const { credential } = accessTokenCredential(sandbox());
		await article(credential, { operation: 'create', description: 'Pump, golv', additionalFields: { ArticleNumber: 'PU-1' } });
		await article(credential, { operation: 'create', description: 'Pump, mini', additionalFields: { ArticleNumber: 'PU-2' } });
		const pumps = await article(credential, { operation: 'getAll', returnAll: true, filters: { description: 'pump', sortby: 'articlenumber', sortorder: 'descending' } });
		expect(pumps.items.map((item) => item.json.ArticleNumber)).toEqual(['PU-2', 'PU-1']);

		const updated = await article(credential, { operation: 'update', article: byNumber('PU-2'), updateFields: { SalesPrice: 129 } });
		expect(updated.items[0].json).toMatchObject({ Description: 'Pump, mini', SalesPrice: 129 });
		const deleted = await article(credential, { operation: 'delete', article: byNumber('PU-2') });
		expect(deleted.items[0].json).toEqual({ ArticleNumber: 'PU-2', deleted: true });
		const after = await article(credential, { operation: 'getAll', returnAll: true, filters: { description: 'pump' } });
		expect(after.items.map((item) => item.json.ArticleNumber)).toEqual(['PU-1']);
	});
});
