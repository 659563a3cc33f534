import type { IDataObject } from 'n8n-workflow';

import type { NodeSpec } from '../harness/run-workflow';
import { binaryBytes, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, serviceAccountCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ recordRequests: true });
});
afterAll(async () => await sandbox.close());

const send = (parameters: IDataObject) => ({ resource: 'apiRequest', operation: 'send', ...parameters });
/** One API Request run, with the given credential. */
const apiRequest = async (credential: NodeSpec['credential'], parameters: IDataObject) =>
	await runNode({ type: 'fortnox', credential, parameters: send(parameters) });
const customerPages = () =>
	sandbox.requests.filter((request) => request.path === '/3/customers').map((request) => request.query);

describe('API Request', () => {
	it('returns every record of a /3/ list page after page (MetaInformation), one item each', async () => {
		const { tenant, credential } = serviceAccountCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 1234);
		sandbox.clearRequests();
		const result = await apiRequest(credential, {
				method: 'GET',
				path: '/3/customers',
				queryParameters: { parameters: [{ name: 'sortby', value: 'customernumber' }] },
				paginate: true,
				returnAll: true,
			});
		expect(result.error()).toBeUndefined();
		expect(result.items).toHaveLength(1234);
		expect(result.items[0].json).toMatchObject({ CustomerNumber: '1', Name: 'Customer 1' });
		expect(result.items[1233].json.CustomerNumber).toBe('1234');
		expect(customerPages()).toEqual([
			{ sortby: 'customernumber', page: '1', limit: '500' },
			{ sortby: 'customernumber', page: '2', limit: '500' },
			{ sortby: 'customernumber', page: '3', limit: '500' },
		]);
	});

	it('stops at the Limit, asking only for the pages it needs, all of one size (page 2 of 120 would repeat records 121 to 240)', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 1234);
		sandbox.clearRequests();
		const result = await apiRequest(credential, { method: 'GET', path: '/3/customers', paginate: true, returnAll: false, limit: 620 });
		expect(result.items.map((item) => item.json.CustomerNumber)).toEqual(Array.from({ length: 620 }, (_, k) => String(k + 1)));
		expect(customerPages()).toEqual([
			{ page: '1', limit: '500' },
			{ page: '2', limit: '500' },
		]);
	});

	it('answers a single request as Fortnox does: an article of the warehouse, a created customer', async () => {
		const { tenant, credential } = serviceAccountCredential(sandbox);
		sandbox.addItem(tenant.tenantId, { itemId: 'A-100', description: 'Bolt' });
		const article = await apiRequest(credential, { method: 'GET', path: '/3/articles/A-100' });
		expect(article.items.map((item) => item.json)).toEqual([{ Article: expect.objectContaining({ ArticleNumber: 'A-100', Description: 'Bolt' }) }]);

		const created = await apiRequest(credential, {
			method: 'POST',
			path: '/3/customers',
			jsonBody: '{ "Customer": { "Name": "Acme AB", "City": "Växjö" } }',
		});
		expect(created.items[0].json.Customer).toMatchObject({ CustomerNumber: '1', Name: 'Acme AB', City: 'Växjö' });
		expect(sandbox.tenant(tenant.tenantId).customers.map((customer) => customer.Name)).toEqual(['Acme AB']);
	});

	it("passes Fortnox's error body on to the user, and does not retry a refused POST", async () => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.clearRequests();
		const result = await apiRequest(credential, { method: 'POST', path: '/3/customers', jsonBody: { Customer: { City: 'Lund' } } });
		const error = result.error() as Error & { description?: string; httpCode?: string };
		expect(error.message).toBe('Name is required.');
		expect(error.description).toContain('Fortnox error code 2009001');
		expect(error.httpCode).toBe('400');
		expect(customerPages()).toHaveLength(1);
	});

	it('refuses, before sending, every path that could take the credential to another host or out of the API', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const paths = [
			'https://evil.example/3/customers',
			'//evil.example/3/customers',
			'@evil.example/3/customers',
			'http:/3/customers',
			'3/customers',
			'/3/../oauth-v1/token',
			'/api/warehouse/%2e%2e/%2e%2e/oauth-v1/token',
			'/3/customers/..%2F..%2Fx',
			'/3\\..\\oauth-v1',
			'/3/customers?limit=1',
			'/oauth-v1/token',
			'',
		];
		sandbox.resetStats();
		const result = await runNode(
			{ type: 'fortnox', credential, continueOnFail: true, parameters: send({ method: 'GET', path: '={{ $json.path }}' }) },
			paths.map((path) => ({ path })),
		);
		expect(result.items.map((item) => String(item.json.error))).toEqual(paths.map(() => expect.stringMatching(/^Path /)));
		expect(result.items[0].json.error).toMatch(/is an absolute URL: use a path below the base URL that starts with \/3\/ or \/api\//);
		expect(sandbox.stats.requests).toBe(0);
	});

	it('pages only /3/ lists, and says so', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await apiRequest(credential, { method: 'GET', path: '/api/warehouse/stockpoints-v1', paginate: true, returnAll: true });
		expect(result.error()?.message).toMatch(/^Paginate does not apply to "\/api\/warehouse\/stockpoints-v1": only \/3\/ lists page by MetaInformation/);
	});

	it.each([['limit', '10'], ['page', '2'], ['Limit', '100']])("refuses Paginate with the user's own %s query before sending, instead of replacing it", async (name, value) => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.clearRequests();
		const result = await apiRequest(credential, {
			method: 'GET',
			path: '/3/customers',
			queryParameters: { parameters: [{ name, value }] },
			paginate: true,
			returnAll: true,
		});
		expect(result.error()?.message).toBe(
			`Query Parameters include "${name}" while Paginate is on: Paginate asks for every page itself (page 1, 2, … with limit=500) and Return All / Limit say how many records to return: remove the parameter, or turn Paginate off to ask for that one page yourself`,
		);
		expect(customerPages()).toEqual([]);
	});

	it("without Paginate, the user's own page and limit go out as they are", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 30);
		sandbox.clearRequests();
		const result = await apiRequest(credential, {
			method: 'GET',
			path: '/3/customers',
			queryParameters: { parameters: [{ name: 'limit', value: '10' }, { name: 'page', value: '2' }] },
		});
		expect((result.items[0].json.Customers as IDataObject[]).map((customer) => customer.CustomerNumber)).toEqual(
			Array.from({ length: 10 }, (_, k) => String(k + 11)),
		);
		expect(customerPages()).toEqual([{ limit: '10', page: '2' }]);
	});

	it('returns a file answer as binary data', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const form = new FormData();
		form.append('file', new Blob([Buffer.from('%PDF-1.4 receipt')], { type: 'application/pdf' }), 'receipt.pdf');
		const upload = await fetch(`${sandbox.url}/3/inbox?path=inbox_s`, {
			method: 'POST',
			headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret },
			body: form,
		});
		const { File: file } = (await upload.json()) as { File: { Id: string } };
		const result = await apiRequest(credential, { method: 'GET', path: `/3/inbox/${file.Id}`, responseFormat: 'file', binaryPropertyName: 'data' });
		expect(result.error()).toBeUndefined();
		expect(binaryBytes(result.items[0]).toString()).toBe('%PDF-1.4 receipt');
		expect(result.items[0].json).toMatchObject({ statusCode: 200, mimeType: 'application/pdf' });
	});
});
