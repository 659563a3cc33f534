import type { IDataObject } from 'n8n-workflow';

import type { SandboxInvoiceRequest, SandboxRecurringRecord, TenantCredentials } from '../../sandbox';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

const RECURRINGS = '/api/recurring-billing/recurrings-v1';
const NODE = 'fortnoxRecurringBilling';

let sandbox: Sandbox;
beforeAll(async () => {
	// Sandbox time runs 5× faster: an ASYNC request completes 0.6 s after it was made.
	sandbox = await startSandbox({ rateLimit: false, timeScale: 5 });
});
afterAll(async () => await sandbox.close());

/** Creates a contract straight through the sandbox's HTTP API (setup, not the node under test). */
async function seedRecurring(
	on: Sandbox,
	tenant: TenantCredentials,
	overrides: IDataObject = {},
): Promise<SandboxRecurringRecord & { etag: string }> {
	const response = await fetch(`${on.url}${RECURRINGS}`, {
		method: 'POST',
		headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json' },
		body: JSON.stringify({
			customer: { number: '1001', name: 'Kontorsgiganten AB' },
			dates: { dates: { invoice_processing_date: '2026-06-30', period_start_date: '2026-06-01' } },
			rows: [{ description: 'Städning', quantity: 1, price: 4500 }],
			...overrides,
		}),
	});
	expect(response.status).toBe(201);
	return { ...((await response.json()) as SandboxRecurringRecord), etag: String(response.headers.get('etag')) };
}

function stored(tenant: TenantCredentials, id: string): SandboxRecurringRecord {
	return sandbox.tenant(tenant.tenantId).recurring.recurrings.get(id)!.record;
}

