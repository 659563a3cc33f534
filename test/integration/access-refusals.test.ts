// A real company's Fortnox (issue 48): a token without a scope, a company without a module or without
// the API licence. Each refusal, 403 or 400 alike, names what is missing and the steps for the
// credential in use, keeping Fortnox's code and text beside them.
import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { CONCURRENCY_DEFAULT } from '../../nodes/shared/descriptions';
import { useClocks } from '../harness/clocks';
import { byNumber } from '../harness/core';
import type { FaultProxy } from '../harness/fault-proxy';
import { throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { hostPoller } from '../harness/poll-host';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());
const proxy = useFaultProxy(() => sandbox.url);
const clocks = useClocks(() => sandbox);

type Credential = NodeSpec['credential'];
type Failure = Error & { description?: string; context?: IDataObject };

/** Every scope but the ones named. */
const without = (...missing: string[]) =>
	['archive', 'article', 'bookkeeping', 'companyinformation', 'customer', 'invoice', 'settings', 'supplier', 'warehouse'].filter((scope) => !missing.includes(scope));

/** The same refusal with HTTP 400, as Fortnox answers it too for some resources. */
const as400 = (through: FaultProxy) =>
	through.setRule(() => ({ kind: 'rewrite', change: (answer) => (answer.status === 403 ? { ...answer, status: 400 } : answer) }));

const failureOf = async (credential: Credential, parameters: IDataObject, type = 'fortnox'): Promise<Failure> => {
	const result = await runNode({ type, credential, parameters });
	const error = result.error() as Failure | undefined;
	if (!error) throw new Error(`${JSON.stringify(parameters)} did not fail`);
	return error;
};

describe('a token without the scope a resource needs (Fortnox 2000663)', () => {
	const operations: Array<[string, IDataObject]> = [
		['Get Many invoices', { resource: 'invoice', operation: 'getAll', returnAll: true }],
		['Get an invoice', { resource: 'invoice', operation: 'get', documentNumber: byNumber('1') }],
		['Create an invoice', { resource: 'invoice', operation: 'create', customer: byNumber('1'), rowsInput: 'fields', rows: { row: [{ Description: 'Konsult', DeliveredQuantity: 1 }] } }],
	];

	it.each(operations)('%s with a legacy token: names the invoice scope and how a legacy token gets it', async (_, parameters) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.setAccess(tenant.tenantId, { tokenScopes: without('invoice') });
		const error = await failureOf(credential, parameters);
		expect(error.message).toMatch(/^Fortnox refused (GET|POST) \/3\/invoices(\/1)?: the token lacks the "invoice" scope \(Invoice\)$/);
		expect(error.description).toMatch(/^A legacy access token holds the scopes of the integration it was made for: add invoice to the integration/);
		expect(error.description).toContain('Fortnox said: Har inte behörighet för scope · Fortnox error code 2000663 · HTTP 403');
		expect(error.context?.code).toBe('2000663');
	});

	it.each(operations)('%s with OAuth2, answered 400: the same message, and the OAuth2 steps', async (_, parameters) => {
		const { credential } = oAuth2Credential(sandbox, undefined, without('invoice').join(' '));
		throughProxy(credential, proxy());
		as400(proxy());
		const error = await failureOf(credential, parameters);
		expect(error.message).toMatch(/: the token lacks the "invoice" scope \(Invoice\)$/);
		expect(error.description).toMatch(
			/^Add invoice to the app in Fortnox's Developer Portal and to the Scope of the Fortnox OAuth2 API credential, then click "Connect my account" again/,
		);
		expect(error.description).toContain('Fortnox error code 2000663 · HTTP 400');
	});

	it('with a service account: the administrator approves the app again; the credential stays', async () => {
		const { credential } = serviceAccountCredential(sandbox, undefined, without('customer'));
		const error = await failureOf(credential, { resource: 'customer', operation: 'create', name: 'Kund AB' });
		expect(error.message).toBe('Fortnox refused POST /3/customers: the token lacks the "customer" scope (Customer)');
		expect(error.description).toMatch(/have the company's administrator approve the app again in Fortnox.*The credential itself stays as it is\./);
		expect(error.description).not.toMatch(/Connect my account/);
	});

	it('a batch under Continue On Fail learns it from its first requests: each of 50 items fails with the scope named, only those in flight sent; articles still go', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.setAccess(tenant.tenantId, { tokenScopes: without('invoice') });
		const before = sandbox.stats.requests;
		const result = await runNode(
			{ type: 'fortnox', credential, continueOnFail: true, parameters: { resource: 'invoice', operation: 'get', documentNumber: byNumber('={{ $json.number }}') } },
			Array.from({ length: 50 }, (_, k) => ({ number: String(k + 1) })),
		);
		expect(result.items).toHaveLength(50);
		expect(result.items.map((item) => String(item.json.error))).toEqual(
			Array.from({ length: 50 }, (_, k) => `Fortnox refused GET /3/invoices/${k + 1}: the token lacks the "invoice" scope (Invoice)`),
		);
		// The items in flight when the first answer came (the node runs 10 at a time) were sent; none after.
		expect(sandbox.stats.requests - before).toBeLessThanOrEqual(CONCURRENCY_DEFAULT);
		// Another scope of the same token is asked as before.
		const articles = await runNode({ type: 'fortnox', credential, parameters: { resource: 'article', operation: 'getAll', returnAll: true } });
		expect(articles.error()).toBeUndefined();
	});

	it.each([403, 400])('a picker (list search) says the same, answered %s, and shows no empty list', async (status) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.setAccess(tenant.tenantId, { tokenScopes: without('customer') });
		throughProxy(credential, proxy());
		if (status === 400) as400(proxy());
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'create' } });
		const picked = new Fortnox().methods.listSearch.searchCustomers.call(context, 'kund');
		await expect(picked).rejects.toThrow('Fortnox refused GET /3/customers: the token lacks the "customer" scope (Customer)');
	});
});

