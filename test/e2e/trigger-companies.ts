// A Stream Trigger over client companies of the demo firm in a real n8n (issue 50, point 2): one
// service account, Companies (Tenant IDs) listing the companies. Each company's new customers come
// once, labelled with the company, through a company removed from the list and one added, and
// through a restart of n8n's main process during which customers were made: n8n keeps each
// company's place in the static data it saves.
import type { IDataObject } from 'n8n-workflow';

import { ACTIVATION_MARGIN_MS } from '../../nodes/shared/activation-margin';
import { CREDENTIALS } from '../../scripts/n8n-instance';
import { asBookkeeper, waitFor } from './harness';
import type { TriggerHost } from './several-workflows';
import { scenarioRuns, workflowOf } from './several-workflows';

/** The demo app's client ID, the service account credential's: a company approves the app by it. */
const DEMO_APP = 'demo-client-id';

const SERVICE_ACCOUNT = { fortnoxServiceAccountApi: { id: CREDENTIALS.serviceAccount.id, name: CREDENTIALS.serviceAccount.name } };

/** A customer a run started with, as "tenant number". */
const byCompany = (json: IDataObject) => `${String(json.tenantId)} ${String(json.CustomerNumber)}`;

/** A customer the company's bookkeeper makes; "tenant number". */
async function newCustomer(real: TriggerHost, tenantId: string, name: string): Promise<string> {
	const { Customer } = (await asBookkeeper(real, 'POST', '/3/customers', { Customer: { Name: name } }, tenantId)) as { Customer: { CustomerNumber: string } };
	return `${tenantId} ${Customer.CustomerNumber}`;
}

export function describeTriggerOverCompanies(real: () => TriggerHost): void {
	const { start, untilEachHas } = scenarioRuns(real, byCompany);

	describe('a Stream Trigger over several client companies, in a real n8n', () => {
		const workflow = { name: 'New customer of any client (stream)', id: '' };
		const owed: string[] = [];
		let added = '';
		const definition = (companies: string[]) =>
			workflowOf(
				workflow.name,
				{
					type: 'fortnoxStreamTrigger',
					parameters: { authentication: 'serviceAccount', companyTenantIds: companies.join(', '), events: ['customerCreated'], options: {} },
					credentials: SERVICE_ACCOUNT,
				},
				50,
			);
		/** Waits until the stream's connection is subscribed with a token of each company. */
		const followedOnStream = async (companies: string[]) =>
			await waitFor('the stream to take every company', () =>
				real()
					.sandbox.stream.connections()
					.some((connection) => connection.subscribed && companies.every((tenantId) => connection.tenants.includes(tenantId)))
					? true
					: undefined,
			);
		/**
		 * Customers a followed company made in the margin before the first activation (the scenario
		 * before this one makes some): the trigger may hand those on too, as documented, once each.
		 */
		const inMargin = new Set<string>();
		/** Every owed customer once, none twice, and no other but one made in the margin. */
		const expectEveryOwedOnce = async () => {
			const had = (await untilEachHas([workflow], () => owed)).get(workflow.id)!;
			expect({
				missing: owed.filter((customer) => !had.includes(customer)),
				twice: had.filter((customer, k) => had.indexOf(customer) !== k),
				unowed: had.filter((customer) => !owed.includes(customer) && !inMargin.has(customer)),
			}).toEqual({ missing: [], twice: [], unowed: [] });
		};

		beforeAll(async () => {
			await start();
			const companies = ['demo', 'demo-limited', 'demo-client'];
			const { id } = await real().api<{ id: string }>('/workflows', 'POST', definition(companies));
			workflow.id = id;
			const { sandbox } = real();
			// A second for the two processes' clocks; the trigger counts from its start, after this.
			const marginFrom = sandbox.now() - ACTIVATION_MARGIN_MS - 1000;
			for (const tenantId of companies) {
				for (const customer of sandbox.tenant(tenantId).customers) if (customer.modifiedAt >= marginFrom) inMargin.add(`${tenantId} ${customer.CustomerNumber}`);
			}
			expect(await real().api(`/workflows/${id}/activate`, 'POST')).toMatchObject({ id, active: true });
			await followedOnStream(companies);
		});

		afterAll(async () => {
			await real().api(`/workflows/${workflow.id}/deactivate`, 'POST');
		});

		it("hands on each company's new customers once, each labelled with its company", async () => {
			for (const tenantId of ['demo', 'demo-limited', 'demo-client']) owed.push(await newCustomer(real(), tenantId, `Ny kund hos ${tenantId}`));
			await expectEveryOwedOnce();
		});

		it('follows a company added to the list and no longer one removed, the others keeping their place', async () => {
			const { sandbox } = real();
			added = sandbox.createTenant().tenantId;
			sandbox.createServiceAccount(added, { clientId: DEMO_APP });
			await real().api(`/workflows/${workflow.id}/deactivate`, 'POST');
			// Made while the workflow is inactive: the kept company's comes at reactivation.
			owed.push(await newCustomer(real(), 'demo-limited', 'Medan inaktiv AB'));
			const companies = ['demo-limited', 'demo-client', added];
			await real().api(`/workflows/${workflow.id}`, 'PUT', definition(companies));
			await real().api(`/workflows/${workflow.id}/activate`, 'POST');
			await followedOnStream(companies);
			await newCustomer(real(), 'demo', 'Inte längre följd AB');
			owed.push(await newCustomer(real(), added, 'Ny klient AB'), await newCustomer(real(), 'demo-client', 'Igen AB'));
			await expectEveryOwedOnce();
		});

		it('after an n8n restart, hands on what each followed company got while n8n was down, once each', async () => {
			await real().n8n.restartMain(async () => {
				owed.push(await newCustomer(real(), 'demo-limited', 'Under omstarten AB'), await newCustomer(real(), added, 'Medan nere AB'));
			});
			owed.push(await newCustomer(real(), 'demo-client', 'Efter omstarten AB'));
			await expectEveryOwedOnce();
		});
	});
}
