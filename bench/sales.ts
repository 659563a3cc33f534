/**
 * The everyday core (sales) under load, through this package's Fortnox node run by n8n's engine,
 * against the sandbox with its 25-per-5-seconds limit on and 300 ms of latency per answer:
 * 1. Invoice → Create: one run of N items (default 1,000), three rows each, default Concurrency.
 *    Prints seconds, requests/s, that as a fraction of the 5 req/s limit (also with the first
 *    window's 25 left out) and the 429s the sandbox answered.
 * 2. Invoice → Get Many, Return All, of N invoices (default 10,000) seeded in the sandbox's state
 *    (copies of one invoice POSTed over its HTTP API, renumbered). Prints requests and seconds.
 * 3. Customer → Create or Update by e-mail of N items (default 1,000), half of them customers seeded
 *    first with that e-mail. Prints requests per item, seconds, created/updated.
 *
 *   npm run bench:sales                                     (about 10 minutes: the limit is the point)
 *   npm run bench:sales -- --invoices=200 --list=10000 --customers=200
 *   npm run bench:sales -- --only=list                      (create, list, upsert; comma-separated)
 *   npm run bench:sales -- --latency=0
 */
import type { TenantCredentials } from '../sandbox';
import type { Sandbox } from '../test/harness/sandbox';
import { accessTokenCredential } from '../test/harness/sandbox';
import { customerSync } from '../test/harness/sync';
import { postRecord, returnAllOfSeeded, runBench, runFigures, timedRun, withSandbox } from './everyday-core';
import { argument, print } from './figures';

const INVOICES = Number(argument('invoices', '1000'));
const LISTED = Number(argument('list', '10000'));
const CUSTOMERS = Number(argument('customers', '1000'));
const LATENCY = Number(argument('latency', '300'));

const threeRows = (k: number) => [
	{ Description: `Konsulttimmar ${k}`, DeliveredQuantity: 8, Price: 1150 },
	{ Description: 'Resa', DeliveredQuantity: 1, Price: 420, VAT: 6 },
	{ Description: 'Material', DeliveredQuantity: 3, Price: 99.5, Discount: 10, DiscountType: 'PERCENT' },
];
/** The same rows as the node's row form holds them. */
const threeFormRows = (k: number) => threeRows(k).map(({ Description, DeliveredQuantity, ...rowFields }) => ({ Description, DeliveredQuantity, rowFields }));

async function invoiceCreates(): Promise<void> {
	await withSandbox(LATENCY, async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 1);
		const customer = sandbox.tenant(tenant.tenantId).customers[0].CustomerNumber;
		const items = Array.from({ length: INVOICES }, (_, k) => ({ k }));
		const { seconds, failed } = await timedRun(
			{
				type: 'fortnox',
				credential,
				parameters: {
					resource: 'invoice',
					operation: 'create',
					customer: { __rl: true, mode: 'id', value: customer },
					rowsInput: 'fields',
					rows: { row: threeFormRows(0) },
					additionalFields: { YourReference: '={{ "Bench " + $json.k }}' },
				},
			},
			items,
		);
		print(
			[
				...runFigures(`Invoice → Create, ${INVOICES} items × 3 rows`, seconds, sandbox.stats),
				`failed ${failed}`,
				`stored ${sandbox.tenant(tenant.tenantId).sales.invoices.length}`,
			].join('  '),
		);
	});
}

/** Luhn check digit, as the sandbox computes OCR references. */
function luhn(digits: string): string {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = Number(digits[digits.length - 1 - i]);
		if (i % 2 === 0) d *= 2;
		sum += d > 9 ? d - 9 : d;
	}
	return String((10 - (sum % 10)) % 10);
}
const ocr = (number: string) => {
	const withLength = number + String((number.length + 2) % 10);
	return withLength + luhn(withLength);
};

/** `count` invoices in the tenant: one POSTed over the HTTP API, the rest copies of it renumbered in the state. */
async function seedInvoices(sandbox: Sandbox, tenant: TenantCredentials, count: number): Promise<void> {
	sandbox.addCustomers(tenant.tenantId, 1);
	const state = sandbox.tenant(tenant.tenantId);
	await postRecord(sandbox, tenant, '/3/invoices', { Invoice: { CustomerNumber: state.customers[0].CustomerNumber, InvoiceRows: threeRows(0) } });
	const sales = state.sales;
	const [template] = sales.invoices;
	for (let n = 2; n <= count; n++) {
		const number = String(n);
		sales.invoices.push({
			head: { ...structuredClone(template.head), DocumentNumber: number, OCR: ocr(number) },
			rows: template.rows.map((row) => ({ ...structuredClone(row), RowId: sales.next.rowId++ })),
			modifiedAt: template.modifiedAt,
		});
	}
	sales.next.invoices = count + 1;
}

const invoiceReturnAll = () =>
	returnAllOfSeeded({
		latency: LATENCY,
		what: `Invoice → Get Many, Return All of ${LISTED}`,
		resource: 'invoice',
		numberField: 'DocumentNumber',
		seed: (sandbox, tenant) => seedInvoices(sandbox, tenant, LISTED),
	});

async function customerUpserts(): Promise<void> {
	await withSandbox(LATENCY, async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const existing = Math.floor(CUSTOMERS / 2);
		sandbox.addCustomers(tenant.tenantId, existing);
		const state = sandbox.tenant(tenant.tenantId);
		state.customers.forEach((customer, k) => {
			customer.Email = `kund${k}@example.com`;
		});
		// Existing and new alternate: item 2j is existing customer j, item 2j + 1 new customer `existing + j`.
		const items = Array.from({ length: CUSTOMERS }, (_, i) => {
			const k = i % 2 === 0 && i / 2 < existing ? i / 2 : existing + Math.floor(i / 2);
			return { email: `kund${k}@example.com`, name: `Kund ${k}`, city: 'Växjö' };
		});
		const { items: outputs, seconds, failed } = await timedRun(customerSync(credential), items);
		const count = (action: string) => outputs.filter((item) => item.json.action === action).length;
		print(
			[
				...runFigures(`Customer → Create or Update by e-mail, ${CUSTOMERS} items (${existing} existing)`, seconds, sandbox.stats),
				`${(sandbox.stats.requests / CUSTOMERS).toFixed(2)} per item`,
				`created ${count('created')}`,
				`updated ${count('updated')}`,
				`failed ${failed}`,
				`customers stored ${state.customers.length}`,
			].join('  '),
		);
	});
}

runBench('Sales', LATENCY, { create: invoiceCreates, list: invoiceReturnAll, upsert: customerUpserts });