describe('a company without the module (Fortnox 2001101)', () => {
	it.each([403, 400])('names the Lager module and that the company adds it, with no reconnect advice (HTTP %s)', async (status) => {
		const { tenant, credential } = oAuth2Credential(sandbox);
		sandbox.setWarehouseEnabled(tenant.tenantId, false);
		throughProxy(credential, proxy());
		if (status === 400) as400(proxy());
		const error = await failureOf(credential, { resource: 'stockPoint', operation: 'getAll', returnAll: true }, 'fortnoxWarehouse');
		expect(error.message).toBe('Fortnox refused GET /api/warehouse/stockpoints-v1: the company has no licence for the Lager module (the "warehouse" scope (Warehouse))');
		expect(error.description).toMatch(/^An administrator of the company adds the Lager module in Fortnox/);
		expect(error.description).not.toMatch(/Connect my account|reconnect the/i);
		expect(error.description).toContain(`Fortnox said: Det finns ingen aktiv licens för önskat scope · Fortnox error code 2001101 · HTTP ${status}`);
	});

	it('names the Lön module for payroll', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.setAccess(tenant.tenantId, { licences: without('salary') });
		const error = await failureOf(credential, { resource: 'employee', operation: 'getAll', returnAll: true }, 'fortnoxPayroll');
		expect(error.message).toBe('Fortnox refused GET /3/employees: the company has no licence for the Lön module (the "salary" scope (Salary))');
	});
});

describe('a company without the API licence (Fortnox 2001103)', () => {
	it('says the company has no API licence, for any resource', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.setAccess(tenant.tenantId, { apiLicence: false });
		const error = await failureOf(credential, { resource: 'customer', operation: 'getAll', returnAll: true });
		expect(error.message).toBe('Fortnox refused GET /3/customers: the company has no API licence, so Fortnox lets no integration use its data');
		expect(error.description).toContain('Fortnox said: Api-licens saknas. · Fortnox error code 2001103 · HTTP 403');
	});
});

describe('a 403 without one of these codes', () => {
	it('names the scope and the module the resource may lack, and both steps', async () => {
		const { credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		proxy().setRule(() => ({ kind: 'answer', status: 403, body: JSON.stringify({ ErrorInformation: { error: 1, message: 'Forbidden', code: 2000000 } }) }));
		const error = await failureOf(credential, { resource: 'invoice', operation: 'getAll', returnAll: true });
		expect(error.message).toBe('Fortnox refused GET /3/invoices (HTTP 403): the token may lack the "invoice" scope (Invoice), or the company the Fakturering module');
		expect(error.description).toMatch(/^If the token lacks the scope: A legacy access token .* If the company lacks the module: An administrator of the company adds the Fakturering module/);
	});
});

describe('a polling trigger refused for want of a scope', () => {
	it('reports 1 failed poll in 60 polls a minute apart, and once the scope is granted hands on every event it missed, once', async () => {
		const MINUTE = 60_000;
		let now = Date.parse('2026-11-10T08:00:00Z');
		clocks.set(now, 0);
		const { tenant, credential } = accessTokenCredential(sandbox);
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['customerCreated'] } });
		const poll = async () => {
			now += MINUTE;
			clocks.to(now);
			return await trigger.poll();
		};
		expect((await poll()).error).toBeUndefined();
		sandbox.setAccess(tenant.tenantId, { tokenScopes: without('customer') });

		const failures: string[] = [];
		for (let k = 0; k < 60; k++) {
			// A customer made in Fortnox every ten minutes while the trigger is refused.
			if (k % 10 === 0) sandbox.addCustomers(tenant.tenantId, 1);
			const outcome = await poll();
			expect(outcome.emitted ?? []).toEqual([]);
			if (outcome.error) failures.push(outcome.error.message);
		}
		expect(failures).toEqual(['Fortnox refused GET /3/customers: the token lacks the "customer" scope (Customer)']);

		sandbox.setAccess(tenant.tenantId, { tokenScopes: null });
		const granted = await poll();
		expect(granted.error).toBeUndefined();
		expect((granted.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(json.CustomerNumber)}`)).toEqual(
			['1', '2', '3', '4', '5', '6'].map((number) => `customerCreated ${number}`),
		);
		expect((await poll()).emitted ?? []).toEqual([]);
	});
});
