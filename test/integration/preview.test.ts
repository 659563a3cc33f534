import type { IDataObject } from 'n8n-workflow';

import type { NodeSpec } from '../harness/run-workflow';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, startSandbox } from '../harness/sandbox';
import { WRITES, writesIn } from '../harness/writes';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ recordRequests: true, rateLimit: false });
});
afterAll(async () => await sandbox.close());

type Credential = NodeSpec['credential'];

const byNumber = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });
const fortnox = (credential: Credential, parameters: IDataObject, items?: IDataObject[]) => runNode({ type: 'fortnox', credential, parameters }, items);

async function ok(run: Promise<Awaited<ReturnType<typeof runNode>>>): Promise<IDataObject[]> {
	const result = await run;
	expect(result.error()).toBeUndefined();
	return result.items.map((item) => item.json);
}

function readOnly(credential: Credential): Credential {
	credentialsHelper.set(credential.id, { ...credentialsHelper.stored.get(credential.id), readOnly: true });
	return credential;
}

/** A company with a customer and an unbooked invoice of 800 kr (1,000 kr with VAT), made by sending. */
async function company() {
	const { tenant, credential } = accessTokenCredential(sandbox);
	const [customer] = await ok(fortnox(credential, { resource: 'customer', operation: 'create', name: 'Städbolaget i Sverige AB', additionalFields: { City: 'Lund' } }));
	const [invoice] = await ok(
		fortnox(credential, {
			resource: 'invoice',
			operation: 'create',
			customer: byNumber(String(customer.CustomerNumber)),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Städning', DeliveredQuantity: 1, rowFields: { Price: 800 } }] },
			additionalFields: { InvoiceDate: '2026-10-01' },
		}),
	);
	sandbox.clearRequests();
	return { tenant: sandbox.tenant(tenant.tenantId), credential, customer: String(customer.CustomerNumber), invoice: String(invoice.DocumentNumber) };
}

describe('Preview Without Sending: one write of every action node', () => {
	it.each(WRITES.flatMap((write) => [{ ...write, readOnly: false }, { ...write, readOnly: true }]))(
		'$doing (read-only credential: $readOnly): the request it would send, nothing sent',
		async ({ type, write, parameters, oAuth2Only, readOnly: locked }) => {
			const made = oAuth2Only ? oAuth2Credential(sandbox, sandbox.createTenant(), 'developerapi') : accessTokenCredential(sandbox);
			const credential = locked ? readOnly(made.credential) : made.credential;
			sandbox.clearRequests();
			const [output] = await ok(runNode({ type, credential, parameters: { ...parameters, preview: true } }));
			const [method, path] = write.split(' ');

			expect(output).toMatchObject({ preview: true, sent: false, method, path });
			if (method !== 'PUT') expect(output.body).toEqual(expect.any(Object));
			expect(writesIn(sandbox)).toEqual([]);
		},
	);
});

