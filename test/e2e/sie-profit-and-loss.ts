// The sie-profit-and-loss example in a real n8n: the SIE 4 file of today's financial year, read by the
// Fortnox node into accounts, summed per account group. Its numbers must be those of the demo
// company's vouchers in that year, a voucher booked just before the run included.
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution, type RealN8n } from './harness';

const FILE = 'sie-profit-and-loss.json';
/** A sale the bookkeeper books before the report runs: 4,000.00 ex VAT, 1,000.00 VAT, into the bank. */
const SALE = [
	{ Account: 1930, Debit: 5000, Credit: 0 },
	{ Account: 3001, Debit: 0, Credit: 4000 },
	{ Account: 2611, Debit: 0, Credit: 1000 },
];

const ore = (amount: number) => Math.round(amount * 100) / 100;

export function describeSieProfitAndLoss(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const demo = () => real().sandbox.tenant('demo');
		const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
		let execution: Execution;

		beforeAll(async () => {
			const headers = { 'Access-Token': demo().accessToken, 'Client-Secret': demo().clientSecret, 'Content-Type': 'application/json' };
			const booked = await fetch(`${real().sandbox.url}/3/vouchers`, {
				method: 'POST',
				headers,
				body: JSON.stringify({ Voucher: { VoucherSeries: 'A', TransactionDate: today, Description: 'Försäljning mässa', VoucherRows: SALE } }),
			});
			expect(booked.status).toBe(201);
			execution = await real().runExample(FILE);
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it('gets the SIE 4 file of the year today lies in, as a binary .se file on the first account', () => {
			const year = demo().financialYears.find((candidate) => candidate.FromDate <= today && today <= candidate.ToDate)!;
			const [first] = outputOf(execution, 'SIE 4 accounts');
			expect(first.binary?.data).toMatchObject({ fileName: `sie4-${year.FromDate.slice(0, 4)}.se`, fileExtension: 'se' });
		});

		it('sums the result accounts per account group exactly as the vouchers of the year booked them, the result last', () => {
			const year = demo().financialYears.find((candidate) => candidate.FromDate <= today && today <= candidate.ToDate)!;
			const perAccount = new Map<number, number>();
			for (const voucher of demo().bookkeeping.vouchers.filter((candidate) => candidate.Year === year.Id)) {
				for (const row of voucher.VoucherRows) {
					if (!row.Removed && row.Account >= 3000 && row.Account <= 8999) perAccount.set(row.Account, (perAccount.get(row.Account) ?? 0) + row.Credit - row.Debit);
				}
			}
			const perGroup = new Map<string, number>();
			for (const [account, amount] of perAccount) {
				if (ore(amount) !== 0) perGroup.set(String(account).slice(0, 2), (perGroup.get(String(account).slice(0, 2)) ?? 0) + amount);
			}
			const expected = [...perGroup].sort(([a], [b]) => a.localeCompare(b)).map(([Group, amount]) => ({ Group, Amount: ore(amount) }));
			const lines = outputOf(execution, 'Profit and loss').map(({ json }) => ({ Group: json.Group, Amount: json.Amount }));

			expect(lines).toEqual([...expected, { Group: 'Result', Amount: ore(expected.reduce((sum, line) => sum + line.Amount, 0)) }]);
			// The sale booked before the run is in it: group 30 holds at least its 4,000.00.
			expect(Number(lines.find((line) => line.Group === '30')?.Amount)).toBeGreaterThanOrEqual(4000);
		});
	});
}
