import { FortnoxIntegrationDeveloper } from '../../nodes/FortnoxIntegrationDeveloper/FortnoxIntegrationDeveloper.node.js';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { oAuth2Credential, startSandbox } from '../harness/sandbox';

const NODE = 'fortnoxIntegrationDeveloper';
const TIME_REPORTS = 52001;
const PAYROLL_SYNC = 52002;

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => await sandbox.close());

const developer = () => oAuth2Credential(sandbox, sandbox.createTenant(), 'developerapi');

describe('Fortnox Integration Developer node', () => {
	it('offers only the OAuth2 credential and says the partner API needs the developerapi scope', () => {
		const { description } = new FortnoxIntegrationDeveloper();
		expect(description.credentials).toEqual([{ name: 'fortnoxOAuth2Api', required: true }]);
		const authentication = description.properties.find((property) => property.name === 'authentication');
		expect(authentication?.options).toEqual([{ name: 'OAuth2', value: 'oAuth2' }]);
		const notice = description.properties.find((property) => property.type === 'notice');
		expect(notice?.displayName).toContain('developerapi');
	});

	it('lists the ratings of all integrations, of one, and only the unanswered ones', async () => {
		const { credential } = developer();
		const all = await runNode({ type: NODE, credential, parameters: { resource: 'rating', operation: 'getAll', returnAll: true } });
		expect(all.error()).toBeUndefined();
		expect(all.items.map((item) => [item.json.integrationId, item.json.rating])).toEqual([
			[TIME_REPORTS, 5],
			[TIME_REPORTS, 3],
			[PAYROLL_SYNC, 4],
		]);

		const unanswered = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'rating', operation: 'getAll', returnAll: true, filters: { integrationId: TIME_REPORTS, onlyUnresponded: true } },
		});
		expect(unanswered.items.map((item) => item.json.comment)).toEqual(['Good, but the export to payroll is slow.']);

		const limited = await runNode({ type: NODE, credential, parameters: { resource: 'rating', operation: 'getAll', returnAll: false, limit: 2 } });
		expect(limited.items).toHaveLength(2);
	});

	it('answers a rating; it then no longer counts as unanswered', async () => {
		const { tenant, credential } = developer();
		const unanswered = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'rating', operation: 'getAll', returnAll: true, filters: { onlyUnresponded: true } },
		});
		const ratingId = unanswered.items[0].json.ratingId as number;

		const answered = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'rating', operation: 'respond', ratingId, comment: 'Thanks! A faster export ships in May.' },
		});
		expect(answered.error()).toBeUndefined();
		expect(answered.items[0].json).toMatchObject({ ratingId, response: { comment: 'Thanks! A faster export ships in May.' } });
		const ratings = sandbox.tenant(tenant.tenantId).partner.integrations.flatMap((integration) => integration.ratings);
		expect(ratings.find((rating) => rating.ratingId === ratingId)?.response?.comment).toBe('Thanks! A faster export ships in May.');

		const after = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'rating', operation: 'getAll', returnAll: true, filters: { onlyUnresponded: true } },
		});
		expect(after.items.map((item) => item.json.ratingId)).not.toContain(ratingId);
	});

	it('lists the sales of an integration and its users in one customer company', async () => {
		const { credential } = developer();
		const sales = await runNode({ type: NODE, credential, parameters: { resource: 'sale', operation: 'getAll', integrationId: TIME_REPORTS, returnAll: true } });
		expect(sales.items.map((item) => [item.json.type, item.json.amount])).toEqual([
			['ORDER', 199],
			['ORDER', 199],
			['CANCELLATION', -199],
		]);

		const tenantId = Number(sales.items[0].json.tenantId);
		const users = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'user', operation: 'getAll', integrationId: TIME_REPORTS, tenantId, returnAll: true },
		});
		expect(users.items.map((item) => item.json.email)).toEqual(['anna@kontorsgiganten.example', 'bo@kontorsgiganten.example']);
	});

	it('refuses IDs that are not positive whole numbers before sending anything', async () => {
		const { credential } = developer();
		sandbox.resetStats();
		const zero = await runNode({ type: NODE, credential, parameters: { resource: 'sale', operation: 'getAll', integrationId: 0, returnAll: true } });
		expect(zero.error()?.message).toBe('Integration ID "0" has the wrong format: it must be a positive whole number');
		const fraction = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'user', operation: 'getAll', integrationId: TIME_REPORTS, tenantId: 1.5, returnAll: true },
		});
		expect(fraction.error()?.message).toBe('Tenant ID "1.5" has the wrong format: it must be a positive whole number');
		const empty = await runNode({ type: NODE, credential, parameters: { resource: 'rating', operation: 'respond', ratingId: 1, comment: '  ' } });
		expect(empty.error()?.message).toBe('Response is missing: it is required');
		expect(sandbox.stats.requests).toBe(0);
	});

	it("passes on the service's refusal of an integration that is not yours", async () => {
		const { credential } = developer();
		const result = await runNode({ type: NODE, credential, parameters: { resource: 'sale', operation: 'getAll', integrationId: 99999, returnAll: true } });
		const error = result.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('Integration 99999 is not one of your published integrations.');
		expect(error.description).toContain('Fortnox error code NOT_FOUND');
	});

	it('explains a token without the developerapi scope', async () => {
		const { credential } = oAuth2Credential(sandbox, undefined, 'bookkeeping companyinformation');
		const result = await runNode({ type: NODE, credential, parameters: { resource: 'rating', operation: 'getAll', returnAll: true } });
		const error = result.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('403');
		expect(error.message).toBe('Fortnox refused GET /api/integration-developer/ratings-v1 (HTTP 403): the token may lack the "developerapi" scope (Developer API), or the company the module');
		expect(error.description).toMatch(/^If the token lacks the scope: Add developerapi to the app in Fortnox's Developer Portal and to the Scope of the Fortnox OAuth2 API credential/);
		expect(error.description).toContain('Fortnox said: The access token lacks the developerapi scope.');
	});
});
