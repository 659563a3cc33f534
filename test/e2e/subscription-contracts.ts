// The subscription-contracts example in a real n8n: a webshop subscription becomes a customer, a
// monthly contract with the subscription's items as rows, and this month's invoice made from the
// contract and booked; the contract has moved on to next month.
import type { RealN8n } from './harness';
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution } from './harness';

const FILE = 'subscription-contracts.json';
const BUYER = { name: 'Arkitektkontoret Norr AB', email: 'ekonomi@arkitektnorr.example' };
/** The subscription's items (its Set node): sku, quantity, monthly price. */
const ITEMS = [
	['2002', 1, 349],
	['1004', 10, 24.5],
];

export function describeSubscriptionContracts(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		let execution: Execution;
		const sales = () => real().sandbox.tenant('demo').sales;
		const first = (node: string) => outputOf(execution, node)[0].json;
		// The month the run falls in, as the example reads it (Stockholm).
		const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

		beforeAll(async () => {
			execution = await real().runExample(FILE);
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node of the workflow successfully', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it("creates a monthly twelve-month contract for the buyer with the subscription's items as rows", () => {
			const customer = real().sandbox.tenant('demo').customers.find((candidate) => candidate.Email === BUYER.email);
			const number = String(first('Create the contract').DocumentNumber);
			const contract = sales().contracts.find((candidate) => candidate.head.DocumentNumber === number);

			expect(customer).toMatchObject({ Name: BUYER.name });
			expect(contract?.head).toMatchObject({ CustomerNumber: customer?.CustomerNumber, InvoiceInterval: 1, ContractLength: 12, YourOrderNumber: 'SUB-2291' });
			expect(contract?.rows.map((row) => [row.ArticleNumber, row.DeliveredQuantity, row.Price])).toEqual(ITEMS);
		});

		it("makes this month's agreement invoice of the contract, books it, and moves the contract on to next month", () => {
			const number = String(first('Create the contract').DocumentNumber);
			const invoiceNumber = String(first('Invoice this month').DocumentNumber);
			const invoice = sales().invoices.find((candidate) => candidate.head.DocumentNumber === invoiceNumber);
			const contract = sales().contracts.find((candidate) => candidate.head.DocumentNumber === number);
			const month = today().slice(0, 7);

			expect(invoice?.head).toMatchObject({
				InvoiceType: 'AGREEMENTINVOICE',
				ContractReference: Number(number),
				InvoicePeriodStart: `${month}-01`,
				InvoicePeriodEnd: expect.stringMatching(new RegExp(`^${month}-(28|29|30|31)$`)),
				Booked: true,
			});
			expect(invoice?.rows.map((row) => [row.ArticleNumber, row.DeliveredQuantity, row.Price])).toEqual(ITEMS);
			expect(first('Bookkeep the invoice')).toMatchObject({ DocumentNumber: invoiceNumber, Booked: true });
			expect(contract?.head).toMatchObject({ InvoicesRemaining: '11', LastInvoiceDate: today(), Active: true });
			expect(String(contract?.head.PeriodStart) > String(invoice?.head.InvoicePeriodEnd)).toBe(true);
		});
	});
}
