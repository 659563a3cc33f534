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
import type { IDataObject } from 'n8n-workflow';

import { runNode } from '../test/harness/run-workflow';
import type { Sandbox } from '../test/harness/sandbox';
import { accessTokenCredential, startSandbox } from '../test/harness/sandbox';
import { LIMIT_PER_SECOND } from './figures';

const FIRST_WINDOW = 25;

/** `--name=value` arguments, e.g. `--invoices=200`. */
function argument(name: string, fallback: string): string {
	const given = process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`));
	return given === undefined ? fallback : given.slice(name.length + 3);
}

const INVOICES = Number(argument('invoices', '1000'));
const LISTED = Number(argument('list', '10000'));
const CUSTOMERS = Number(argument('customers', '1000'));
const LATENCY = Number(argument('latency', '300'));
const ONLY = argument('only', 'create,list,upsert').split(',');

const print = (line: string) => process.stdout.write(`${line}\n`);

async function withSandbox<T>(run: (sandbox: Sandbox) => Promise<T>): Promise<T> {
	const sandbox = await startSandbox({ rateLimit: true, latency: LATENCY });
	try {
		return await run(sandbox);
	} finally {
		await sandbox.close();
	}
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
	const started = performance.now();
	const value = await run();
	return { value, seconds: (performance.now() - started) / 1000 };
}

const threeRows = (k: number) => [
	{ Description: `Konsulttimmar ${k}`, DeliveredQuantity: 8, Price: 1150 },
	{ Description: 'Resa', DeliveredQuantity: 1, Price: 420, VAT: 6 },
	{ Description: 'Material', DeliveredQuantity: 3, Price: 99.5, Discount: 10, DiscountType: 'PERCENT' },
];
/** The same rows as the node's row form holds them. */
const threeFormRows = (k: number) => threeRows(k).map(({ Description, DeliveredQuantity, ...rowFields }) => ({ Description, DeliveredQuantity, rowFields }));

async function invoiceCreates(): Promise<void> {
	await withSandbox(async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 1);
		const customer = sandbox.tenant(tenant.tenantId).customers[0].CustomerNumber;
		const items = Array.from({ length: INVOICES }, (_, k) => ({ k }));
		const { value: result, seconds } = await timed(() =>
			runNode(
				{
					type: 'fortnox',
					credential,
					continueOnFail: true,
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
			),
		);
		const stopped = result.error();
		if (stopped) throw stopped;
		const { requests, rateLimited } = sandbox.stats;
		const failed = result.items.filter((item) => item.json.error !== undefined).length;
		const rate = requests / seconds;
		print(
			[
				`Invoice → Create, ${INVOICES} items × 3 rows`.padEnd(40),
				`${seconds.toFixed(1)} s`,
				`requests ${requests}`,
				`${rate.toFixed(2)} req/s`,
				`${(rate / LIMIT_PER_SECOND).toFixed(3)} of limit`,
				`(${((requests - FIRST_WINDOW) / seconds / LIMIT_PER_SECOND).toFixed(3)} without the first window)`,
				`429 answered ${rateLimited}`,
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
async function seedInvoices(sandbox: Sandbox, tenantId: string, accessToken: string, clientSecret: string, count: number): Promise<void> {
	sandbox.addCustomers(tenantId, 1);
	const state = sandbox.tenant(tenantId);
	const answer = await fetch(`${sandbox.url}/3/invoices`, {
		method: 'POST',
		headers: { 'Access-Token': accessToken, 'Client-Secret': clientSecret, 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify({ Invoice: { CustomerNumber: state.customers[0].CustomerNumber, InvoiceRows: threeRows(0) } }),
	});
	if (!answer.ok) throw new Error(`seeding: POST /3/invoices answered ${answer.status}: ${await answer.text()}`);
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

async function invoiceReturnAll(): Promise<void> {
	await withSandbox(async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const seeding = await timed(() => seedInvoices(sandbox, tenant.tenantId, tenant.accessToken, tenant.clientSecret, LISTED));
		sandbox.resetStats();
		sandbox.resetRateLimits();
		const { value: result, seconds } = await timed(() =>
			runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'getAll', returnAll: true, filters: {} } }),
		);
		const stopped = result.error();
		if (stopped) throw stopped;
		const numbers = new Set(result.items.map((item) => String((item.json as IDataObject).DocumentNumber)));
		print(
			[
				`Invoice → Get Many, Return All of ${LISTED}`.padEnd(40),
				`${seconds.toFixed(2)} s`,
				`requests ${sandbox.stats.requests}`,
				`429 answered ${sandbox.stats.rateLimited}`,
				`records ${result.items.length} (${numbers.size} distinct)`,
				`(seeded in ${seeding.seconds.toFixed(2)} s)`,
			].join('  '),
		);
	});
}

async function customerUpserts(): Promise<void> {
	await withSandbox(async (sandbox) => {
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
		const { value: result, seconds } = await timed(() =>
			runNode(
				{
					type: 'fortnox',
					credential,
					continueOnFail: true,
					parameters: {
						resource: 'customer',
						operation: 'upsert',
						matchBy: 'email',
						matchValue: '={{ $json.email }}',
						name: '={{ $json.name }}',
						additionalFields: { City: '={{ $json.city }}' },
					},
				},
				items,
			),
		);
		const stopped = result.error();
		if (stopped) throw stopped;
		const count = (action: string) => result.items.filter((item) => item.json.action === action).length;
		const failed = result.items.filter((item) => item.json.error !== undefined).length;
		const { requests, rateLimited } = sandbox.stats;
		print(
			[
				`Customer → Create or Update by e-mail, ${CUSTOMERS} items (${existing} existing)`.padEnd(40),
				`${seconds.toFixed(1)} s`,
				`requests ${requests}`,
				`${(requests / CUSTOMERS).toFixed(2)} per item`,
				`${(requests / seconds).toFixed(2)} req/s`,
				`429 answered ${rateLimited}`,
				`created ${count('created')}`,
				`updated ${count('updated')}`,
				`failed ${failed}`,
				`customers stored ${state.customers.length}`,
			].join('  '),
		);
	});
}

async function main(): Promise<void> {
	process.env.N8N_LOG_LEVEL = 'silent';
	print(`Sales bench: ${LATENCY} ms latency per answer, limit 25 requests per 5 s (5 req/s) per token`);
	if (ONLY.includes('create')) await invoiceCreates();
	if (ONLY.includes('list')) await invoiceReturnAll();
	if (ONLY.includes('upsert')) await customerUpserts();
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