describe('Preview Without Sending: every kind of write', () => {
	it('create: the body as it would be sent, after the same checks; nothing made', async () => {
		const { tenant, credential } = await company();
		const customersBefore = tenant.customers.length;
		const [output] = await ok(fortnox(credential, { resource: 'customer', operation: 'create', name: 'Acme AB', additionalFields: { City: 'Malmö', CountryCode: 'SE' }, preview: true }));

		expect(output).toEqual({ preview: true, sent: false, method: 'POST', path: '/3/customers', body: { Customer: { Name: 'Acme AB', City: 'Malmö', CountryCode: 'SE' } } });
		expect(tenant.customers).toHaveLength(customersBefore);
		expect(writesIn(sandbox)).toEqual([]);

		// The checks still run: a value over the spec's limit is refused before anything.
		const refused = await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'create', name: 'x'.repeat(1025), additionalFields: {}, preview: true } });
		expect(refused.error()?.message).toMatch(/Name/);
		expect(sandbox.requests.filter((request) => request.method !== 'GET')).toEqual([]);
	});

	it('update: the record as it is now and the fields that would change, from and to', async () => {
		const { tenant, credential, customer } = await company();
		const [output] = await ok(
			fortnox(credential, { resource: 'customer', operation: 'update', customer: byNumber(customer), updateFields: { City: 'Malmö', Name: 'Städbolaget i Sverige AB' }, preview: true }),
		);

		expect(output).toMatchObject({
			preview: true,
			method: 'PUT',
			path: `/3/customers/${customer}`,
			body: { Customer: { City: 'Malmö', Name: 'Städbolaget i Sverige AB' } },
			current: { Customer: expect.objectContaining({ CustomerNumber: customer, City: 'Lund' }) },
			changes: { City: { from: 'Lund', to: 'Malmö' } },
		});
		expect(tenant.customers.find((record) => record.CustomerNumber === customer)?.City).toBe('Lund');
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('delete: the DELETE it would send; the record stays', async () => {
		const { tenant, credential, customer } = await company();
		const [output] = await ok(fortnox(credential, { resource: 'customer', operation: 'delete', customer: byNumber(customer), preview: true }));

		expect(output).toEqual({ preview: true, sent: false, method: 'DELETE', path: `/3/customers/${customer}` });
		expect(tenant.customers.map((record) => record.CustomerNumber)).toContain(customer);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('bookkeep and credit: the action it would take; the invoice stays unbooked and uncredited', async () => {
		const { credential, invoice, tenant } = await company();
		const [bookkeep] = await ok(fortnox(credential, { resource: 'invoice', operation: 'bookkeep', documentNumber: byNumber(invoice), preview: true }));
		const [credit] = await ok(fortnox(credential, { resource: 'invoice', operation: 'credit', documentNumber: byNumber(invoice), preview: true }));

		expect(bookkeep).toMatchObject({ preview: true, method: 'PUT', path: `/3/invoices/${invoice}/bookkeep` });
		expect(credit).toMatchObject({ preview: true, method: 'PUT', path: `/3/invoices/${invoice}/credit` });
		expect(tenant.sales.invoices.find((document) => document.head.DocumentNumber === invoice)?.head).toMatchObject({ Booked: false });
		expect(tenant.sales.invoices).toHaveLength(1);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('send: the e-mail it would have Fortnox send (a GET that acts), not sent', async () => {
		const { credential, invoice, tenant } = await company();
		const [output] = await ok(fortnox(credential, { resource: 'invoice', operation: 'sendEmail', documentNumber: byNumber(invoice), preview: true }));

		expect(output).toMatchObject({ preview: true, method: 'GET', path: `/3/invoices/${invoice}/email` });
		expect(tenant.sales.invoices.find((document) => document.head.DocumentNumber === invoice)?.head.Sent).toBe(false);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('a payment: reads the invoice to check the balance, then shows the POST; an overpayment is still refused', async () => {
		const { credential, invoice, tenant } = await company();
		const parameters = { resource: 'invoicePayment', operation: 'create', documentNumber: byNumber(invoice), paymentDate: '2026-11-03T00:00:00.000Z', additionalFields: {}, preview: true };
		const [output] = await ok(fortnox(credential, { ...parameters, amount: 1000 }));

		expect(output).toMatchObject({ preview: true, method: 'POST', path: '/3/invoicepayments', body: { InvoicePayment: { InvoiceNumber: Number(invoice), Amount: 1000, PaymentDate: '2026-11-03' } } });
		expect(sandbox.requests.map((request) => `${request.method} ${request.path}`)).toContain(`GET /3/invoices/${invoice}`);
		const over = await runNode({ type: 'fortnox', credential, parameters: { ...parameters, amount: 5000 } });
		expect(over.error()?.message).toMatch(/more than invoice .* has left to pay/);
		expect(tenant.sales.payments).toEqual([]);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('Create or Update: says whether it would create or update (with the changes), and sends nothing when unchanged', async () => {
		const { credential, tenant } = await company();
		const upsert = (name: string, city: string) =>
			ok(
				fortnox(credential, {
					resource: 'customer',
					operation: 'upsert',
					matchBy: 'email',
					matchValue: 'anna@example.com',
					name,
					additionalFields: { City: city, Email: 'anna@example.com' },
					preview: true,
				}),
			);
		const [creating] = await upsert('Anna Andersson', 'Lund');
		expect(creating).toMatchObject({ preview: true, action: 'created', method: 'POST', path: '/3/customers', body: { Customer: expect.objectContaining({ Name: 'Anna Andersson', Email: 'anna@example.com' }) } });
		expect(writesIn(sandbox)).toEqual([]);

		await ok(fortnox(credential, { resource: 'customer', operation: 'create', name: 'Anna Andersson', additionalFields: { City: 'Lund', Email: 'anna@example.com' } }));
		const count = tenant.customers.length;
		sandbox.clearRequests();
		const [updating] = await upsert('Anna Andersson', 'Malmö');
		const [unchanged] = await upsert('Anna Andersson', 'Lund');

		expect(updating).toMatchObject({ preview: true, action: 'updated', method: 'PUT', changes: { City: { from: 'Lund', to: 'Malmö' } } });
		expect(updating.changes).not.toHaveProperty('Name');
		expect(unchanged).toMatchObject({ action: 'unchanged', City: 'Lund' });
		expect(tenant.customers).toHaveLength(count);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('API Request: a POST is shown with its body; a GET that only reads answers; a GET that acts (e-mail) is shown', async () => {
		const { credential, tenant, invoice } = await company();
		const customersBefore = tenant.customers.length;
		const [post] = await ok(fortnox(credential, { resource: 'apiRequest', operation: 'send', method: 'POST', path: '/3/customers', jsonBody: '{ "Customer": { "Name": "Acme AB" } }', preview: true }));
		const [get] = await ok(fortnox(credential, { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/labels', preview: true }));

		const [email] = await ok(fortnox(credential, { resource: 'apiRequest', operation: 'send', method: 'GET', path: `/3/invoices/${invoice}/email`, preview: true }));

		expect(post).toEqual({ preview: true, sent: false, method: 'POST', path: '/3/customers', body: { Customer: { Name: 'Acme AB' } } });
		expect(get).toHaveProperty('Labels');
		expect(email).toEqual({ preview: true, sent: false, method: 'GET', path: `/3/invoices/${invoice}/email` });
		expect(tenant.customers).toHaveLength(customersBefore);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('a run previews every item or none: mixed items are refused before anything is sent', async () => {
		const { credential, tenant } = await company();
		const labelsBefore = tenant.labels.length;
		const result = await fortnox(
			credential,
			{ resource: 'label', operation: 'create', description: '={{ $json.name }}', preview: '={{ $json.preview }}' },
			[
				{ name: 'Kampanj', preview: true },
				{ name: 'Rea', preview: false },
			],
		);

		expect(result.error()?.message).toBe('Preview Without Sending is on for item 0 but off for item 1: nothing was sent');
		expect(tenant.labels).toHaveLength(labelsBefore);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('several items previewed: one preview each, paired with its item', async () => {
		const { credential, tenant } = await company();
		const labelsBefore = tenant.labels.length;
		const result = await fortnox(credential, { resource: 'label', operation: 'create', description: '={{ $json.name }}', preview: true }, [{ name: 'Kampanj' }, { name: 'Rea' }]);

		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => [item.json.body, item.pairedItem])).toEqual([
			[{ Label: { Description: 'Kampanj' } }, { item: 0 }],
			[{ Label: { Description: 'Rea' } }, { item: 1 }],
		]);
		expect(tenant.labels).toHaveLength(labelsBefore);
		expect(writesIn(sandbox)).toEqual([]);
	});

	it('off (the default): the same operation writes, once', async () => {
		const { credential, tenant } = await company();
		const labelsBefore = tenant.labels.length;
		await ok(fortnox(credential, { resource: 'label', operation: 'create', description: 'Kampanj' }));

		expect(tenant.labels).toHaveLength(labelsBefore + 1);
		expect(writesIn(sandbox)).toEqual(['POST /3/labels']);
	});
});
