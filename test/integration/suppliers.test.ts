import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node.js';
import type { TenantCredentials } from '../../sandbox';
import { byNumber } from '../harness/core';
import { usePurchasingSandbox } from '../harness/purchasing';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential } from '../harness/sandbox';
import { call, legacy } from '../sandbox/helpers';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, purchasingRequests, stored } = usePurchasingSandbox();

const supplier = (credential: Credential, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'supplier', ...parameters } }, items);

/** Every supplier the tenant has, read over the sandbox's HTTP API. */
async function suppliersOf(tenant: TenantCredentials): Promise<IDataObject[]> {
	const answer = await call<{ Suppliers: IDataObject[] }>(sandbox(), 'GET', '/3/suppliers?limit=500', { auth: legacy(tenant) });
	return answer.body.Suppliers;
}

describe('Fortnox → Supplier', () => {
	it('creates a supplier from the form with Additional Fields from Fortnox’s schema, gets it, and updates only the fields given', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const created = await supplier(credential, {
			operation: 'create',
			name: 'Pappersbruket i Ljusne AB',
			additionalFields: { OrganisationNumber: '556123-4567', BG: '5050-1055', Email: 'faktura@pappersbruket.se', City: 'Ljusne', PreDefinedAccount: '6110' },
		});
		expect(created.error()).toBeUndefined();
		const number = String(created.items[0].json.SupplierNumber);
		expect(created.items[0].json).toMatchObject({ Name: 'Pappersbruket i Ljusne AB', BG: '5050-1055', PreDefinedAccount: '6110' });
		expect(purchasingRequests().find((request) => request.method === 'POST')?.body).toEqual({
			Supplier: { OrganisationNumber: '556123-4567', BG: '5050-1055', Email: 'faktura@pappersbruket.se', City: 'Ljusne', PreDefinedAccount: '6110', Name: 'Pappersbruket i Ljusne AB' },
		});
		expect(await stored(tenant, `/3/suppliers/${number}`, 'Supplier')).toMatchObject({ Name: 'Pappersbruket i Ljusne AB', OrganisationNumber: '556123-4567', City: 'Ljusne' });

		const got = await supplier(credential, { operation: 'get', supplier: byNumber(number) });
		expect(got.items[0].json).toMatchObject({ SupplierNumber: number, Email: 'faktura@pappersbruket.se' });

		const updated = await supplier(credential, { operation: 'update', supplier: byNumber(number), updateFields: { City: 'Söderhamn', Phone1: '0270-123 45' } });
		expect(updated.items[0].json).toMatchObject({ City: 'Söderhamn', Phone1: '0270-123 45', BG: '5050-1055' });
		expect(await stored(tenant, `/3/suppliers/${number}`, 'Supplier')).toMatchObject({ City: 'Söderhamn', Name: 'Pappersbruket i Ljusne AB' });
		const empty = await supplier(credential, { operation: 'update', supplier: byNumber(number), updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add at least one field to change');
	});

	it("refuses what breaks Fortnox's limits before sending: a country code of 3 letters, a predefined account of 5 digits, an empty name", async () => {
		const { credential } = accessTokenCredential(sandbox());
		sandbox().clearRequests();
		for (const [name, additionalFields, message] of [
			['Refused AB', { CountryCode: 'SWE' }, /^Country Code is 3 characters long: at most 2 characters are allowed$/],
			['Refused AB', { PreDefinedAccount: '61100' }, /^Pre Defined Account is 5 characters long: it must be 4 to 4 characters$/],
			['={{ "" }}', {}, /^Name is missing/],
		] as const) {
			const result = await supplier(credential, { operation: 'create', name, additionalFields });
			expect(result.error()?.message).toMatch(message);
		}
		expect(purchasingRequests()).toEqual([]);
	});

	it('lists every supplier at 500 a page, or a Limit, and those changed since a moment', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = (await suppliersOf(tenant)).length;
		for (const name of ['Ab Elektriska', 'Bygghandeln i Norr']) await supplier(credential, { operation: 'create', name, additionalFields: {} });
		sandbox().clearRequests();

		const all = await supplier(credential, { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Name)).toEqual(expect.arrayContaining(['Ab Elektriska', 'Bygghandeln i Norr']));
		expect(all.items).toHaveLength(before + 2);
		const some = await supplier(credential, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(some.items).toHaveLength(1);
		const changed = await supplier(credential, { operation: 'getAll', returnAll: true, filters: { lastmodified: '2026-01-01T08:30:00' } });
		expect(changed.error()).toBeUndefined();
		expect(purchasingRequests().map((request) => request.query)).toEqual([
			{ page: '1', limit: '500' },
			{ page: '1', limit: '1' },
			{ lastmodified: '2026-01-01 08:30', page: '1', limit: '500' },
		]);
	});

	it('with Continue On Fail, the one bad item fails alone and the others are created', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = (await suppliersOf(tenant)).length;
		const result = await supplier(
			credential,
			{ operation: 'create', name: '={{ $json.name }}', additionalFields: { CountryCode: '={{ $json.country }}' } },
			[
				{ name: 'Första AB', country: 'SE' },
				{ name: 'Andra AB', country: 'SWE' },
				{ name: 'Tredje AB', country: 'NO' },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.Name ?? item.json.error)).toEqual(['Första AB', expect.stringMatching(/^Country Code is 3 characters long/), 'Tredje AB']);
		const names = (await suppliersOf(tenant)).map((one) => one.Name);
		expect(names).toHaveLength(before + 2);
		expect(names).toEqual(expect.arrayContaining(['Första AB', 'Tredje AB']));
		expect(names).not.toContain('Andra AB');
	});

	it('offers suppliers in a searchable picker, one page of 500, filtered by the text typed', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const made = await supplier(credential, { operation: 'create', name: 'Kaffegrossisten Norr AB', additionalFields: {} });
		const number = String(made.items[0].json.SupplierNumber);
		sandbox().clearRequests();
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'supplierInvoice', operation: 'create' } });
		const { listSearch } = new Fortnox().methods;
		const found = await listSearch.searchSuppliers.call(context, 'kaffe');
		expect(found.results).toEqual([{ name: `Kaffegrossisten Norr AB (${number})`, value: number }]);
		expect((await listSearch.searchSuppliers.call(context)).results).toHaveLength((await suppliersOf(tenant)).length);
		expect(purchasingRequests()[0].query).toEqual({ page: '1', limit: '500' });
	});

	it('where a record names a supplier, its field is a dropdown of the register; the supplier’s own number stays a text', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		await supplier(credential, { operation: 'create', name: 'Ölbryggeriet AB', additionalFields: {} });
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'article', operation: 'create' } });
		const { loadOptions } = new Fortnox().methods;
		const options = await loadOptions.getSuppliers.call(context);
		const held = await suppliersOf(tenant);
		expect(options).toHaveLength(held.length);
		expect(options).toContainEqual({ name: expect.stringMatching(/^Ölbryggeriet AB \(.+\)$/), value: String(held.find((one) => one.Name === 'Ölbryggeriet AB')?.SupplierNumber) });
		expect(options.map((option) => option.name)).toEqual([...options.map((option) => option.name)].sort((a, b) => a.localeCompare(b)));

		const fieldsOf = (resource: string) =>
			(new Fortnox().description.properties.find((property) => property.name === 'additionalFields' && property.displayOptions?.show?.resource?.includes(resource) && property.displayOptions.show.operation?.includes('create'))
				?.options ?? []) as Array<{ name: string; type: string; typeOptions?: IDataObject }>;
		expect(fieldsOf('article').find((field) => field.name === 'SupplierNumber')).toMatchObject({ type: 'options', typeOptions: { loadOptionsMethod: 'getSuppliers' } });
		expect(fieldsOf('supplier').find((field) => field.name === 'SupplierNumber')).toMatchObject({ type: 'string' });
	});
});