describe('Fortnox Recurring Billing node: recurring contracts', () => {
	it('creates a contract from the form fields and reads it back with its ETag', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const created = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'create',
				customer: '{"number": "2002", "name": "Städbolaget i Sverige AB"}',
				invoiceProcessingDate: '2026-07-31T00:00:00',
				periodStartDate: '2026-07-01',
				rows: '[{"description": "Hyra av städutrustning", "quantity": 2, "price": 600}]',
				additionalFields: {
					amount_per_invoicing: 3,
					interval: 1,
					invoice_handling: 'INVOICE_SERVICE_WITH_REMINDERS',
					distribution_method: 'LETTER',
					currency: 'SEK',
					our_reference: 'Anna',
					vat_payment_type: 'SEVAT',
					endDate: '2027-06-30',
					email: '{"to": "faktura@stadbolaget.example"}',
				},
			},
		});
		expect(created.error()).toBeUndefined();
		const record = created.items[0].json;
		expect(record).toMatchObject({
			status: 'ACTIVE',
			amount_per_invoicing: 3,
			distribution_method: 'LETTER',
			customer: { number: '2002' },
			dates: { dates: { invoice_processing_date: '2026-07-31', end_date: '2027-06-30' }, rules: { invoice_anchor: 'LAST_DAY' } },
			etag: expect.stringMatching(/^".+"$/),
			last_modified: expect.any(String),
		});
		expect(stored(tenant, record.id as string)).toMatchObject({ our_reference: 'Anna', email: { to: 'faktura@stadbolaget.example' } });

		const fetched = await runNode({ type: NODE, credential, parameters: { resource: 'recurring', operation: 'get', recurringId: record.id } });
		expect(fetched.items[0].json).toMatchObject({ id: record.id, serial_number: record.serial_number, etag: record.etag });
	});

	it.each([
		['an amount per invoicing of 13', { additionalFields: { amount_per_invoicing: 13 } }, 'Amount Per Invoicing 13 is out of range: it must be from 1 to 12'],
		['no rows', { rows: '[]' }, 'Rows (JSON) is empty: a recurring needs at least one row'],
		['rows that are not JSON', { rows: '[{"price": 1,}]' }, /^Rows \(JSON\) is not valid JSON: write a JSON array/],
		['a letter without the invoice service', { additionalFields: { distribution_method: 'LETTER' } }, /^Distribution Method LETTER needs the invoice service/],
		['a currency that is not ISO 4217', { additionalFields: { currency: 'kr' } }, 'Currency "kr" has the wrong format: it must be an ISO 4217 code such as SEK'],
	])('refuses %s before sending anything', async (_case, parameters, message) => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.resetStats();
		const result = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'create',
				customer: '{"number": "1001"}',
				invoiceProcessingDate: '2026-06-30',
				periodStartDate: '2026-06-01',
				rows: '[{"price": 100}]',
				...parameters,
			},
		});
		expect(result.error()?.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
		expect(sandbox.stats.requests).toBe(0);
	});

	it('lists every page with Return All, applies the filters and the offset', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		for (let k = 0; k < 230; k++) {
			await seedRecurring(sandbox, tenant, { customer: { number: k % 10 === 0 ? '7777' : '1001' } });
		}
		const inactive = await seedRecurring(sandbox, tenant, { customer: { number: '7777' } });
		stored(tenant, inactive.id).status = 'INACTIVE';

		sandbox.resetStats();
		const all = await runNode({ type: NODE, credential, parameters: { resource: 'recurring', operation: 'getAll', returnAll: true } });
		expect(all.items).toHaveLength(231);
		expect(all.items.map((item) => item.json.serial_number)).toEqual(Array.from({ length: 231 }, (_, k) => k + 1));
		expect(sandbox.stats.requests).toBe(3); // 100 + 100 + 31

		const filtered = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'getAll',
				returnAll: true,
				filters: { customerNumbers: '7777', statuses: ['ACTIVE'] },
				options: { sortBy: 'serialNumber', order: 'DESC' },
			},
		});
		expect(filtered.items).toHaveLength(23);
		expect(filtered.items[0].json.serial_number).toBe(221);
		expect(filtered.items.every((item) => item.json.status === 'ACTIVE')).toBe(true);

		const window = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'recurring', operation: 'getAll', returnAll: false, limit: 5, options: { offset: 200 } },
		});
		expect(window.items.map((item) => item.json.serial_number)).toEqual([201, 202, 203, 204, 205]);
	});

	it('refuses a limit above 100 and an unknown status before sending', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const tooMany = await runNode({ type: NODE, credential, parameters: { resource: 'recurring', operation: 'getAll', returnAll: false, limit: 101 } });
		expect(tooMany.error()?.message).toBe('Limit 101 is out of range: it must be from 1 to 100');
		const badStatus = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'recurring', operation: 'getAll', returnAll: true, filters: { statuses: ['PAUSED'] } },
		});
		expect(badStatus.error()?.message).toBe('Statuses "PAUSED" is not a valid value: use one of DRAFT, ACTIVE, INACTIVE, FINISHED');
	});

	it('updates the whole contract, fetching the current ETag by itself', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant, { remark: 'old remark', our_reference: 'Bo' });
		const updated = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'update',
				recurringId: recurring.id,
				customer: '={{ JSON.stringify({ number: "1001", name: "Kontorsgiganten AB" }) }}',
				invoiceProcessingDate: '2026-07-15',
				periodStartDate: '2026-07-01',
				interval: 3,
				amount_per_invoicing: 1,
				invoice_handling: 'AUTOMATIC',
				status: 'INACTIVE',
				tax_reduction_category: 'NONE',
				updateFields: { remark: 'Kvartalsvis från juli' },
			},
		});
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json.etag).not.toBe(recurring.etag);
		expect(stored(tenant, recurring.id)).toMatchObject({
			status: 'INACTIVE',
			remark: 'Kvartalsvis från juli',
			our_reference: null, // a full update clears what it does not send
			rows: recurring.rows, // rows are kept unless given
			dates: { dates: { invoice_processing_date: '2026-07-15' }, rules: { interval: 3, invoice_anchor: 'DAY_15' } },
		});
	});

	it('activates and deactivates with the patch shortcuts', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant);
		const patch = (patchMode: string) =>
			runNode({ type: NODE, credential, parameters: { resource: 'recurring', operation: 'patch', recurringId: recurring.id, patchMode } });

		expect((await patch('deactivate')).items[0].json.status).toBe('INACTIVE');
		expect(stored(tenant, recurring.id).status).toBe('INACTIVE');
		expect((await patch('activate')).items[0].json.status).toBe('ACTIVE');
		expect(stored(tenant, recurring.id).status).toBe('ACTIVE');
	});

	it('applies patch operations from rows (values read as JSON or text) and from a JSON Patch', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant, { our_reference: 'Bo' });
		const rows = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'patch',
				recurringId: recurring.id,
				patchMode: 'operations',
				operations: {
					operation: [
						{ op: 'replace', path: '/remark', value: 'Pris enligt avtal' },
						{ op: 'replace', path: '/amount_per_invoicing', value: '2' },
						{ op: 'replace', path: '/dates/rules/interval', value: '3' },
						{ op: 'remove', path: '/our_reference' },
					],
				},
				options: { etag: recurring.etag.replace(/"/g, '') },
			},
		});
		expect(rows.error()).toBeUndefined();
		expect(stored(tenant, recurring.id)).toMatchObject({
			remark: 'Pris enligt avtal',
			amount_per_invoicing: 2,
			our_reference: null,
			dates: { rules: { interval: 3 } },
		});

		const json = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'patch',
				recurringId: recurring.id,
				patchMode: 'json',
				jsonPatch: '[{"op": "add", "path": "/rows/-", "value": {"description": "Fönsterputs", "quantity": 1, "price": 800}}]',
			},
		});
		expect(json.error()).toBeUndefined();
		expect(stored(tenant, recurring.id).rows).toHaveLength(2);
	});

	it.each([
		['a deviation path', '/deviations/0', 'Operation 1 path "/deviations/0" is a deviation path: deviations cannot be changed by a patch'],
		['a path outside the allowed fields', '/serial_number', /^Operation 1 path "\/serial_number" is not an allowed path: use a path below \/accrual/],
		['a path that is not a JSON Pointer', 'status', 'Operation 1 path "status" is not a JSON Pointer: start it with /, e.g. /status'],
	])('refuses %s before sending anything', async (_case, path, message) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant);
		sandbox.resetStats();
		const result = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'patch',
				recurringId: recurring.id,
				patchMode: 'operations',
				operations: { operation: [{ op: 'replace', path, value: 'x' }] },
			},
		});
		expect(result.error()?.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
		expect(sandbox.stats.requests).toBe(0);
	});

	it('explains a concurrent edit (412), and with Retry on Conflict re-reads and applies the change', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant);
		// Someone else changes the contract after we read it.
		const other = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'recurring', operation: 'patch', recurringId: recurring.id, patchMode: 'deactivate', options: { etag: recurring.etag } },
		});
		expect(other.error()).toBeUndefined();

		const remark = { operation: [{ op: 'replace', path: '/remark', value: 'Vår ändring' }] };
		const stale = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'recurring', operation: 'patch', recurringId: recurring.id, patchMode: 'operations', operations: remark, options: { etag: recurring.etag } },
		});
		const error = stale.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('412');
		expect(error.message).toMatch(/^The recurring changed since you read it/);
		expect(error.description).toContain('PRECONDITION_FAILED');
		expect(stored(tenant, recurring.id).remark).toBeNull();

		const retried = await runNode({
			type: NODE,
			credential,
			parameters: {
				resource: 'recurring',
				operation: 'patch',
				recurringId: recurring.id,
				patchMode: 'operations',
				operations: remark,
				options: { etag: recurring.etag, retryOnConflict: true },
			},
		});
		expect(retried.error()).toBeUndefined();
		expect(stored(tenant, recurring.id)).toMatchObject({ remark: 'Vår ändring', status: 'INACTIVE' });
	});

	it('refuses a recurring ID that is not a UUID', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await runNode({ type: NODE, credential, parameters: { resource: 'recurring', operation: 'get', recurringId: '42' } });
		expect(result.error()?.message).toBe('Recurring ID "42" has the wrong format: it must be a UUID such as 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10');
	});
});

