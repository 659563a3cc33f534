// Triggers over several client companies from one service account (issue 50, point 2): the Fortnox
// Trigger and the Warehouse Trigger follow the companies Companies (Tenant IDs) lists, each with its
// own token and memory, and every event says which company it came from. A company added starts as
// a new trigger does, one removed is forgotten, the others keep their place through a restart; a
// company that refuses is reported once and holds nobody else back, and once it answers, what it
// missed comes once.
import type { IDataObject } from 'n8n-workflow';

import { ACTIVATION_MARGIN_MS } from '../../nodes/shared/activation-margin';
import { hostPoller, withPollBudgets } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import { runNode } from '../harness/run-workflow';
import type { NodeSpec } from '../harness/run-workflow';
import { customerMadeIn as newCustomer, firmOf, ownCustomers } from '../harness/firm';
import type { Sandbox } from '../harness/sandbox';
import { startSandbox } from '../harness/sandbox';
import { byId, purchaseOrderHeader } from '../harness/warehouse';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());

const firm = (count: number) => firmOf(sandbox, count);
type Credential = NodeSpec['credential'];

/** Fortnox's clock moves past the first poll's activation margin: what was made until now is history to it. */
const madeLongAgo = () => sandbox.setTime(sandbox.now() + ACTIVATION_MARGIN_MS + 2 * 60_000);

/** A Fortnox Trigger for new customers over `companies`, with the service account. */
const customerTrigger = (credential: Credential, companies: string[] | string, options: Parameters<typeof hostPoller>[1] = {}) =>
	hostPoller(
		{
			type: 'fortnoxTrigger',
			credential,
			parameters: { authentication: 'serviceAccount', companyTenantIds: Array.isArray(companies) ? companies.join(', ') : companies, events: ['customerCreated'] },
		},
		options,
	);

/** The customers a poll handed on, as "tenant number", each checked to be the company's own. */
function customersIn(outcome: PollOutcome): string[] {
	expect(outcome.error).toBeUndefined();
	return ownCustomers(sandbox, (outcome.emitted ?? []).map(({ json }) => json));
}

