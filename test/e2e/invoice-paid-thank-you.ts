// The paid-invoice example in a real n8n: activated, it polls the sandbox every minute; when an invoice
// is paid in full it e-mails that invoice to the customer again, once.
import type { IDataObject } from 'n8n-workflow';

import type { RealN8n } from './harness';
import { asBookkeeper, firstPollDone, outputOf, readExample, waitFor, type Execution } from './harness';

const FILE = 'invoice-paid-thank-you.json';
/** A poll comes at the start of every minute; on a loaded machine the run may take a while after it. */
const NEXT_POLL_MS = 4 * 60 * 1000;
const BUYER = { Name: 'Tack & Lov Handelsbolag', Email: 'ekonomi@tackochlov.example' };

export function describeInvoicePaidThankYou(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const example = readExample(FILE);
		const trigger = example.nodes.find((node) => node.type.endsWith('.fortnoxTrigger'))!;
		const demo = () => real().sandbox.tenant('demo');
		let invoiceNumber: string;
		let execution: Execution;
		/** Whether a run (of any poll, finished or not) was started with our invoice. */
		const startedWith = (run: Execution) =>
			(run.data?.resultData.runData[trigger.name]?.[0]?.data?.main[0] ?? []).some((item) => String(item.json.DocumentNumber) === invoiceNumber);

		const sendAsBookkeeper = (method: 'POST' | 'PUT', path: string, body?: IDataObject) => asBookkeeper(real(), method, path, body);

		beforeAll(async () => {
			const { api, sandbox } = real();
			const requestsBefore = sandbox.stats.requests;
			expect(await api(`/workflows/${example.id}/activate`, 'POST')).toMatchObject({ id: example.id, active: true });
			// Activation polls once at once, and that poll only takes note: wait until it has sent its requests and is quiet.
			await firstPollDone(sandbox, requestsBefore);

			// The bookkeeper invoices a new customer, bookkeeps the invoice, and registers and bookkeeps a payment of all of it.
			const { Customer } = (await sendAsBookkeeper('POST', '/3/customers', { Customer: BUYER })) as { Customer: IDataObject };
			const { Invoice } = (await sendAsBookkeeper('POST', '/3/invoices', {
				Invoice: { CustomerNumber: Customer.CustomerNumber, InvoiceRows: [{ Description: 'Hyra av festtält', DeliveredQuantity: 1, Price: 4000 }] },
			})) as { Invoice: IDataObject };
			invoiceNumber = String(Invoice.DocumentNumber);
			await sendAsBookkeeper('PUT', `/3/invoices/${invoiceNumber}/bookkeep`);
			const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
			const { InvoicePayment } = (await sendAsBookkeeper('POST', '/3/invoicepayments', {
				InvoicePayment: { InvoiceNumber: Number(invoiceNumber), Amount: Invoice.Total, PaymentDate: date },
			})) as { InvoicePayment: IDataObject };
			await sendAsBookkeeper('PUT', `/3/invoicepayments/${String(InvoicePayment.Number)}/bookkeep`);

			execution = await waitFor(
				'the run started by the poll after the payment',
				async () => {
					const { data } = await api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`);
					return data.find((run) => run.stoppedAt && startedWith(run));
				},
				NEXT_POLL_MS,
			);
		}, NEXT_POLL_MS + 4 * 60 * 1000);

		afterAll(async () => {
			await real().api(`/workflows/${example.id}/deactivate`, 'POST');
		});

		it('starts the workflow from a poll with the paid invoice, whole: rows, Balance 0', () => {
			expect({ mode: execution.mode, status: execution.status, error: execution.data.resultData.error?.message }).toEqual({
				mode: 'trigger',
				status: 'success',
				error: undefined,
			});
			const paid = outputOf(execution, trigger.name).map((item) => item.json).filter((invoice) => String(invoice.DocumentNumber) === invoiceNumber);
			expect(paid).toEqual([
				expect.objectContaining({
					event: 'invoiceFullyPaid',
					CustomerName: BUYER.Name,
					Booked: true,
					Balance: 0,
					InvoiceRows: [expect.objectContaining({ Description: 'Hyra av festtält', Price: 4000 })],
				}),
			]);
		});

		it('e-mails that invoice to the customer, once, through the invoice’s own e-mail operation', async () => {
			const mails = () => real().sandbox.sentSalesMails('demo').filter((mail) => mail.kind === 'invoice' && mail.documentNumber === invoiceNumber);
			expect(mails()).toEqual([expect.objectContaining({ to: BUYER.Email, attachment: `Faktura ${invoiceNumber}.pdf` })]);
			expect(demo().sales.invoices.find((invoice) => invoice.head.DocumentNumber === invoiceNumber)?.head).toMatchObject({ Sent: true, Balance: 0, Booked: true });
			// Later polls do not fire again for it: still one e-mail after the next run of the workflow, if any came.
			const { data } = await real().api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`);
			const runsWithIt = data.filter(startedWith);
			expect(runsWithIt).toHaveLength(1);
			expect(mails()).toHaveLength(1);
		});
	});
}
