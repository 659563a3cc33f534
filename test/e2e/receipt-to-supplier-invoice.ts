// The receipt-to-supplier-invoice example in a real n8n: a supplier's PDF invoice goes to the inbox,
// becomes a supplier invoice of a supplier found or made by organisation number, gets the PDF
// connected (which moves it to the archive's connected files) and is approved, which books it.
import type { IBinaryData } from 'n8n-workflow';

import type { SandboxFolder } from '../../sandbox';
import type { RealN8n } from './harness';
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution } from './harness';

const FILE = 'receipt-to-supplier-invoice.json';
/** The supplier and the costs of the example's PDF invoice (its Code node). */
const SUPPLIER = { Name: 'Papperskompaniet i Uppsala AB', OrganisationNumber: '556789-0123', BG: '5566-7788', Email: 'faktura@papperskompaniet.example' };
const COSTS = [
	{ Account: 6110, Debit: 850, TransactionInformation: 'Kopieringspapper A4, 10 kartonger' },
	{ Account: 5410, Debit: 400, TransactionInformation: 'Skrivbordslampa' },
];
/** The costs and what Fortnox adds for a Total of 1,562.50 with 312.50 VAT: the input VAT (2641) and the supplier debt (2440); [Account, Debit, Credit]. */
const BOOKED = [[6110, 850, 0], [5410, 400, 0], [2641, 312.5, 0], [2440, 0, 1562.5]];

export function describeReceiptToSupplierInvoice(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const demo = () => real().sandbox.tenant('demo');
		let execution: Execution;
		let suppliersBefore: string[];
		const first = (node: string) => outputOf(execution, node)[0];
		const invoiceOf = () => demo().purchasing.supplierInvoices.find((invoice) => invoice.GivenNumber === String(first('Create the supplier invoice').json.GivenNumber))!;
		/** The names of a folder and its parents, from the root down. */
		const pathOf = (folderId: string): string[] => {
			const folder: SandboxFolder = demo().archive.folders.get(folderId)!;
			return folder.parentId === null ? [folder.name] : [...pathOf(folder.parentId), folder.name];
		};

		/** The bytes of a binary output: kept in the execution (base64), or in n8n's binary data store. */
		const bytesOf = async (binary: IBinaryData): Promise<Buffer> =>
			binary.id
				? Buffer.from(await (await real().rest(`/rest/binary-data?id=${encodeURIComponent(binary.id)}&action=download`)).arrayBuffer())
				: Buffer.from(binary.data, 'base64');

		beforeAll(async () => {
			suppliersBefore = demo().purchasing.suppliers.map((supplier) => supplier.SupplierNumber);
			execution = await real().runExample(FILE);
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node of the workflow successfully', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it('creates the supplier by organisation number, with its bankgiro and e-mail', () => {
			const created = demo().purchasing.suppliers.filter((supplier) => !suppliersBefore.includes(supplier.SupplierNumber));

			expect(created).toEqual([expect.objectContaining(SUPPLIER)]);
			expect(first('Supplier by organisation number').json).toMatchObject({ action: 'created', SupplierNumber: created[0].SupplierNumber });
		});

		it("makes the supplier invoice of the PDF's amounts and costs, with the debt and VAT rows Fortnox adds", () => {
			const invoice = invoiceOf();
			const { invoice: read } = first("Supplier's PDF invoice").json as { invoice: { number: string; date: string; dueDate: string } };

			expect(invoice).toMatchObject({
				SupplierNumber: String(first('Supplier by organisation number').json.SupplierNumber),
				SupplierName: SUPPLIER.Name,
				InvoiceNumber: read.number,
				InvoiceDate: read.date,
				DueDate: read.dueDate,
			});
			expect([Number(invoice.Total), Number(invoice.VAT)]).toEqual([1562.5, 312.5]);
			expect(invoice.SupplierInvoiceRows.map(({ Account, Debit, Credit }) => [Account, Number(Debit), Number(Credit)]).sort()).toEqual([...BOOKED].sort());
			for (const cost of COSTS) {
				expect(invoice.SupplierInvoiceRows).toContainEqual(expect.objectContaining({ Account: cost.Account, TransactionInformation: cost.TransactionInformation }));
			}
		});

		it('connects the uploaded PDF to the invoice: the file left the inbox for the archive\'s connected files, same bytes', async () => {
			const uploaded = first('Upload to the inbox').json;
			const fileId = String(uploaded.Id);
			const { GivenNumber, InvoiceDate } = invoiceOf();
			const date = String(InvoiceDate);
			const stored = demo().archive.files.get(fileId);
			const bytes = await bytesOf(first("Supplier's PDF invoice").binary!.data);

			expect(uploaded).toMatchObject({ Name: 'faktura-4471.pdf', Size: bytes.length });
			expect(demo().bookkeeping.connections.supplierInvoices).toContainEqual(expect.objectContaining({ FileId: fileId, SupplierInvoiceNumber: GivenNumber }));
			expect(first('Connect the PDF to the invoice').json).toMatchObject({ FileId: fileId, SupplierInvoiceNumber: GivenNumber, SupplierName: SUPPLIER.Name });
			expect(demo().inbox.files.has(fileId)).toBe(false);
			expect(stored).toMatchObject({ name: 'faktura-4471.pdf', contentType: 'application/pdf' });
			expect(stored!.bytes.equals(bytes)).toBe(true);
			expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
			// Below the archive's root: Kopplade filer / <financial year> / <YYYY-MM>, by the invoice date.
			expect(pathOf(stored!.folderId).slice(1)).toEqual(['Kopplade filer', expect.stringContaining(date.slice(0, 4)), date.slice(0, 7)]);
		});

		it('approves the bookkeeping, which books the invoice with its voucher in series D', () => {
			const invoice = invoiceOf();
			const voucher = demo().bookkeeping.vouchers.find(
				(candidate) => candidate.ReferenceType === 'SUPPLIERINVOICE' && candidate.ReferenceNumber === invoice.GivenNumber,
			);

			expect(invoice).toMatchObject({ Booked: true, approvedBookkeep: true, Cancelled: false });
			expect(first('Approve bookkeeping').json).toMatchObject({ GivenNumber: invoice.GivenNumber, Booked: true });
			expect(voucher).toMatchObject({ VoucherSeries: 'D', TransactionDate: invoice.InvoiceDate });
			expect(voucher!.VoucherRows.map(({ Account, Debit, Credit }) => [Account, Debit, Credit]).sort()).toEqual([...BOOKED].sort());
		});
	});
}