describe('Fortnox Recurring Billing node: deviations', () => {
	it('lists the deviations of a contract and gets one', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant);
		const deviations = sandbox.tenant(tenant.tenantId).recurring.recurrings.get(recurring.id)!.deviations;
		for (const [k, deviation_type] of (['SKIP', 'ROWS'] as const).entries()) {
			deviations.push({
				id: `0000000${k}-1111-4222-8333-444455556666`,
				recurring_id: recurring.id,
				deviation_type,
				repeat_interval: 0,
				target_invoice_index: k + 1,
				accrual: null,
				rows: deviation_type === 'ROWS' ? [{ description: 'Extra städning', price: 900 }] : [],
				created_at: '2026-05-01T00:00:00Z',
				modified_at: '2026-05-01T00:00:00Z',
			});
		}
		const listed = await runNode({ type: NODE, credential, parameters: { resource: 'deviation', operation: 'getAll', recurringId: recurring.id, returnAll: true } });
		expect(listed.items.map((item) => item.json.deviation_type)).toEqual(['SKIP', 'ROWS']);
		const limited = await runNode({ type: NODE, credential, parameters: { resource: 'deviation', operation: 'getAll', recurringId: recurring.id, returnAll: false, limit: 1 } });
		expect(limited.items).toHaveLength(1);

		const one = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'deviation', operation: 'get', recurringId: recurring.id, deviationId: deviations[1].id },
		});
		expect(one.items[0].json).toMatchObject({ deviation_type: 'ROWS', rows: [{ description: 'Extra städning' }] });
	});
});

