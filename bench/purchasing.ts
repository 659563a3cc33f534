/**
 * The everyday core (purchasing and bookkeeping) under load, through this package's Fortnox node run
 * by n8n's engine, against the sandbox with its 25-per-5-seconds limit on and 300 ms of latency per
 * answer:
 * 1. Voucher → Create: one run of N items (default 500), three balanced rows each as JSON mapped from
 *    the item, in series A, default Concurrency. Prints seconds, requests/s, that as a fraction of the
 *    5 req/s limit (also with the first window's 25 left out), the 429s the sandbox answered, and the
 *    vouchers the sandbox holds afterwards with their numbers in the series.
 * 2. Supplier Invoice → Get Many, Return All, of N supplier invoices (default 10,000) seeded in the
 *    sandbox's state (copies of one supplier invoice POSTed over its HTTP API, renumbered). Prints
 *    requests and seconds.
 *
 *   npm run bench:purchasing                                (about 2 minutes: the limit is the point)
 *   npm run bench:purchasing -- --vouchers=200 --list=10000
 *   npm run bench:purchasing -- --only=list                 (create, list; comma-separated)
 *   npm run bench:purchasing -- --latency=0
 */
import type { TenantCredentials } from '../sandbox';
import type { Sandbox } from '../test/harness/sandbox';
import { accessTokenCredential } from '../test/harness/sandbox';
import { postRecord, returnAllOfSeeded, runBench, runFigures, timedRun, withSandbox } from './everyday-core';
import { argument, print } from './figures';

const VOUCHERS = Number(argument('vouchers', '500'));
const LISTED = Number(argument('list', '10000'));
const LATENCY = Number(argument('latency', '300'));

const SERIES = 'A';

/** Item k's purchase paid from the bank: costs, input VAT at 25 %, the payment; in öre, so they balance exactly. */
function purchaseRows(k: number) {
	const costs = 80_050 + k * 100;
	const vat = Math.round(costs / 4);
	return [
		{ Account: 6110, Debit: costs / 100, TransactionInformation: `Inköp ${k + 1}` },
		{ Account: 2641, Debit: vat / 100 },
		{ Account: 1930, Credit: (costs + vat) / 100 },
	];
}

/** "numbered 1–N" when the numbers are exactly 1 to N, else what they are. */
function numbering(numbers: number[], count: number): string {
	const sorted = [...numbers].sort((a, b) => a - b);
	if (sorted.length === count && sorted.every((number, k) => number === k + 1)) return `numbered 1–${count}`;
	return `numbers NOT 1–${count}: ${new Set(sorted).size} distinct, ${sorted[0]}–${sorted[sorted.length - 1]}`;
}

async function voucherCreates(): Promise<void> {
	await withSandbox(LATENCY, async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const state = sandbox.tenant(tenant.tenantId);
		// The last day of the newest year; the node looks that year up once for the run.
		const year = state.financialYears[state.financialYears.length - 1];
		const items = Array.from({ length: VOUCHERS }, (_, k) => ({ description: `Kontorsmaterial ${k + 1}`, rows: purchaseRows(k) }));
		const { seconds, failed } = await timedRun(
			{
				type: 'fortnox',
				credential,
				parameters: {
					resource: 'voucher',
					operation: 'create',
					voucherSeries: SERIES,
					transactionDate: year.ToDate,
					description: '={{ $json.description }}',
					rowsInput: 'json',
					rowsJson: '={{ $json.rows }}',
				},
			},
			items,
		);
		const vouchers = state.bookkeeping.vouchers.filter((voucher) => voucher.VoucherSeries === SERIES && voucher.Year === year.Id);
		print(
			[
				...runFigures(`Voucher → Create, ${VOUCHERS} items × 3 rows`, seconds, sandbox.stats),
				`failed ${failed}`,
				`stored ${state.bookkeeping.vouchers.length}`,
				`series ${SERIES} ${numbering(vouchers.map((voucher) => voucher.VoucherNumber), VOUCHERS)}`,
			].join('  '),
		);
	});
}

/** `count` supplier invoices in the tenant: one POSTed over the HTTP API, the rest copies of it renumbered in the state. */
async function seedSupplierInvoices(sandbox: Sandbox, tenant: TenantCredentials, count: number): Promise<void> {
	const supplier = sandbox.addSupplier(tenant.tenantId, { supplierNumber: '1', name: 'Kontorsvaror i Mälardalen AB' });
	await postRecord(sandbox, tenant, '/3/supplierinvoices', {
		SupplierInvoice: {
			SupplierNumber: supplier.supplierNumber,
			InvoiceNumber: 'F-1',
			InvoiceDate: '2026-11-02',
			Total: 1250,
			VAT: 250,
			SupplierInvoiceRows: [
				{ Account: 6110, Debit: 800 },
				{ Account: 4010, Debit: 200 },
			],
		},
	});
	const purchasing = sandbox.tenant(tenant.tenantId).purchasing;
	const [template] = purchasing.supplierInvoices;
	for (let n = 2; n <= count; n++) {
		purchasing.supplierInvoices.push({ ...structuredClone(template), GivenNumber: String(n), InvoiceNumber: `F-${n}` });
	}
	purchasing.next.supplierInvoices = count + 1;
}

const supplierInvoiceReturnAll = () =>
	returnAllOfSeeded({
		latency: LATENCY,
		what: `Supplier Invoice → Get Many, Return All of ${LISTED}`,
		resource: 'supplierInvoice',
		numberField: 'GivenNumber',
		seed: (sandbox, tenant) => seedSupplierInvoices(sandbox, tenant, LISTED),
	});

runBench('Purchasing and bookkeeping', LATENCY, { create: voucherCreates, list: supplierInvoiceReturnAll });