describe('a Fortnox Trigger over several companies (Companies (Tenant IDs))', () => {
	it("hands on each company's events once, each labelled with its company, each company with its own token", async () => {
		const { companies, credential } = firm(3);
		await newCustomer(credential, companies[1], 'Gammal Kund AB');
		madeLongAgo();
		const trigger = customerTrigger(credential, companies);
		const tokensBefore = sandbox.stats.tokenRequests;
		expect(customersIn(await trigger.poll())).toEqual([]);
		// A token each for the two companies the node that made the old customer did not ask one for.
		expect(sandbox.stats.tokenRequests - tokensBefore).toBe(2);

		const made = [
			await newCustomer(credential, companies[0], 'Ett AB'),
			await newCustomer(credential, companies[1], 'Två AB'),
			await newCustomer(credential, companies[2], 'Tre AB'),
			await newCustomer(credential, companies[2], 'Fyra AB'),
		];
		expect(customersIn(await trigger.poll())).toEqual([...made].sort());
		expect(customersIn(await trigger.poll())).toEqual([]);
		// Each company's memory is its own, kept by tenant.
		expect(Object.keys(trigger.saved().companies as IDataObject).sort()).toEqual([...companies].sort());
	});

	it("keeps each company's first memory under n8n 2.40's durable poll cursors, where the activation poll's static data is dropped", async () => {
		const { companies, credential } = firm(2);
		const trigger = customerTrigger(credential, companies, { durableCursors: true });
		expect(customersIn(await trigger.poll())).toEqual([]);
		const made = [await newCustomer(credential, companies[0], 'Första AB'), await newCustomer(credential, companies[1], 'Andra AB')];
		expect(customersIn(await trigger.poll())).toEqual([...made].sort());
		expect(customersIn(await trigger.poll())).toEqual([]);
	});

	withPollBudgets('shares one poll budget among the companies: with almost none left, each company still hands on a record a poll, and in the end every one, once', async () => {
		const { companies, credential } = firm(3);
		const trigger = customerTrigger(credential, companies, { budgetMs: 1 });
		expect(customersIn(await trigger.poll())).toEqual([]);
		const made: string[] = [];
		for (const tenantId of companies) for (const name of ['Ett', 'Två', 'Tre']) made.push(await newCustomer(credential, tenantId, `${name} AB`));
		const handed: string[] = [];
		for (let poll = 1; poll <= 3; poll++) {
			const polled = customersIn(await trigger.poll());
			expect(polled).toHaveLength(3);
			handed.push(...polled);
		}
		expect(handed.sort()).toEqual(made.sort());
		expect(customersIn(await trigger.poll())).toEqual([]);
	});

	it('follows a company added from then on and forgets one removed, the others keeping their place through a restart', async () => {
		const { companies, credential } = firm(4);
		const [a, b, c, d] = companies;
		const trigger = customerTrigger(credential, [a, b, c]);
		expect(customersIn(await trigger.poll())).toEqual([]);
		const beforeChange = [await newCustomer(credential, a, 'A före'), await newCustomer(credential, c, 'C före')];
		await newCustomer(credential, d, 'D sedan länge');
		madeLongAgo();

		// b is removed and d added: a and c hand on what was made since their last poll, d only what comes later.
		trigger.reconfigure({ companyTenantIds: `${a}, ${c}, ${d}` });
		expect(customersIn(await trigger.poll())).toEqual([...beforeChange].sort());
		expect(Object.keys(trigger.saved().companies as IDataObject).sort()).toEqual([a, c, d].sort());

		const later = [await newCustomer(credential, a, 'A sedan'), await newCustomer(credential, d, 'D ny')];
		await newCustomer(credential, b, 'B utan trigger');
		trigger.restart();
		expect(customersIn(await trigger.poll())).toEqual([...later].sort());
		expect(customersIn(await trigger.poll())).toEqual([]);
	});

	it('keeps the credential company\'s place when a trigger of one company comes to follow a list, and back', async () => {
		const { companies, credential } = firm(2);
		const [own, other] = companies;
		const trigger = customerTrigger(credential, '');
		expect(customersIn(await trigger.poll())).toEqual([]);
		const made = await newCustomer(credential, own, 'Egen AB');
		// Without a list, its events name no company.
		trigger.reconfigure({ companyTenantIds: `${own}, ${other}` });
		expect(customersIn(await trigger.poll())).toEqual([made]);

		const afterList = await newCustomer(credential, own, 'Egen Igen AB');
		trigger.reconfigure({ companyTenantIds: '' });
		const outcome = await trigger.poll();
		expect(outcome.error).toBeUndefined();
		expect(outcome.emitted?.map(({ json }) => [json.tenantId, `${own} ${String(json.CustomerNumber)}`])).toEqual([[undefined, afterList]]);
		expect(trigger.saved().companies).toBeUndefined();
	});

	it('reports a company that refuses once, holding the others back only for that poll, and hands on what it missed once it answers', async () => {
		const { companies, credential } = firm(3);
		const [a, b, c] = companies;
		const trigger = customerTrigger(credential, companies);
		expect(customersIn(await trigger.poll())).toEqual([]);

		// The company no longer has the module the customer register needs (Fortnox: 2001101).
		sandbox.setAccess(b, { licences: [] });
		const first = [await newCustomer(credential, a, 'A 1'), await newCustomer(credential, c, 'C 1')];
		const refused = await trigger.poll();
		expect(refused.error?.message).toContain(`Company (tenant) ${b}:`);
		expect(refused.error?.message).toContain('no licence for the "customer" scope');

		// The next polls go on for the others, and report b no more within the hour.
		expect(customersIn(await trigger.poll())).toEqual([...first].sort());
		const second = await newCustomer(credential, c, 'C 2');
		const outcomes = [await trigger.poll(), await trigger.poll(), await trigger.poll()];
		expect(outcomes.map((outcome) => outcome.error)).toEqual([undefined, undefined, undefined]);
		expect(outcomes.flatMap(customersIn)).toEqual([second]);

		sandbox.setAccess(b, { licences: null });
		const missed = await newCustomer(credential, b, 'B under vägran');
		expect(customersIn(await trigger.poll())).toEqual([missed]);
		expect(customersIn(await trigger.poll())).toEqual([]);
	});

	it('names a company that did not approve the app, and goes on for the others', async () => {
		const { companies, credential } = firm(2);
		const stranger = sandbox.createTenant().tenantId;
		const trigger = customerTrigger(credential, [...companies, stranger]);
		const refused = await trigger.poll();
		expect(refused.error?.message).toContain(`Company (tenant) ${stranger}:`);
		expect(customersIn(await trigger.poll())).toEqual([]);
		const made = await newCustomer(credential, companies[1], 'Godkänd AB');
		expect(customersIn(await trigger.poll())).toEqual([made]);
	});

	it("refuses a list it cannot read before anything is sent", async () => {
		const { credential } = firm(1);
		const requestsBefore = sandbox.stats.requests;
		const trigger = hostPoller({
			type: 'fortnoxTrigger',
			credential,
			parameters: { authentication: 'serviceAccount', companyTenantIds: '={{ [{ name: "ingen" }] }}', events: ['customerCreated'] },
		});
		const outcome = await trigger.poll();
		expect(outcome.error?.message).toMatch(/^Companies \(Tenant IDs\) include \{"name":"ingen"\}/);
		expect(sandbox.stats.requests).toBe(requestsBefore);
	});
});

describe('a Warehouse Trigger over several companies', () => {
	const TODAY = '2026-11-20';

	it("hands on each company's new purchase orders once, each labelled with its company", async () => {
		const { companies, credential } = firm(2);
		for (const tenantId of companies) sandbox.setWarehouseToday(tenantId, TODAY);
		const trigger = hostPoller({
			type: 'fortnoxWarehouseTrigger',
			credential,
			parameters: { authentication: 'serviceAccount', companyTenantIds: `={{ ${JSON.stringify(companies)} }}`, events: ['purchaseOrderCreated'] },
		});
		const outcome = await trigger.poll();
		expect(outcome.error).toBeUndefined();
		expect(outcome.emitted).toBeNull();

		const made: string[] = [];
		for (const tenantId of [...companies, companies[1]]) {
			const result = await runNode({
				type: 'fortnoxWarehouse',
				credential,
				parameters: {
					authentication: 'serviceAccount',
					companyTenantId: tenantId,
					resource: 'purchaseOrder',
					operation: 'create',
					supplier: byId('202'),
					...purchaseOrderHeader(TODAY),
					rows: { row: [{ itemId: '1001', orderedQuantity: 3, price: 1890, stockPoint: 'MAIN', stockLocation: 'A1' }] },
				},
			});
			expect(result.error()).toBeUndefined();
			made.push(`${tenantId} ${String(result.items[0].json.id)}`);
		}
		const polled = await trigger.poll();
		expect(polled.error).toBeUndefined();
		expect((polled.emitted ?? []).map(({ json }) => `${String(json.tenantId)} ${String(json.id)}`).sort()).toEqual(made.sort());
		const again = await trigger.poll();
		expect(again.emitted).toBeNull();
	});
});