describe('Fortnox Recurring Billing node: invoice requests', () => {
	const create = (credential: { id: string; type: 'fortnoxApi' }, parameters: IDataObject, continueOnFail = false) =>
		runNode({ type: NODE, credential, continueOnFail, parameters: { resource: 'invoiceRequest', operation: 'create', ...parameters } });

	it('invoices at once with SYNC and returns the invoice numbers', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const a = await seedRecurring(sandbox, tenant);
		const b = await seedRecurring(sandbox, tenant);
		const result = await create(credential, { recurringIds: `${a.id}, ${b.id}`, processingMode: 'SYNC' });
		expect(result.error()).toBeUndefined();
		expect(result.items[0].json).toMatchObject({
			processing_mode: 'SYNC',
			status: 'COMPLETED',
			items: [
				{ recurring_id: a.id, invoice_number: 1001 },
				{ recurring_id: b.id, invoice_number: 1002 },
			],
		});
		// Invoicing moved the contract on by one month.
		expect(stored(tenant, a.id).dates.dates.invoice_processing_date).toBe('2026-07-31');
	});

	it('refuses more than 100 IDs with SYNC before sending, pointing to ASYNC', async () => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.resetStats();
		const ids = Array.from({ length: 101 }, (_, k) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`);
		const result = await create(credential, { recurringIds: `={{ ${JSON.stringify(ids)} }}`, processingMode: 'SYNC' });
		expect(result.error()?.message).toBe(
			'Recurring IDs has 101 IDs: a SYNC request takes at most 100; choose Processing Mode Async for larger batches',
		);
		expect(sandbox.stats.requests).toBe(0);
	});

	it('waits for an ASYNC request to complete and outputs one item per invoice', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const ids = [];
		for (let k = 0; k < 3; k++) ids.push((await seedRecurring(sandbox, tenant)).id);
		const result = await create(credential, {
			recurringIds: `={{ ${JSON.stringify(ids)} }}`,
			processingMode: 'ASYNC',
			waitForCompletion: true,
			timeout: 60,
			options: { output: 'items' },
		});
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json)).toEqual(
			ids.map((id, k) =>
				expect.objectContaining({ recurring_id: id, invoice_number: 1001 + k, invoice_request_status: 'COMPLETED', status: 'INVOICED' }),
			),
		);
		expect(sandbox.tenant(tenant.tenantId).recurring.invoices.map((invoice) => invoice.invoice_number)).toEqual([1001, 1002, 1003]);
	});

	it('without waiting, returns the ASYNC request while Fortnox processes it; Get and Get Many find it', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant);
		const created = await create(credential, { recurringIds: recurring.id, processingMode: 'ASYNC', waitForCompletion: false });
		const request = created.items[0].json;
		expect(['PENDING', 'PROCESSING']).toContain(request.status);

		const listed = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'invoiceRequest', operation: 'getAll', recurringIds: recurring.id, returnAll: true, filters: { statuses: ['PENDING', 'PROCESSING', 'COMPLETED'] } },
		});
		expect(listed.items.map((item) => item.json.id)).toEqual([request.id]);
		const failedOnly = await runNode({
			type: NODE,
			credential,
			parameters: { resource: 'invoiceRequest', operation: 'getAll', recurringIds: recurring.id, returnAll: true, filters: { statuses: ['FAILED'] } },
		});
		expect(failedOnly.items).toEqual([]);

		const fetched = await runNode({ type: NODE, credential, parameters: { resource: 'invoiceRequest', operation: 'get', invoiceRequestId: request.id } });
		expect(fetched.items[0].json.id).toBe(request.id);
	});

	it('reports a FAILED request as an error, or as an error item under Continue On Fail', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const recurring = await seedRecurring(sandbox, tenant);
		stored(tenant, recurring.id).status = 'INACTIVE';
		const parameters = { recurringIds: recurring.id, processingMode: 'ASYNC', waitForCompletion: true, timeout: 60 };

		const failed = await create(credential, parameters);
		const error = failed.error() as Error & { description?: string };
		expect(error.message).toMatch(/^Invoice request [0-9a-f-]{36} failed: no invoices were created$/);
		expect(error.description).toContain('is INACTIVE; only ACTIVE recurrings are invoiced');

		const item = await create(credential, parameters, true);
		expect(item.error()).toBeUndefined();
		expect(item.items[0].json.error).toMatch(/failed: no invoices were created/);
	});

	describe('a request that COMPLETED with a contract that FAILED (an inactive one)', () => {
		/** Two contracts of a new company, the second INACTIVE: Fortnox invoices the first and fails the second. */
		async function oneInactive() {
			const { tenant, credential } = accessTokenCredential(sandbox);
			const active = await seedRecurring(sandbox, tenant);
			const inactive = await seedRecurring(sandbox, tenant);
			stored(tenant, inactive.id).status = 'INACTIVE';
			const invoiced = () => sandbox.tenant(tenant.tenantId).recurring.invoices.map((invoice) => invoice.recurring_id);
			return { credential, active, inactive, invoiced, recurringIds: `${active.id}, ${inactive.id}` };
		}
		const ASYNC = { processingMode: 'ASYNC', waitForCompletion: true, timeout: 60 };

		it('outputs the request with partially_failed, failed_count and the failed contracts (the default)', async () => {
			const { credential, active, inactive, invoiced, recurringIds } = await oneInactive();
			const result = await create(credential, { recurringIds, ...ASYNC });
			expect(result.error()).toBeUndefined();
			expect(result.items[0].json).toMatchObject({
				status: 'COMPLETED',
				partially_failed: true,
				failed_count: 1,
				failed: [{ recurring_id: inactive.id, status: 'FAILED', error_message: expect.stringContaining('is INACTIVE') }],
			});
			expect(invoiced()).toEqual([active.id]);

			// A SYNC request is processed at once and says the same.
			const sync = await create(credential, { recurringIds, processingMode: 'SYNC' });
			expect(sync.items[0].json).toMatchObject({ status: 'COMPLETED', partially_failed: true, failed_count: 1, failed: [{ recurring_id: inactive.id }] });
		});

		it('with On Failed Contracts: Fail the Item, fails the item naming each failed contract and its reason', async () => {
			const { credential, active, inactive, invoiced, recurringIds } = await oneInactive();
			const parameters = { recurringIds, ...ASYNC, options: { onFailedContracts: 'fail' } };
			const failed = await create(credential, parameters);
			const error = failed.error() as Error & { description?: string };
			expect(error.message).toMatch(/^Invoice request [0-9a-f-]{36}: 1 of 2 recurring contracts failed$/);
			expect(error.description).toMatch(new RegExp(`^${inactive.id}: Recurring \\d+ is INACTIVE; only ACTIVE recurrings are invoiced\\. The other contracts were invoiced \\(1 of 2\\)`));
			expect(invoiced()).toEqual([active.id]);

			// Continue On Fail makes it an error item the workflow can route.
			const routed = await create(credential, parameters, true);
			expect(routed.error()).toBeUndefined();
			expect(routed.items[0].json).toMatchObject({ error: expect.stringMatching(/1 of 2 recurring contracts failed/), description: expect.stringContaining(inactive.id) });
		});

		it('adds nothing when every contract was invoiced', async () => {
			const { tenant, credential } = accessTokenCredential(sandbox);
			const ids = [(await seedRecurring(sandbox, tenant)).id, (await seedRecurring(sandbox, tenant)).id];
			for (const onFailedContracts of ['output', 'fail']) {
				const result = await create(credential, { recurringIds: ids.join(','), ...ASYNC, options: { onFailedContracts } });
				expect(result.error()).toBeUndefined();
				expect(result.items[0].json.status).toBe('COMPLETED');
				expect(result.items[0].json).not.toHaveProperty('partially_failed');
				expect(result.items[0].json).not.toHaveProperty('failed_count');
				expect(result.items[0].json).not.toHaveProperty('failed');
			}
		});
	});

	it('refuses more than 100 IDs for Get Many and IDs that are not UUIDs', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const ids = Array.from({ length: 101 }, (_, k) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`).join(',');
		const tooMany = await runNode({ type: NODE, credential, parameters: { resource: 'invoiceRequest', operation: 'getAll', recurringIds: ids, returnAll: true } });
		expect(tooMany.error()?.message).toBe('Recurring IDs has 101 IDs: at most 100 are allowed');
		const notUuid = await create(credential, { recurringIds: 'abc', processingMode: 'SYNC' });
		expect(notUuid.error()?.message).toBe('Recurring IDs (ID 1) "abc" has the wrong format: it must be a UUID such as 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10');
	});
});

