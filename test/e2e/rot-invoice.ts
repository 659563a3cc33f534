// The rot-invoice example in a real n8n: a finished job becomes a ROT invoice with a house-work row
// and a material row, an application for the buyer's tax reduction, the invoice booked, and the
// application listed among the invoices' tax reductions.
import type { RealN8n } from './harness';
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution } from './harness';

const FILE = 'rot-invoice.json';
/** The example's job (its Edit Fields node): 12 hours at 550 kr and 3,200 kr of material, 25 % VAT. */
const BUYER = { name: 'Eva Lindqvist', email: 'eva.lindqvist@example.se', personnummer: '19800101-0019' };
/** ROT: 30 % of the work with VAT, 12 × 550 × 1.25 = 8,250 kr, in whole kronor. */
const REDUCTION = 2475;

export function describeRotInvoice(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		let execution: Execution;
		const sales = () => real().sandbox.tenant('demo').sales;
		const first = (node: string) => outputOf(execution, node)[0].json;
		const invoiceNumber = () => String(first('Create the ROT invoice').DocumentNumber);

		beforeAll(async () => {
			execution = await real().runExample(FILE);
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node of the workflow successfully', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it('invoices the job to the private customer with the work as a ROT house-work row, books it, and Fortnox computes the reduction', () => {
			const invoice = sales().invoices.find((candidate) => candidate.head.DocumentNumber === invoiceNumber())!;

			expect(real().sandbox.tenant('demo').customers.find((customer) => customer.CustomerNumber === invoice.head.CustomerNumber)).toMatchObject({
				Name: BUYER.name,
				Email: BUYER.email,
				Type: 'PRIVATE',
			});
			expect(invoice.rows.map((row) => [row.DeliveredQuantity, row.Price, row.HouseWork, row.HouseWorkType, row.HouseWorkHoursToReport])).toEqual([
				[12, 550, true, 'CONSTRUCTION', 12],
				[1, 3200, false, null, null],
			]);
			expect(invoice.head).toMatchObject({ TaxReductionType: 'rot', Booked: true, Total: 12250, BasisTaxReduction: 8250, TaxReduction: REDUCTION, TotalToPay: 12250 - REDUCTION });
		});

		it("applies for the buyer's reduction on the invoice, and Get Many of the invoices' tax reductions shows it", () => {
			const applications = sales().taxReductions.filter((application) => application.ReferenceNumber === invoiceNumber());
			const listed = outputOf(execution, 'Tax reductions of invoices').map((item) => item.json);

			expect(applications).toEqual([
				expect.objectContaining({ ReferenceDocumentType: 'INVOICE', CustomerName: BUYER.name, SocialSecurityNumber: BUYER.personnummer, AskedAmount: REDUCTION, PropertyDesignation: 'Växjö Stjärnan 3' }),
			]);
			expect(listed).toContainEqual(
				expect.objectContaining({ Id: applications[0].Id, ReferenceDocumentType: 'INVOICE', ReferenceNumber: Number(invoiceNumber()), SocialSecurityNumber: BUYER.personnummer }),
			);
			expect(first('Bookkeep the invoice')).toMatchObject({ DocumentNumber: invoiceNumber(), Booked: true });
		});
	});
}
