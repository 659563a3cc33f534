// The firm-overdue-invoices example in a real n8n (issue 50): one service account, three client
// companies that approved the demo app, each company's unpaid overdue invoices read with its own
// token (Company (Tenant ID) from the item), counted and summed per company. Its figures must be
// each company's own, as the sandbox holds them.
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution, type RealN8n } from './harness';

const FILE = 'firm-overdue-invoices.json';
const CLIENTS = ['demo', 'demo-limited', 'demo-client'];

const ore = (amount: number) => Math.round(amount * 100) / 100;

export function describeFirmOverdueInvoices(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		let execution: Execution;

		beforeAll(async () => {
			execution = await real().runExample(FILE);
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it("reads each client company's own overdue invoices, each labelled with its company", () => {
			const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
			const read = outputOf(execution, 'Overdue invoices').map(({ json }) => [json.tenantId, String(json.DocumentNumber)]);
			const held = CLIENTS.flatMap((tenantId) =>
				real()
					.sandbox.tenant(tenantId)
					.sales.invoices.filter(({ head }) => head.Booked === true && head.Cancelled !== true && Number(head.Balance) !== 0 && String(head.DueDate) < today)
					.map(({ head }) => [tenantId, String(head.DocumentNumber)]),
			);
			expect(held.length).toBeGreaterThan(0);
			expect(read.sort()).toEqual(held.sort());
		});

		it('counts and sums them per company, as each company holds them', () => {
			const perClient = outputOf(execution, 'Per client').map(({ json }) => ({ tenantId: json.tenantId, count: json.count_DocumentNumber, balance: ore(Number(json.sum_Balance)) }));
			const expected = CLIENTS.map((tenantId) => {
				const invoices = outputOf(execution, 'Overdue invoices').filter(({ json }) => json.tenantId === tenantId);
				return { tenantId, count: invoices.length, balance: ore(invoices.reduce((sum, { json }) => sum + Number(json.Balance), 0)) };
			}).filter(({ count }) => count > 0);
			expect(perClient).toEqual(expected);
		});
	});
}