describe('Fortnox Recurring Billing node: a request already in flight', () => {
	it('explains the 409 with the recurring IDs involved', async () => {
		// Real-time sandbox: the first ASYNC request stays in flight for 3 s.
		const slow = await startSandbox({ rateLimit: false });
		try {
			const { tenant, credential } = accessTokenCredential(slow);
			const recurring = await seedRecurring(slow, tenant);
			const parameters = { resource: 'invoiceRequest', operation: 'create', recurringIds: recurring.id, processingMode: 'ASYNC', waitForCompletion: false };
			const first = await runNode({ type: NODE, credential, parameters });
			expect(first.error()).toBeUndefined();

			const second = await runNode({ type: NODE, credential, parameters });
			const error = second.error() as Error & { httpCode?: string; description?: string };
			expect(error.httpCode).toBe('409');
			expect(error.message).toBe(
				`An invoice request is already in flight for some of these recurring contracts (${recurring.id}); wait until it has finished, then run again. The details say which.`,
			);
			expect(error.description).toContain(`${recurring.id} is in invoice request ${String(first.items[0].json.id)}`);
			const requests = [...slow.tenant(tenant.tenantId).recurring.invoiceRequests.values()].map((entry) => entry.request as SandboxInvoiceRequest);
			expect(requests).toHaveLength(1);
		} finally {
			await slow.close();
		}
	});
});
