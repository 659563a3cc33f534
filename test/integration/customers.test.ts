import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { accessTokenCredential, serviceAccountCredential } from '../harness/sandbox';
import { call, legacy } from '../sandbox/helpers';

type NodeError = Error & { description?: string };

const { sandbox, coreRequests } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

const customer = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'customer', ...parameters } }, items);
const customersOf = (tenantId: string) => sandbox().tenant(tenantId).customers as unknown as IDataObject[];

describe('Fortnox → Customer', () => {
	it('creates a customer from the form, with Additional Fields from Fortnox’s schema, and gets it back', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const created = await customer(credential, {
			operation: 'create',
			name: 'Växjö Cykel AB',
			additionalFields: { Email: 'order@vaxjocykel.se', City: 'Växjö', ZipCode: '352 30', OrganisationNumber: '556677-8899', Type: 'COMPANY' },
		});
		expect(created.error()).toBeUndefined();
		const number = String(created.items[0].json.CustomerNumber);
		expect(created.items[0].json).toMatchObject({ Name: 'Växjö Cykel AB', Email: 'order@vaxjocykel.se', City: 'Växjö' });
		expect(customersOf(tenant.tenantId).find((stored) => stored.CustomerNumber === number)).toMatchObject({ Name: 'Växjö Cykel AB', ZipCode: '352 30' });

		const got = await customer(credential, { operation: 'get', customer: byNumber(number) });
		expect(got.items[0].json).toMatchObject({ CustomerNumber: number, OrganisationNumber: '556677-8899' });
	});

	it("refuses what breaks Fortnox's limits before sending: a zip code over 10 characters, a country code of 3 letters, an unknown type", async () => {
		const { credential } = accessTokenCredential(sandbox());
		for (const [additionalFields, message] of [
			[{ ZipCode: '12345678901' }, /^Zip Code is 11 characters long: at most 10 characters are allowed$/],
			[{ CountryCode: 'SWE' }, /^Country Code is 3 characters long: it must be 2 to 2 characters$/],
			[{ Type: 'PERSON' }, /^Type "PERSON" is not a valid value: use one of PRIVATE, COMPANY$/],
			// Fortnox's documentation: an e-mail field "must be a valid email address", the organisation number "a valid organisation number".
			[{ Email: 'faktura.kontorsgiganten.se' }, /^Email "faktura.kontorsgiganten.se" has the wrong format: it must be one e-mail address, such as faktura@example.se$/],
			[{ EmailInvoiceCC: 'ekonomi@' }, /^Email Invoice CC "ekonomi@" has the wrong format/],
			[{ OrganisationNumber: 'abc' }, /^Organisation Number "abc" has the wrong format: write the number with its digits, such as 556677-8899/],
			[{ OrganisationNumber: '5566778899'.repeat(4) }, /^Organisation Number is 40 characters long: at most 30 characters are allowed$/],
		] as const) {
			const result = await customer(credential, { operation: 'create', name: 'Refused', additionalFields });
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);
	});

	it('updates only the fields given, and deletes', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const created = await customer(credential, { operation: 'create', name: 'Flytt AB', additionalFields: { City: 'Lund', Phone1: '046-123' } });
		const number = String(created.items[0].json.CustomerNumber);

		const updated = await customer(credential, { operation: 'update', customer: byNumber(number), updateFields: { City: 'Malmö' } });
		expect(updated.items[0].json).toMatchObject({ City: 'Malmö', Phone1: '046-123', Name: 'Flytt AB' });
		const empty = await customer(credential, { operation: 'update', customer: byNumber(number), updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add at least one field to change');
		// The real Fortnox keeps a value sent empty (recorded): the node says so instead of sending a PUT that changes nothing.
		const blank = await customer(credential, { operation: 'update', customer: byNumber(number), updateFields: { Phone1: '' } });
		expect(blank.error()?.message).toBe("Update Fields hold only empty values: Fortnox keeps a field's value when it is sent empty, so it cannot be cleared this way; give the field a value");
		expect(customersOf(tenant.tenantId).find((stored) => stored.CustomerNumber === number)?.Phone1).toBe('046-123');

		const deleted = await customer(credential, { operation: 'delete', customer: byNumber(number) });
		expect(deleted.items[0].json).toEqual({ CustomerNumber: number, deleted: true });
		expect(customersOf(tenant.tenantId).some((stored) => stored.CustomerNumber === number)).toBe(false);
	});

	it('lists with the documented filters and sorting, Return All or a Limit, at 500 a page', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		sandbox().addCustomers(tenant.tenantId, 620);
		for (const [name, city] of [['Öland Bär', 'Borgholm'], ['Alvesta Bygg', 'Växjö'], ['Berga Gård', 'växjö']]) {
			await customer(credential, { operation: 'create', name, additionalFields: { City: city } });
		}
		sandbox().clearRequests();
		const inVaxjo = await customer(credential, { operation: 'getAll', returnAll: true, filters: { city: 'Växjö', sortby: 'name', sortorder: 'descending' } });
		expect(inVaxjo.items.map((item) => item.json.Name)).toEqual(['Berga Gård', 'Alvesta Bygg']);

		const all = await customer(credential, { operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(623);
		const some = await customer(credential, { operation: 'getAll', returnAll: false, limit: 7 });
		expect(some.items).toHaveLength(7);
		expect(coreRequests().map((request) => request.query)).toEqual([
			{ city: 'Växjö', sortby: 'name', sortorder: 'descending', page: '1', limit: '500' },
			{ page: '1', limit: '500' },
			{ page: '2', limit: '500' },
			{ page: '1', limit: '7' },
		]);
	});
});

describe('Fortnox → Customer → Create or Update', () => {
	const upsert = (credential: NodeSpec['credential'], matchBy: string, rows: IDataObject[]) =>
		customer(
			credential,
			{ operation: 'upsert', matchBy, matchValue: '={{ $json.key }}', name: '={{ $json.name }}', additionalFields: { City: '={{ $json.city }}' } },
			rows,
		);

	it('by e-mail: creates the customer once, then updates it, ignoring case', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const first = await upsert(credential, 'email', [{ key: 'anna@example.com', name: 'Anna Andersson', city: 'Lund' }]);
		expect(first.items[0].json).toMatchObject({ action: 'created', Email: 'anna@example.com', City: 'Lund' });
		const second = await upsert(credential, 'email', [{ key: 'ANNA@example.com', name: 'Anna Andersson', city: 'Malmö' }]);
		expect(second.items[0].json).toMatchObject({ action: 'updated', CustomerNumber: first.items[0].json.CustomerNumber, City: 'Malmö' });
		expect(customersOf(tenant.tenantId)).toHaveLength(1);
	});

	it('two items of one run with the same new key, side by side, make one customer', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const result = await upsert(credential, 'organisationNumber', [
			{ key: '556677-8899', name: 'Dubbel AB', city: 'Umeå' },
			{ key: '5566778899', name: 'Dubbel AB', city: 'Luleå' },
			{ key: '556000-0001', name: 'Annan AB', city: 'Kiruna' },
		]);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.action)).toEqual(['created', 'updated', 'created']);
		expect(customersOf(tenant.tenantId).map((stored) => [stored.Name, stored.City])).toEqual([
			['Dubbel AB', 'Luleå'],
			['Annan AB', 'Kiruna'],
		]);
	});

	it('two runs at once, with two service-account credentials of one company, make one customer per key', async () => {
		const tenant = sandbox().createTenant();
		const [first, second] = [serviceAccountCredential(sandbox(), tenant), serviceAccountCredential(sandbox(), tenant)];
		const rows = Array.from({ length: 12 }, (_, k) => ({ key: `kund${k}@example.com`, name: `Kund ${k}`, city: 'Lund' }));
		// The second run moves each customer, so whichever run comes second has something to update (an equal item would be `unchanged`).
		const moved = rows.map((row) => ({ ...row, city: 'Malmö' }));
		const runs = await Promise.all([upsert(first.credential, 'email', rows), upsert(second.credential, 'email', moved)]);

		for (const run of runs) expect(run.error()).toBeUndefined();
		// For each key one run created the customer and the other updated it.
		expect(rows.map((_, k) => runs.map((run) => run.items[k].json.action).sort())).toEqual(rows.map(() => ['created', 'updated']));
		expect(runs.flatMap((run) => run.items).filter((item) => item.json.duplicateOf !== undefined)).toEqual([]);
		expect(customersOf(tenant.tenantId).map((stored) => stored.Email).sort()).toEqual(rows.map((row) => row.key).sort());
	}, 60_000);

	it('names in duplicateOf a customer with the same key that another process made between the search and the create', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		throughProxy(credential, proxy());
		// Another n8n worker creates the same e-mail while this run's create is on its way.
		const otherWorker = async () =>
			await call(sandbox(), 'POST', '/3/customers', { auth: legacy(tenant), json: { Customer: { Name: 'Anna A', Email: 'anna@example.com' } } });
		proxy().setRule(once((request) => request.method === 'POST' && request.path === '/3/customers', { kind: 'before', action: otherWorker }));

		const result = await upsert(credential, 'email', [{ key: 'anna@example.com', name: 'Anna Andersson', city: 'Lund' }]);
		expect(result.error()).toBeUndefined();
		const [theirs, ours] = customersOf(tenant.tenantId);
		expect([theirs.Name, ours.Name]).toEqual(['Anna A', 'Anna Andersson']);
		expect(result.items[0].json).toMatchObject({ action: 'created', CustomerNumber: ours.CustomerNumber, duplicateOf: [theirs.CustomerNumber] });
	});

	it('refuses before sending a value to match that breaks the key field’s rules: organisation number "abc", an e-mail without @; only that item fails', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const byOrganisationNumber = await customer(
			credential,
			{ operation: 'upsert', matchBy: 'organisationNumber', matchValue: '={{ $json.key }}', name: '={{ $json.name }}', additionalFields: {} },
			[
				{ key: 'abc', name: 'Bokstäver AB' },
				{ key: '556677-8899', name: 'Siffror AB' },
			],
			{ continueOnFail: true },
		);
		expect(byOrganisationNumber.items.map((item) => item.json.error ?? item.json.action)).toEqual([
			'Organisation Number "abc" has the wrong format: write the number with its digits, such as 556677-8899 (letters only where a foreign number has them)',
			'created',
		]);
		expect(byOrganisationNumber.items[0].json.description).toMatch(/^Item 1: nothing was sent to Fortnox/);
		const byEmail = await upsert(credential, 'email', [{ key: 'anna(at)example.com', name: 'Anna Andersson', city: 'Lund' }]);
		expect(byEmail.error()?.message).toMatch(/^Email "anna\(at\)example.com" has the wrong format: it must be one e-mail address/);
		// Only the valid item was searched for and created.
		expect(coreRequests().filter((request) => request.method === 'POST').map((request) => (request.body as IDataObject).Customer)).toEqual([
			expect.objectContaining({ Name: 'Siffror AB', OrganisationNumber: '556677-8899' }),
		]);
		expect(coreRequests().map((request) => Object.values(request.query).join())).not.toContainEqual(expect.stringMatching(/abc|anna/));
		expect(customersOf(tenant.tenantId).map((stored) => [stored.Name, stored.OrganisationNumber])).toEqual([['Siffror AB', '556677-8899']]);
	});

	it('refuses a key that several customers share, naming them, and changes nothing', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		for (const name of ['Ett AB', 'Två AB']) {
			await customer(credential, { operation: 'create', name, additionalFields: { Email: 'info@delad.se' } });
		}
		const result = await upsert(credential, 'email', [{ key: 'info@delad.se', name: 'Tre AB', city: 'Visby' }]);
		expect((result.error() as NodeError).message).toMatch(/^Email "info@delad.se" matches 2 customers \(\d+, \d+\): Create or Update needs a key that names one customer/);
		expect(customersOf(tenant.tenantId).map((stored) => stored.Name)).toEqual(['Ett AB', 'Två AB']);
	});
});
