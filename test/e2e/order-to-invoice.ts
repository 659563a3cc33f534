// The order-to-invoice example in a real n8n, run twice: one customer (found by e-mail the second
// time), and per run an invoice that is booked, e-mailed and paid in full.
import type { RealN8n } from './harness';
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution } from './harness';

const FILE = 'order-to-invoice.json';
/** The buyer and the lines of the example's webshop order (its Code node). */
const BUYER = { name: 'Cykelverkstan i Lund AB', email: 'inkop@cykelverkstan.example' };
const LINES = [
	{ sku: '1001', qty: 2, price: 2490 },
	{ sku: '1003', qty: 2, price: 399 },
	{ sku: '1004', qty: 10, price: 29.9 },
];

export function describeOrderToInvoice(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const executions: Execution[] = [];
		const sales = () => real().sandbox.tenant('demo').sales;
		const customers = () => real().sandbox.tenant('demo').customers.filter((customer) => customer.Email.toLowerCase() === BUYER.email);
		const first = (execution: Execution, node: string) => outputOf(execution, node)[0].json;
		const invoiceNumbers = () => executions.map((execution) => String(first(execution, 'Create the invoice').DocumentNumber));

		beforeAll(async () => {
			executions.push(await real().runExample(FILE));
			executions.push(await real().runExample(FILE));
		}, 2 * EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node of the workflow successfully, both times', () => {
			expect(executions).toHaveLength(2);
			for (const execution of executions) expectEveryNodeSucceeded(execution, FILE);
		});

		it('creates the customer by e-mail the first time and finds the same one the second time, unchanged (nothing is sent)', () => {
			const [customer, ...others] = customers();

			expect(others).toEqual([]);
			expect(customer).toMatchObject({ Name: BUYER.name, Email: BUYER.email, EmailInvoice: BUYER.email });
			expect(executions.map((execution) => [first(execution, 'Customer by e-mail').action, first(execution, 'Customer by e-mail').CustomerNumber])).toEqual([
				['created', customer.CustomerNumber],
				['unchanged', customer.CustomerNumber],
			]);
		});

		it("invoices the order's three lines to that customer, once per run", () => {
			const [customer] = customers();
			const numbers = invoiceNumbers();
			const invoices = sales().invoices.filter((invoice) => invoice.head.CustomerNumber === customer.CustomerNumber);

			expect(new Set(numbers).size).toBe(2);
			expect(invoices.map((invoice) => String(invoice.head.DocumentNumber)).sort()).toEqual([...numbers].sort());
			for (const invoice of invoices) {
				expect(invoice.rows.map((row) => [row.ArticleNumber, row.DeliveredQuantity, row.Price])).toEqual(LINES.map(({ sku, qty, price }) => [sku, qty, price]));
				expect(invoice.head).toMatchObject({ YourOrderNumber: 'WEB-10042', Total: expect.any(Number) });
				expect(invoice.head.Total).toBeGreaterThan(0);
			}
		});

		it('books each invoice, e-mails it to the buyer and records a booked payment of its Total: fully paid', () => {
			const numbers = invoiceNumbers();
			const mails = real().sandbox.sentSalesMails('demo').filter((mail) => mail.kind === 'invoice' && numbers.includes(mail.documentNumber));

			for (const [k, number] of numbers.entries()) {
				const invoice = sales().invoices.find((candidate) => String(candidate.head.DocumentNumber) === number)!;
				const payments = sales().payments.filter((payment) => String(payment.head.InvoiceNumber) === number);

				expect(invoice.head).toMatchObject({ Booked: true, Sent: true, Balance: 0, FinalPayDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
				expect(first(executions[k], 'E-mail the invoice')).toMatchObject({ DocumentNumber: number, Sent: true });
				expect(payments.map((payment) => [payment.head.Amount, payment.head.Booked])).toEqual([[invoice.head.Total, true]]);
				expect(first(executions[k], 'Bookkeep the payment')).toMatchObject({ Booked: true, InvoiceNumber: Number(number) });
			}
			expect(mails.map((mail) => [mail.documentNumber, mail.to])).toEqual(numbers.map((number) => [number, BUYER.email]));
		});
	});
}
