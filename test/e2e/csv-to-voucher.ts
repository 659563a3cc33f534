// The csv-to-voucher example in a real n8n, activated: a payroll CSV posted to its webhook becomes
// one voucher in series A; a file whose debits and credits differ fails before anything is sent.
import type { SandboxVoucher } from '../../sandbox';
import { EXAMPLE_RUN_TIMEOUT_MS, postCsv, readExample, type Execution, type RealN8n } from './harness';

const FILE = 'csv-to-voucher.json';
const DESCRIPTION = 'Löner november';
/** A payroll export: salaries and employer's contributions against tax, contributions and the net pay from the bank. */
const ROWS = [
	{ Account: 7210, Debit: 42000, Credit: 0, Description: 'Löner tjänstemän' },
	{ Account: 7510, Debit: 13196.4, Credit: 0, Description: 'Arbetsgivaravgifter 31.42 %' },
	{ Account: 2710, Debit: 0, Credit: 12600, Description: 'Personalskatt' },
	{ Account: 2730, Debit: 0, Credit: 13196.4, Description: 'Sociala avgifter' },
	{ Account: 1930, Debit: 0, Credit: 29400, Description: 'Utbetalda nettolöner' },
];
const amount = (value: number) => (value ? value.toFixed(2) : '');
const csv = (rows: typeof ROWS) =>
	['Account,Debit,Credit,Description', ...rows.map((row) => [row.Account, amount(row.Debit), amount(row.Credit), row.Description].join(','))].join('\n') + '\n';
/** The same export with 100.00 less paid out: its credits fall 100.00 short of its debits. */
const UNBALANCED = ROWS.map((row) => (row.Account === 1930 ? { ...row, Credit: 29300 } : row));

export function describeCsvToVoucher(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const example = readExample(FILE);
		const demo = () => real().sandbox.tenant('demo');
		const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
		const runs: Array<{ status: number; answer: Record<string, unknown>; execution: Execution; vouchers: SandboxVoucher[] }> = [];
		const seen: string[] = [];
		let vouchersBefore: SandboxVoucher[];
		let year: number;
		let nextNumber: number;

		/** Posts a CSV file as a payroll system would. */
		async function post(body: string) {
			const path = `fortnox-csv-voucher?date=${date}&description=${encodeURIComponent(DESCRIPTION)}`;
			const { response, execution } = await postCsv(real, { path, workflowId: example.id, body, seen });
			const answer = (await response.json()) as Record<string, unknown>;
			runs.push({ status: response.status, answer, execution, vouchers: [...demo().bookkeeping.vouchers] });
		}

		beforeAll(async () => {
			year = demo().financialYears.find((candidate) => candidate.FromDate <= date && candidate.ToDate >= date)!.Id;
			const series = demo().bookkeeping.vouchers.filter((voucher) => voucher.VoucherSeries === 'A' && voucher.Year === year);
			nextNumber = Math.max(0, ...series.map((voucher) => voucher.VoucherNumber)) + 1;
			vouchersBefore = [...demo().bookkeeping.vouchers];
			expect(await real().api(`/workflows/${example.id}/activate`, 'POST')).toMatchObject({ id: example.id, active: true });
			await post(csv(ROWS));
			await post(csv(UNBALANCED));
		}, 2 * EXAMPLE_RUN_TIMEOUT_MS);

		afterAll(async () => {
			await real().api(`/workflows/${example.id}/deactivate`, 'POST');
		});

		it('makes one voucher in series A of the balanced file, numbered next in its financial year, rows as in the file', () => {
			const [balanced] = runs;
			const added = balanced.vouchers.filter((voucher) => !vouchersBefore.includes(voucher));

			expect({ mode: balanced.execution.mode, status: balanced.execution.status, error: balanced.execution.data.resultData.error?.message }).toEqual({
				mode: 'webhook',
				status: 'success',
				error: undefined,
			});
			expect(added).toEqual([
				expect.objectContaining({ VoucherSeries: 'A', VoucherNumber: nextNumber, Year: year, TransactionDate: date, Description: DESCRIPTION, ReferenceType: 'MANUAL' }),
			]);
			expect(added[0].VoucherRows.map(({ Account, Debit, Credit, Description }) => ({ Account, Debit, Credit, Description }))).toEqual(ROWS);
			// The webhook answers with the voucher the last node made.
			expect({ status: balanced.status, ...balanced.answer }).toMatchObject({ status: 200, VoucherSeries: 'A', VoucherNumber: nextNumber, Year: year });
		});

		it('reads the file into one item of five rows before the voucher node', () => {
			const { runData } = runs[0].execution.data.resultData;
			const read = runData['Read the CSV'][0].data!.main[0]!;
			const aggregated = runData['All rows in one item'][0].data!.main[0]!;

			expect(read).toHaveLength(ROWS.length);
			expect(aggregated).toHaveLength(1);
			expect(aggregated[0].json.rows).toEqual(read.map((item) => item.json));
		});

		it('fails the unbalanced file in the voucher node, naming the difference, and adds no voucher', () => {
			const [balanced, unbalanced] = runs;
			const { error, lastNodeExecuted } = unbalanced.execution.data.resultData;

			expect({ mode: unbalanced.execution.mode, status: unbalanced.execution.status, lastNodeExecuted }).toEqual({
				mode: 'webhook',
				status: 'error',
				lastNodeExecuted: 'Create the voucher',
			});
			expect(error?.message).toBe("Rows do not balance (debit 55,196.40 and credit 55,096.40 differ by 100.00): a voucher's debits must equal its credits");
			expect(unbalanced.vouchers).toEqual(balanced.vouchers);
			expect(unbalanced.status).toBe(500);
		});
	});
}