describe('Fortnox → Supplier → Create or Update', () => {
	const upsert = (credential: Credential, matchBy: string, rows: IDataObject[]) =>
		supplier(credential, { operation: 'upsert', matchBy, matchValue: '={{ $json.key }}', name: '={{ $json.name }}', additionalFields: { City: '={{ $json.city }}' } }, rows);
	const named = async (tenant: TenantCredentials, prefix: string) =>
		(await suppliersOf(tenant)).filter((one) => String(one.Name).startsWith(prefix)).map((one) => [one.Name, one.OrganisationNumber, one.City]);

	it('by organisation number: creates the supplier once, then updates it, with or without the dash', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const first = await upsert(credential, 'organisationNumber', [{ key: '559001-2345', name: 'Nya Städ AB', city: 'Gävle' }]);
		expect(first.items[0].json).toMatchObject({ action: 'created', OrganisationNumber: '559001-2345', City: 'Gävle' });
		const second = await upsert(credential, 'organisationNumber', [{ key: '5590012345', name: 'Nya Städ AB', city: 'Sandviken' }]);
		expect(second.items[0].json).toMatchObject({ action: 'updated', SupplierNumber: first.items[0].json.SupplierNumber, City: 'Sandviken' });
		expect(await named(tenant, 'Nya Städ')).toEqual([['Nya Städ AB', '559001-2345', 'Sandviken']]);
	});

	it('by supplier number: updates the supplier of that number, or creates it with that number', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const made = await upsert(credential, 'supplierNumber', [{ key: 'LEV-77', name: 'Verktyg AB', city: 'Eskilstuna' }]);
		expect(made.items[0].json).toMatchObject({ action: 'created', SupplierNumber: 'LEV-77' });
		const again = await upsert(credential, 'supplierNumber', [{ key: 'LEV-77', name: 'Verktyg AB', city: 'Västerås' }]);
		expect(again.items[0].json).toMatchObject({ action: 'updated', SupplierNumber: 'LEV-77', City: 'Västerås' });
		expect(await stored(tenant, '/3/suppliers/LEV-77', 'Supplier')).toMatchObject({ Name: 'Verktyg AB', City: 'Västerås' });
	});

	it('two items of one run with the same new key make one supplier', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const result = await upsert(credential, 'organisationNumber', [
			{ key: '556700-1111', name: 'Dubbel Leverans AB', city: 'Umeå' },
			{ key: '5567001111', name: 'Dubbel Leverans AB', city: 'Luleå' },
			{ key: '556700-2222', name: 'Dubbel Annan AB', city: 'Kiruna' },
		]);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.action)).toEqual(['created', 'updated', 'created']);
		expect(await named(tenant, 'Dubbel')).toEqual([
			['Dubbel Leverans AB', '556700-1111', 'Luleå'],
			['Dubbel Annan AB', '556700-2222', 'Kiruna'],
		]);
	});

	it('two runs at once, with an OAuth2 and a service-account credential of one company, make one supplier per key', async () => {
		const tenant = sandbox().createTenant();
		// The OAuth2 credential names its company only in its token's tenantId claim.
		const [first, second] = [oAuth2Credential(sandbox(), tenant), serviceAccountCredential(sandbox(), tenant)];
		const rows = Array.from({ length: 12 }, (_, k) => ({ key: `556800-${String(1000 + k)}`, name: `Samtidig ${k} AB`, city: 'Borås' }));
		// The second run moves each supplier, so whichever run comes second has something to update (an equal item would be `unchanged`).
		const moved = rows.map((row) => ({ ...row, city: 'Alingsås' }));
		const runs = await Promise.all([upsert(first.credential, 'organisationNumber', rows), upsert(second.credential, 'organisationNumber', moved)]);

		for (const run of runs) expect(run.error()).toBeUndefined();
		expect(rows.map((_, k) => runs.map((run) => run.items[k].json.action).sort())).toEqual(rows.map(() => ['created', 'updated']));
		expect(runs.flatMap((run) => run.items).filter((item) => item.json.duplicateOf !== undefined)).toEqual([]);
		expect((await named(tenant, 'Samtidig')).map(([, number]) => number).sort()).toEqual(rows.map((row) => row.key).sort());
	}, 60_000);

	it('refuses a key that several suppliers share, naming them, and changes nothing', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		for (const name of ['Delad Ett AB', 'Delad Två AB']) await supplier(credential, { operation: 'create', name, additionalFields: { OrganisationNumber: '556999-0000' } });
		const result = await upsert(credential, 'organisationNumber', [{ key: '556999-0000', name: 'Delad Tre AB', city: 'Visby' }]);
		expect((result.error() as NodeError).message).toMatch(/^Organisation Number "556999-0000" matches 2 suppliers \(.+, .+\): Create or Update needs a key that names one supplier/);
		expect(await named(tenant, 'Delad')).toEqual([
			['Delad Ett AB', '556999-0000', ''],
			['Delad Två AB', '556999-0000', ''],
		]);
	});
});
