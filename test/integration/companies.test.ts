// Every client company from one workflow (issue 50): one service account (one app, one client ID and
// secret) approved by several companies, and an action node whose Company (Tenant ID) names each
// item's company. Each item goes to its own company with that company's token, says which company
// it came from, and Create or Update matches within it; a company that did not approve the app fails
// alone, named.
import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { credentialsHelper, loadOptionsContext, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { firmOf } from '../harness/firm';
import { serviceAccountCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());

/** Three companies that approved one app; its credential names the first as its Tenant ID. */
const firm = () => firmOf(sandbox, 3);

const perItemCompany = (parameters: IDataObject) => ({ authentication: 'serviceAccount', companyTenantId: '={{ $json.tenantId }}', ...parameters });
const namesIn = (tenantId: string) => sandbox.tenant(tenantId).customers.map((customer) => customer.Name).sort();

describe('one service account, a company per item (Company (Tenant ID))', () => {
	it('writes each item of one run to its own company with its own token, and each output item says which', async () => {
		const { companies, credential } = firm();
		const tokensBefore = sandbox.stats.tokenRequests;
		const rows = companies.flatMap((tenantId, k) => [1, 2].map((n) => ({ tenantId, name: `Kund ${k + 1}.${n}` })));
		const result = await runNode(
			{ type: 'fortnox', credential, parameters: perItemCompany({ resource: 'customer', operation: 'create', name: '={{ $json.name }}', additionalFields: {} }) },
			rows,
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => [item.json.tenantId, item.json.Name])).toEqual(rows.map((row) => [row.tenantId, row.name]));
		companies.forEach((tenantId, k) => expect(namesIn(tenantId)).toEqual([`Kund ${k + 1}.1`, `Kund ${k + 1}.2`]));
		// One token per company, asked once for all its items.
		expect(sandbox.stats.tokenRequests - tokensBefore).toBe(3);
	});

	it('an empty Company is the credential\'s Tenant ID, and its output names no company', async () => {
		const { companies, credential } = firm();
		const result = await runNode({ type: 'fortnox', credential, parameters: { authentication: 'serviceAccount', resource: 'customer', operation: 'create', name: 'Egen AB', additionalFields: {} } });
		expect(result.error()).toBeUndefined();
		expect(result.items[0].json.tenantId).toBeUndefined();
		expect(namesIn(companies[0])).toEqual(['Egen AB']);
		expect(namesIn(companies[1])).toEqual([]);
	});

	it('Create or Update matches each item within its own company: one e-mail in three companies is three customers, each changed only where it differs', async () => {
		const { companies, credential } = firm();
		const upsert = async (rows: IDataObject[]) =>
			await runNode(
				{
					type: 'fortnox',
					credential,
					parameters: perItemCompany({
						resource: 'customer',
						operation: 'upsert',
						matchBy: 'email',
						matchValue: '={{ $json.email }}',
						name: '={{ $json.name }}',
						additionalFields: { City: '={{ $json.city }}' },
					}),
				},
				rows,
			);
		const first = await upsert(companies.map((tenantId) => ({ tenantId, email: 'ekonomi@kund.se', name: 'Kund AB', city: 'Växjö' })));
		expect(first.items.map((item) => [item.json.tenantId, item.json.action])).toEqual(companies.map((tenantId) => [tenantId, 'created']));
		// Twelve items (enough for a batch to read each company's register once): only the second company's city changes.
		const rows = Array.from({ length: 12 }, (_, k) => ({ tenantId: companies[k % 3], email: 'ekonomi@kund.se', name: 'Kund AB', city: k % 3 === 1 ? 'Lund' : 'Växjö' }));
		sandbox.clearRequests();
		const second = await upsert(rows);
		expect(second.error()).toBeUndefined();
		expect(second.items.map((item) => item.json.action)).toEqual(rows.map((row, k) => (k === 1 ? 'updated' : 'unchanged')));
		expect(companies.map((tenantId) => sandbox.tenant(tenantId).customers.map((customer) => [customer.Email, customer.City]))).toEqual([
			[['ekonomi@kund.se', 'Växjö']],
			[['ekonomi@kund.se', 'Lund']],
			[['ekonomi@kund.se', 'Växjö']],
		]);
	});

	it('an item for a company that did not approve the app fails alone, naming the company; the others go on', async () => {
		const { companies, credential } = firm();
		const rows = [
			{ tenantId: companies[0], name: 'Före AB' },
			{ tenantId: 'okand-byra-kund', name: 'Ingen AB' },
			{ tenantId: companies[1], name: 'Efter AB' },
		];
		const result = await runNode(
			{ type: 'fortnox', credential, continueOnFail: true, parameters: perItemCompany({ resource: 'customer', operation: 'create', name: '={{ $json.name }}', additionalFields: {} }) },
			rows,
		);
		expect(result.items.map((item) => item.json.Name ?? 'failed')).toEqual(['Före AB', 'failed', 'Efter AB']);
		expect(String(result.items[1].json.error)).toMatch(/service account's token request for company \(tenant\) okand-byra-kund/);
		expect(namesIn(companies[0])).toEqual(['Före AB']);
		expect(namesIn(companies[1])).toEqual(['Efter AB']);
	});

	it('Read Only holds for every company of the credential, and a preview says which company it would have gone to', async () => {
		const { companies, credential } = firm();
		const rows = companies.map((tenantId, k) => ({ tenantId, name: `Kund ${k}` }));
		const create = perItemCompany({ resource: 'customer', operation: 'create', name: '={{ $json.name }}', additionalFields: {} });

		const previewed = await runNode({ type: 'fortnox', credential, parameters: { ...create, preview: true } }, rows);
		expect(previewed.error()).toBeUndefined();
		expect(previewed.items.map((item) => [item.json.tenantId, item.json.sent, (item.json.body as IDataObject).Customer])).toEqual(
			rows.map((row) => [row.tenantId, false, expect.objectContaining({ Name: row.name })]),
		);

		credentialsHelper.set(credential.id, { ...credentialsHelper.stored.get(credential.id), readOnly: true });
		const refused = await runNode({ type: 'fortnox', credential, continueOnFail: true, parameters: create }, rows);
		expect(refused.items.map((item) => String(item.json.error))).toEqual(rows.map(() => expect.stringMatching(/is read-only \(Read Only is on\)/)));
		for (const tenantId of companies) expect(namesIn(tenantId)).toEqual([]);
	});
});

describe('pickers', () => {
	it('list the company Company (Tenant ID) names as written, and the credential\'s when it is an expression', async () => {
		const { companies, credential } = firm();
		companies.forEach((tenantId, k) => sandbox.addCustomers(tenantId, k + 1));
		const pick = async (companyTenantId: string) => {
			const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { authentication: 'serviceAccount', companyTenantId, resource: 'invoice', operation: 'create' } });
			return (await new Fortnox().methods.listSearch.searchCustomers.call(context)).results.length;
		};
		expect(await pick(companies[2])).toBe(3);
		expect(await pick('={{ $json.tenantId }}')).toBe(1);
		expect(await pick('')).toBe(1);
	});
});

