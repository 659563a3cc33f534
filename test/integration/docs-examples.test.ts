import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { IDataObject } from 'n8n-workflow';

import type { NodeSpec } from '../harness/run-workflow';
import { binaryItem, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

// The documentation's inline examples of node parameters (docs/nodes/*.md, docs/errors.md), read out of
// its text and run as written through n8n's engine against the sandbox: an example that stops working,
// or an edit the test does not expect, fails here. Examples the sandbox cannot run: Path `/3/invoices` (no invoices in the
// sandbox); Recurring Billing's Customer `{"number": "1001"}` and ETag `{{ $json.etag }}`, and the
// warehouse's JSON row field names, which the pages give only as parts of a call (the recurring
// and warehouse integration tests run whole calls).

/** The pages the examples are on, as one text. */
const DOCS = ['docs/nodes/fortnox.md', 'docs/nodes/fortnox-company-orders.md', 'docs/errors.md']
	.map((page) => readFileSync(join(__dirname, '../..', page), 'utf8'))
	.join('\n');

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ recordRequests: true });
});
afterAll(async () => await sandbox.close());

/** The pages' text from a heading to the next heading, line breaks read as spaces (as Markdown reads them). */
function section(heading: string): string {
	const start = DOCS.indexOf(`\n${heading}\n`);
	if (start === -1) throw new Error(`docs/ has no heading "${heading}"`);
	const body = DOCS.slice(start + heading.length + 2);
	const end = body.search(/^#/m);
	return body.slice(0, end === -1 ? undefined : end).replace(/\s*\n\s*/g, ' ');
}

/** The first match of a pattern in a page's text; a missing one fails the test that reads it. */
function found(text: string, pattern: RegExp): RegExpExecArray {
	const match = pattern.exec(text);
	if (!match) throw new Error(`docs/ no longer says ${pattern}`);
	return match;
}

const API_REQUEST = section('### Fortnox → API Request');

/**
 * An API Request example ("Method `GET`, Path `/3/customers`, Query Parameters `city` = `Växjö`,
 * Paginate on, Return All on") as the node's parameters.
 */
function apiRequestParameters(example: string): IDataObject {
	const code = (label: string) => new RegExp(`${label} \`([^\`]+)\``).exec(example)?.[1];
	const query = [...example.matchAll(/`([^`]+)` = `([^`]+)`/g)].map(([, name, value]) => ({ name, value }));
	const body = code('JSON Body');
	return {
		resource: 'apiRequest',
		operation: 'send',
		method: code('Method'),
		path: code('Path'),
		...(query.length > 0 ? { queryParameters: { parameters: query } } : {}),
		// The editor saves a value holding {{ }} as an expression, which n8n marks with a leading "=".
		...(body === undefined ? {} : { jsonBody: body.includes('{{') ? `=${body}` : body }),
		...(/Paginate on/.test(example) ? { paginate: true } : {}),
		...(/Return All on/.test(example) ? { returnAll: true } : {}),
	};
}

/** The paragraph "Example: …", one example per "Method". */
const [everyCustomerInVaxjo, creatingACustomer] = found(API_REQUEST, /Example: (.*?\.) (?=`npm run)/)[1]
	.split(/(?=Method `)/)
	.slice(1)
	.map(apiRequestParameters);

const run = async (credential: NodeSpec['credential'], parameters: IDataObject, items?: Parameters<typeof runNode>[1]) =>
	await runNode({ type: 'fortnox', credential, parameters }, items);

describe('docs: Fortnox → API Request', () => {
	it('has the two examples this file runs, with these parameters', () => {
		expect([everyCustomerInVaxjo, creatingACustomer]).toEqual([
			{
				resource: 'apiRequest',
				operation: 'send',
				method: 'GET',
				path: '/3/customers',
				queryParameters: { parameters: [{ name: 'city', value: 'Växjö' }] },
				paginate: true,
				returnAll: true,
			},
			{
				resource: 'apiRequest',
				operation: 'send',
				method: 'POST',
				path: '/3/customers',
				jsonBody: '={"Customer": {"Name": "{{ $json.name }}", "City": "Växjö"}}',
			},
		]);
	});

	it('"Creating a customer from each input item": one customer per item, named from it', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const result = await run(credential, creatingACustomer, [{ name: 'Smålands Trä AB' }, { name: 'Bergs Bageri' }]);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.Customer)).toEqual([
			expect.objectContaining({ CustomerNumber: '1', Name: 'Smålands Trä AB', City: 'Växjö' }),
			expect.objectContaining({ CustomerNumber: '2', Name: 'Bergs Bageri', City: 'Växjö' }),
		]);
		expect(sandbox.tenant(tenant.tenantId).customers.map((customer) => [customer.Name, customer.City])).toEqual([
			['Smålands Trä AB', 'Växjö'],
			['Bergs Bageri', 'Växjö'],
		]);
	});

	it('"every customer in Växjö, as items": exactly the customers in Växjö, among 520 others', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 260);
		expect((await run(credential, creatingACustomer, [{ name: 'Smålands Trä AB' }, { name: 'Bergs Bageri' }])).error()).toBeUndefined();
		sandbox.addCustomers(tenant.tenantId, 259);
		const lund = await fetch(`${sandbox.url}/3/customers`, {
			method: 'POST',
			headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json' },
			body: JSON.stringify({ Customer: { Name: 'Lunds Cykel', City: 'Lund' } }),
		});
		expect(lund.status).toBe(201);

		const result = await run(credential, everyCustomerInVaxjo);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => [item.json.CustomerNumber, item.json.Name, item.json.City])).toEqual([
			['261', 'Smålands Trä AB', 'Växjö'],
			['262', 'Bergs Bageri', 'Växjö'],
		]);
	});

	it('"a name given twice is sent twice"', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const pairs = found(API_REQUEST, /a name given twice is sent twice, e\.g\. `([^`]+)`/)[1].split('&');
		const parameters = pairs.map((pair) => ({ name: pair.split('=')[0], value: pair.split('=')[1] }));
		expect(parameters).toEqual([{ name: 'status', value: 'A' }, { name: 'status', value: 'B' }]);
		sandbox.clearRequests();
		const result = await run(credential, { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/customers', queryParameters: { parameters } });
		expect(result.error()).toBeUndefined();
		expect(sandbox.requests.map((request) => request.query)).toEqual([{ status: ['A', 'B'] }]);
	});

	it("Fortnox's error bodies come back explained", async () => {
		const { credential } = accessTokenCredential(sandbox);
		const [, message, explanation] = found(API_REQUEST, /error bodies come back explained, e\.g\. `([^`]+)` with `([^`]+)`/);
		const result = await run(credential, { ...creatingACustomer, jsonBody: '{"Customer": {"City": "Växjö"}}' });
		const error = result.error() as Error & { description?: string };
		expect(error.message).toBe(message);
		expect(error.description).toContain(explanation);
	});
});

describe('docs: other inline examples', () => {
	it('Inbox: a folder by path, e.g. `inbox_s/2026/november` (an upload creates the missing sub-folders)', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const [, path] = found(section('### Fortnox → Inbox (archive inbox)'), /\*\*by path\*\* \(`([^`]+)`\)/);
		expect(path).toBe('inbox_s/2026/november');
		const folder = { __rl: true, mode: 'path', value: path };
		const upload = await run(credential, { resource: 'inbox', operation: 'upload', folder, binaryPropertyName: 'data' }, [
			binaryItem('faktura.pdf', 'application/pdf', Buffer.from('%PDF-1.4 faktura')),
		]);
		expect(upload.error()).toBeUndefined();
		const listed = await run(credential, { resource: 'inbox', operation: 'getFolder', folder });
		expect(listed.items.map((item) => [item.json.Name, (item.json.Files as IDataObject[]).map((file) => file.Name)])).toEqual([['november', ['faktura.pdf']]]);
	});

	it('Company Orders: Get by Organization Number, e.g. `556677-8899`, or ten digits without the dash', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const [, number] = found(section('### Fortnox Company Orders (bank process)'), /\*\*Get by Organization Number\*\* – `([^`]+)`/);
		expect(number).toBe('556677-8899');
		const order = sandbox.createStockOrder(tenant.tenantId, { organizationNumber: number });
		for (const organizationNumber of [number, number.replace('-', '')]) {
			const result = await runNode({
				type: 'fortnoxCompanyOrders',
				credential,
				parameters: { resource: 'stockCompanyOrder', operation: 'getByOrganizationNumber', organizationNumber },
			});
			expect(result.items.map((item) => item.json.id)).toEqual([order.id]);
		}
	});

	it('Errors you may meet: `Description is 31 characters long: at most 25 characters are allowed`', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const [, message, length] = found(section('### Errors you may meet'), /`(Description is (\d+) characters long: at most 25 characters are allowed)`/);
		sandbox.clearRequests();
		const result = await run(credential, { resource: 'label', operation: 'create', description: 'x'.repeat(Number(length)) });
		expect(result.error()?.message).toBe(message);
		expect(sandbox.requests).toEqual([]);
	});
});
