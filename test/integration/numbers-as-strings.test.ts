import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { nodeTypes, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, startSandbox } from '../harness/sandbox';
import { PACKAGE, PACKAGE_NODE_TYPES } from '../harness/node-types';

const DEMO = { tenantId: 'demo', accessToken: 'demo-access-token', clientSecret: 'demo-client-secret' };

/**
 * The lists the demo company leaves empty: their Get Many runs here without records (it still
 * checks that the operation works with the option on); the others compare every record.
 */
const EMPTY_IN_DEMO = new Set(
	[
		'fortnox articleUrlConnection', 'fortnox attachment', 'fortnox contract', 'fortnox contractAccrual', 'fortnox contractTemplate',
		'fortnox customerReference', 'fortnox fileConnection', 'fortnox invoiceAccrual', 'fortnox offer', 'fortnox order', 'fortnox price',
		'fortnox supplierInvoiceAccrual', 'fortnox supplierInvoicePayment', 'fortnox taxReduction', 'fortnoxAssets asset',
		'fortnoxAssets assetFileConnection', 'fortnoxCompanyOrders webhook', 'fortnoxPayroll absenceTransaction',
		'fortnoxPayroll attendanceTransaction', 'fortnoxPayroll salaryTransaction', 'fortnoxRecurringBilling invoiceRequest',
		'fortnoxSettings trustedEmailSender', 'fortnoxWarehouse incomingGoods', 'fortnoxWarehouse manualDocument',
		'fortnoxWarehouse productionOrder', 'fortnoxWarehouse stockTaking',
	],
);

/** Every Get Many of every action node: [node, resource], from the nodes' own descriptions. */
function everyGetMany(): Array<[string, string]> {
	return PACKAGE_NODE_TYPES.flatMap((type) => {
		const properties = nodeTypes.getByNameAndVersion(type).description.properties;
		const resources = (properties.find((property) => property.name === 'resource')?.options ?? []) as Array<{ value: string }>;
		const operationsOf = (resource: string) =>
			properties
				.filter((property: INodeProperties) => property.name === 'operation' && (property.displayOptions?.show?.resource as string[] | undefined)?.includes(resource))
				.flatMap((property) => ((property.options ?? []) as Array<{ value: string }>).map((option) => option.value));
		return resources.filter((resource) => operationsOf(resource.value).includes('getAll')).map((resource): [string, string] => [type.slice(PACKAGE.length + 1), resource.value]);
	});
}

/** Every number as a string, as the sandbox's option sends them. */
const asStrings = (value: unknown): unknown =>
	typeof value === 'number' ? String(value) : Array.isArray(value) ? value.map(asStrings) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asStrings(v)])) : value;

/**
 * Issue 40: the real Fortnox sends many numbers of its lists as strings. Every Get Many of every
 * action node, run through n8n's engine on the demo company twice: with numbers, and with every
 * number of every list as a string; the records must be the same, numbers aside.
 */
describe('every Get Many with the numbers of its list as strings', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox({ demo: true, rateLimit: false });
	});
	afterAll(async () => await sandbox.close());

	/** What a Get Many needs besides Return All, from the demo company. */
	const firstRecurring = () => [...sandbox.tenant(DEMO.tenantId).recurring.recurrings.keys()][0];
	const extra: Record<string, () => IDataObject> = {
		'fortnox attachment': () => ({ entityType: 'F', entityIds: '1, 2, 3' }),
		'fortnoxIntegrationDeveloper sale': () => ({ integrationId: 52001 }),
		'fortnoxIntegrationDeveloper user': () => ({ integrationId: 52001, tenantId: 880001 }),
		'fortnoxPayroll timeArticle': () => ({ fromDate: '2026-11-01', toDate: '2026-11-30' }),
		'fortnoxPayroll timeRegistration': () => ({ fromDate: '2026-11-01', toDate: '2026-11-30' }),
		'fortnoxRecurringBilling deviation': () => ({ recurringId: firstRecurring() }),
		'fortnoxRecurringBilling invoiceRequest': () => ({ recurringIds: firstRecurring() }),
	};

	it.each(everyGetMany())('%s %s', async (type, resource) => {
		const { credential } = type === 'fortnoxIntegrationDeveloper' ? oAuth2Credential(sandbox, DEMO, 'developerapi') : accessTokenCredential(sandbox, DEMO);
		const run = async (numbersAsStrings: boolean) => {
			sandbox.setNumbersAsStrings(numbersAsStrings);
			const result = await runNode({ type, credential, parameters: { resource, operation: 'getAll', returnAll: true, ...extra[`${type} ${resource}`]?.() } });
			expect(result.error()).toBeUndefined();
			return asStrings(result.items.map((item) => item.json));
		};
		const expected = (await run(false)) as unknown[];
		// Kept true both ways: a list seeded later must leave EMPTY_IN_DEMO.
		expect([`${type} ${resource}`, expected.length > 0]).toEqual([`${type} ${resource}`, !EMPTY_IN_DEMO.has(`${type} ${resource}`)]);
		expect(await run(true)).toEqual(expected);
	});
});
