// A Stream Trigger over several client companies from one service account (issue 50, point 2): one
// connection carries every company's token, every event says which company it came from, each
// once; a company added starts from its activation, one removed is forgotten, the others keep their
// place; a company that cannot be joined is reported and tried again, and the others go on.
import type { IDataObject } from 'n8n-workflow';

import { JOIN_AGAIN_MS } from '../../nodes/FortnoxStreamTrigger/companies';
import { useCoreSandbox } from '../harness/core';
import { customerMadeIn as newCustomer, firmOf, ownCustomers } from '../harness/firm';
import type { NodeSpec } from '../harness/run-workflow';
import type { StreamHost } from '../harness/stream-host';
import { hostTrigger } from '../harness/stream-host';

const { sandbox } = useCoreSandbox();

const firm = (count: number) => firmOf(sandbox(), count);
type Credential = NodeSpec['credential'];

const hosts: StreamHost[] = [];
function trigger(credential: Credential, companies: string[]): StreamHost {
	const host = hostTrigger({
		type: 'fortnoxStreamTrigger',
		credential,
		parameters: { authentication: 'serviceAccount', companyTenantIds: companies.join(', '), events: ['customerCreated'], options: {} },
	});
	hosts.push(host);
	return host;
}

const realNow = Date.now.bind(Date);
/** Moves n8n's clock (Date.now) and Fortnox's (the sandbox's) `ms` on from now, together. */
function timePasses(ms: number): void {
	jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ms);
	sandbox().setTime(realNow() + ms);
}
afterEach(async () => {
	for (const host of hosts.splice(0)) await host.deactivate();
	jest.restoreAllMocks();
	sandbox().setTime(null);
});

/** The customers the runs started with, as "tenant number", each checked to be the company's own. */
function customersOf(host: StreamHost): string[] {
	return ownCustomers(sandbox(), host.runs.flatMap((run) => run.items));
}

/** Waits until `count` runs started, then a moment for any that should not come. */
async function settled(host: StreamHost, count: number): Promise<string[]> {
	await host.runsReach(count);
	await new Promise((resolve) => setTimeout(resolve, 300));
	return customersOf(host);
}

describe('a Stream Trigger over several companies (Companies (Tenant IDs))', () => {
	it("follows every company on one connection and hands on each company's events once, labelled", async () => {
		const { companies, credential } = firm(3);
		const host = trigger(credential, companies);
		await host.activate();
		expect(sandbox().stream.connections()).toEqual([expect.objectContaining({ tenants: expect.arrayContaining(companies), subscribed: true })]);
		expect(sandbox().stream.connections()).toHaveLength(1);

		const made = [
			await newCustomer(credential, companies[0], 'Ett AB'),
			await newCustomer(credential, companies[1], 'Två AB'),
			await newCustomer(credential, companies[2], 'Tre AB'),
			await newCustomer(credential, companies[1], 'Fyra AB'),
		];
		expect(await settled(host, 4)).toEqual([...made].sort());
		expect(Object.keys(host.saved().companies as IDataObject).sort()).toEqual([...companies].sort());
	});

	it('after a change of the list, hands on what a kept company missed meanwhile, an added one from its activation, a removed one nothing', async () => {
		const { companies, credential } = firm(4);
		const [a, b, c, d] = companies;
		const host = trigger(credential, [a, b, c]);
		await host.activate();
		const first = await newCustomer(credential, a, 'A först');
		await settled(host, 1);
		await host.deactivate();

		// While inactive: a and b get customers; d's is history to it; then b is removed and d added.
		const missed = await newCustomer(credential, a, 'A medan');
		await newCustomer(credential, b, 'B medan');
		await newCustomer(credential, d, 'D förut');
		timePasses(5 * 60_000);
		host.reconfigure({ companyTenantIds: `${a}, ${c}, ${d}` });
		await host.activate();
		const later = [await newCustomer(credential, d, 'D sedan'), await newCustomer(credential, c, 'C sedan')];
		expect(await settled(host, 4)).toEqual([first, missed, ...later].sort());
		expect(Object.keys(host.saved().companies as IDataObject).sort()).toEqual([a, c, d].sort());
	});

	it('reports a company that did not approve the app, follows the others, and follows it too once it approves', async () => {
		const { companies, credential, account } = firm(2);
		const late = sandbox().createTenant().tenantId;
		const host = trigger(credential, [...companies, late]);
		await host.activate();
		expect(host.failures.map((failure) => failure.message)).toEqual([expect.stringContaining(`Company (tenant) ${late}:`)]);

		const made = await newCustomer(credential, companies[1], 'Godkänd AB');
		expect(await settled(host, 1)).toEqual([made]);

		// The company approves the app; five minutes on, the trigger joins it.
		sandbox().createServiceAccount(late, { clientId: account.clientId, clientSecret: account.clientSecret });
		timePasses(JOIN_AGAIN_MS);
		const connected = () => sandbox().stream.connections()[0]?.tenants.includes(late);
		while (!connected()) await new Promise((resolve) => setTimeout(resolve, 50));
		const then = await newCustomer(credential, late, 'Sent Godkänd AB');
		expect(await settled(host, 2)).toEqual([made, then].sort());
		expect(host.failures).toHaveLength(1);
	});

	it('refuses to activate, naming each company, when no company can be joined', async () => {
		const { credential } = firm(1);
		const strangers = [sandbox().createTenant().tenantId, sandbox().createTenant().tenantId];
		await expect(trigger(credential, strangers).activate()).rejects.toThrow(new RegExp(`Company \\(tenant\\) ${strangers[0]}:`));
	});
});
