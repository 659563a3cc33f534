import type { IDataObject } from 'n8n-workflow';

import { byNumber } from '../harness/core';
import { runNode } from '../harness/run-workflow';
import type { LiveTarget } from './target';
import { liveMarker, liveTarget, TEST_COMPANY_WORD } from './target';

// A real Fortnox is hundreds of milliseconds away and shares its limit with the company's other
// integrations: two minutes a test, not the sandbox's one.
jest.setTimeout(120_000);

/**
 * `npm run test:live`: a safe subset of the integration tests, through n8n's engine with the
 * package's nodes, against a Fortnox developer test company when FORTNOX_LIVE_* say so, else the
 * sandbox (as part of `npm test`, so it never rots). It reads, and writes only records it creates
 * itself, each marked, and deletes them again.
 */
describe('live conformance run', () => {
	let target: LiveTarget;
	beforeAll(async () => {
		target = await liveTarget();
		process.stdout.write(`Live conformance run against ${target.where === 'fortnox' ? 'Fortnox (a test company)' : 'the sandbox'}\n`);
	});
	afterAll(async () => await target?.close());

	const fortnox = async (parameters: IDataObject) => {
		const result = await runNode({ type: 'fortnox', credential: target.credential, parameters });
		expect(result.error()).toBeUndefined();
		return result.items.map((item) => item.json);
	};

	it('reads the company information, customers, articles, financial years and accounts', async () => {
		const [company] = await fortnox({ resource: 'companyInformation', operation: 'get' });
		expect(typeof company.CompanyName).toBe('string');
		const years = await fortnox({ resource: 'financialYear', operation: 'getAll', returnAll: true });
		expect(years.length).toBeGreaterThan(0);
		expect(years[0]).toEqual(expect.objectContaining({ FromDate: expect.any(String), ToDate: expect.any(String) }));
		const accounts = await fortnox({ resource: 'account', operation: 'getAll', returnAll: false, limit: 5 });
		expect(accounts).toHaveLength(5);
		for (const resource of ['customer', 'article']) {
			expect(Array.isArray(await fortnox({ resource, operation: 'getAll', returnAll: false, limit: 5 }))).toBe(true);
		}
	});

	it('creates a marked customer, reads it back and deletes it', async () => {
		const marker = liveMarker();
		const [made] = await fortnox({ resource: 'customer', operation: 'create', name: 'n8n live test', additionalFields: { Comments: marker } });
		const number = String(made.CustomerNumber);
		try {
			const [got] = await fortnox({ resource: 'customer', operation: 'get', customer: byNumber(number) });
			expect(got).toMatchObject({ Name: 'n8n live test', Comments: marker });
		} finally {
			await fortnox({ resource: 'customer', operation: 'delete', customer: byNumber(number) });
		}
	});

	it('creates a marked article, reads it back and deletes it', async () => {
		const marker = liveMarker();
		const [made] = await fortnox({ resource: 'article', operation: 'create', description: marker.slice(0, 50), additionalFields: { Type: 'SERVICE', StockGoods: false } });
		const number = String(made.ArticleNumber);
		try {
			const [got] = await fortnox({ resource: 'article', operation: 'get', article: byNumber(number) });
			expect(got.Description).toBe(marker.slice(0, 50));
		} finally {
			await fortnox({ resource: 'article', operation: 'delete', article: byNumber(number) });
		}
	});
});

describe('live conformance run: the guard', () => {
	const credentials = { FORTNOX_LIVE_CLIENT_ID: 'id', FORTNOX_LIVE_CLIENT_SECRET: 'secret', FORTNOX_LIVE_TENANT_ID: '1' };
	it('refuses credentials without the word that the company is a test company, and says why', async () => {
		await expect(liveTarget(credentials)).rejects.toThrow(/FORTNOX_LIVE_TEST_COMPANY is not "yes-this-is-a-test-company"/);
	});
	it('targets https://api.fortnox.se with the word', async () => {
		const target = await liveTarget({ ...credentials, FORTNOX_LIVE_TEST_COMPANY: TEST_COMPANY_WORD });
		expect(target).toMatchObject({ where: 'fortnox', credential: { type: 'fortnoxServiceAccountApi' } });
	});
});