describe('nothing crosses companies', () => {
	it('five companies × twelve items × create, Create or Update and get, interleaved at Concurrency 25: every record in its own company, every read of its own', async () => {
		const companies = [sandbox.createTenant(), sandbox.createTenant(), sandbox.createTenant(), sandbox.createTenant(), sandbox.createTenant()].map((company) => company.tenantId);
		const { account, credential } = serviceAccountCredential(sandbox, sandbox.createTenant());
		for (const tenantId of companies) sandbox.createServiceAccount(tenantId, { clientId: account.clientId, clientSecret: account.clientSecret });
		const rows = Array.from({ length: 60 }, (_, k) => ({ tenantId: companies[k % 5], name: `${companies[k % 5]} kund ${Math.floor(k / 5)}`, email: `kund${Math.floor(k / 5) % 4}@${companies[k % 5]}.se` }));
		const node = (parameters: IDataObject) => ({ type: 'fortnox', credential, parameters: perItemCompany({ concurrency: 25, resource: 'customer', ...parameters }) });

		const created = await runNode(node({ operation: 'create', name: '={{ $json.name }}', additionalFields: {} }), rows);
		expect(created.error()).toBeUndefined();
		const upserted = await runNode(
			node({ operation: 'upsert', matchBy: 'email', matchValue: '={{ $json.email }}', name: '={{ $json.name }}', additionalFields: { City: '={{ $json.tenantId }}' } }),
			rows,
		);
		expect(upserted.error()).toBeUndefined();
		// Each company holds its own twelve made customers and its own four by e-mail, the City naming that company.
		for (const tenantId of companies) {
			const held = sandbox.tenant(tenantId).customers;
			expect(held.filter((customer) => !customer.Email).map((customer) => customer.Name).sort()).toEqual(rows.filter((row) => row.tenantId === tenantId).map((row) => row.name).sort());
			expect(held.filter((customer) => customer.Email).map((customer) => [customer.Email, customer.City]).sort()).toEqual(
				[0, 1, 2, 3].map((n) => [`kund${n}@${tenantId}.se`, tenantId]),
			);
		}
		// Each item's customer read back by its number, from its own company (numbers repeat across companies).
		const numbered = created.items.map((item, k) => ({ tenantId: rows[k].tenantId, number: String(item.json.CustomerNumber), name: rows[k].name }));
		const read = await runNode(node({ operation: 'get', customer: { __rl: true, mode: 'id', value: '={{ $json.number }}' } }), numbered);
		expect(read.error()).toBeUndefined();
		expect(read.items.map((item) => [item.json.tenantId, item.json.Name])).toEqual(numbered.map((row) => [row.tenantId, row.name]));
	});
});
