import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';

type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, salesCompany, oneRowDocument } = useCoreSandbox();

const run = (credential: Credential, resource: string, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters } });

async function ok(credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject> {
	const result = await run(credential, resource, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** Rows that move 1,200 from an accrual account to a result account: balanced. */
const rows = (from: number, to: number, amount = 1200) => ({ row: [{ Account: from, Debit: amount, Credit: 0 }, { Account: to, Debit: 0, Credit: amount, rowFields: { TransactionInformation: 'Periodisering' } }] });

/** A company with a customer, an article, the BAS accrual accounts (made with Account → Create), a contract, an invoice and a supplier invoice. */
async function company() {
	const made = await salesCompany({ customers: [['Kaffeklubben AB', {}]], articles: [['SUB-M', 'Kaffeprenumeration, månad', 100]] });
	const { credential, customer } = made;
	for (const [accountNumber, description] of [
		['1790', 'Övriga förutbetalda kostnader och upplupna intäkter'],
		['2970', 'Förutbetalda intäkter'],
	]) {
		await ok(credential, 'account', { operation: 'create', accountNumber, description });
	}
	const contract = await ok(credential, 'contract', {
		operation: 'create',
		customer: byNumber(customer),
		periodEnd: '2026-12-31',
		rowsInput: 'fields',
		rows: { row: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: 12 }] },
	});
	const invoice = await oneRowDocument('invoice', credential, customer, 1200);
	const supplier = await ok(credential, 'supplier', { operation: 'create', name: 'Kontorshyror AB', additionalFields: {} });
	const supplierInvoice = await ok(credential, 'supplierInvoice', {
		operation: 'create',
		supplier: byNumber(String(supplier.SupplierNumber)),
		Total: 1500,
		VAT: 300,
		InvoiceDate: '2026-11-02',
		DueDate: '2026-12-02',
		rowsInput: 'json',
		rowsJson: JSON.stringify([{ Account: 5010, Debit: 1200 }]),
		additionalFields: {},
	});
	sandbox().clearRequests();
	return { ...made, contract: String(contract.DocumentNumber), invoice, supplierInvoice: String(supplierInvoice.GivenNumber) };
}

const accruals = (tenantId: string) => sandbox().tenant(tenantId).bookkeeping.accruals;

describe('Fortnox → Contract Accrual, Invoice Accrual, Supplier Invoice Accrual', () => {
	it('creates an accrual of each kind with the body Fortnox documents; the sandbox holds its balanced rows', async () => {
		const { tenantId, credential, contract, invoice, supplierInvoice } = await company();

		const byContract = await ok(credential, 'contractAccrual', {
			operation: 'create',
			documentNumber: byNumber(contract),
			accrualAccount: 2970,
			costAccount: 3001,
			description: 'Årsavtal kaffe',
			total: 1200,
			rowsInput: 'fields',
			rows: rows(2970, 3001),
			additionalFields: { Period: 'MONTHLY', Times: 12 },
		});
		expect(byContract).toMatchObject({ DocumentNumber: Number(contract), Description: 'Årsavtal kaffe', Period: 'MONTHLY', Times: 12, Total: 1200 });
		expect(coreRequests()[0].body).toEqual({
			ContractAccrual: {
				Period: 'MONTHLY',
				Times: 12,
				DocumentNumber: Number(contract),
				AccrualAccount: 2970,
				CostAccount: 3001,
				Description: 'Årsavtal kaffe',
				Total: 1200,
				AccrualRows: [
					{ Account: 2970, Debit: 1200, Credit: 0 },
					{ Account: 3001, Debit: 0, Credit: 1200, TransactionInformation: 'Periodisering' },
				],
			},
		});

		const byInvoice = await ok(credential, 'invoiceAccrual', {
			operation: 'create',
			documentNumber: byNumber(invoice),
			accrualAccount: 2970,
			description: 'Förskottsbetald service',
			endDate: '2027-10-31',
			revenueAccount: 3001,
			startDate: '2026-11-01',
			total: 1200,
			rowsInput: 'json',
			rowsJson: JSON.stringify([
				{ Account: 3001, Debit: 1200 },
				{ Account: 2970, Credit: 1200 },
			]),
		});
		expect(byInvoice).toMatchObject({ InvoiceNumber: Number(invoice), StartDate: '2026-11-01', EndDate: '2027-10-31' });

		const bySupplierInvoice = await ok(credential, 'supplierInvoiceAccrual', {
			operation: 'create',
			documentNumber: byNumber(supplierInvoice),
			accrualAccount: 1790,
			costAccount: 5010,
			endDate: '2027-01-31',
			period: 'QUARTERLY',
			startDate: '2026-11-01',
			times: 3,
			total: 1200,
			rowsInput: 'fields',
			rows: rows(1790, 5010),
		});
		expect(bySupplierInvoice).toMatchObject({ SupplierInvoiceNumber: Number(supplierInvoice), Period: 'QUARTERLY', Times: 3 });
		expect(accruals(tenantId).supplierInvoices[0].rows).toMatchObject([
			{ Account: 1790, Debit: 1200, Credit: 0 },
			{ Account: 5010, Debit: 0, Credit: 1200 },
		]);

		expect(await ok(credential, 'contractAccrual', { operation: 'get', contractAccrual: byNumber(contract) })).toMatchObject({ AccrualRows: [{ Account: 2970 }, { Account: 3001 }] });
		const list = await run(credential, 'invoiceAccrual', { operation: 'getAll', returnAll: true });
		expect(list.items.map((item) => item.json)).toMatchObject([{ InvoiceNumber: Number(invoice), Description: 'Förskottsbetald service' }]);

		const updated = await ok(credential, 'supplierInvoiceAccrual', {
			operation: 'update',
			supplierInvoiceAccrual: byNumber(supplierInvoice),
			rowsInput: 'fields',
			rows: rows(1790, 5010, 900),
			updateFields: { Total: 900 },
		});
		expect(updated).toMatchObject({ Total: 900, SupplierInvoiceAccrualRows: [{ Debit: 900 }, { Credit: 900 }] });

		expect(await ok(credential, 'contractAccrual', { operation: 'delete', contractAccrual: byNumber(contract) })).toEqual({ DocumentNumber: contract, deleted: true });
		expect(accruals(tenantId).contracts).toEqual([]);
		expect(accruals(tenantId).invoices).toHaveLength(1);
	});

	it('gets, lists, updates and deletes an accrual of each kind by its document, with the requests Fortnox documents', async () => {
		const { tenantId, credential, contract, invoice, supplierInvoice } = await company();
		const kinds = [
			{ resource: 'contractAccrual', path: '/3/contractaccruals', number: contract, numberField: 'DocumentNumber', rowsKey: 'AccrualRows', from: 2970, to: 3001 },
			{ resource: 'invoiceAccrual', path: '/3/invoiceaccruals', number: invoice, numberField: 'InvoiceNumber', rowsKey: 'InvoiceAccrualRows', from: 3001, to: 2970 },
			{ resource: 'supplierInvoiceAccrual', path: '/3/supplierinvoiceaccruals', number: supplierInvoice, numberField: 'SupplierInvoiceNumber', rowsKey: 'SupplierInvoiceAccrualRows', from: 1790, to: 5010 },
		];
		await ok(credential, 'contractAccrual', { operation: 'create', documentNumber: byNumber(contract), accrualAccount: 2970, costAccount: 3001, description: 'Årsavtal', total: 1200, rowsInput: 'fields', rows: rows(2970, 3001), additionalFields: {} });
		await ok(credential, 'invoiceAccrual', { operation: 'create', documentNumber: byNumber(invoice), accrualAccount: 2970, description: 'Service', endDate: '2027-10-31', revenueAccount: 3001, startDate: '2026-11-01', total: 1200, rowsInput: 'fields', rows: rows(3001, 2970) });
		await ok(credential, 'supplierInvoiceAccrual', { operation: 'create', documentNumber: byNumber(supplierInvoice), accrualAccount: 1790, costAccount: 5010, endDate: '2027-01-31', period: 'QUARTERLY', startDate: '2026-11-01', times: 3, total: 1200, rowsInput: 'fields', rows: rows(1790, 5010) });

		for (const { resource, path, number, numberField, rowsKey, from, to } of kinds) {
			sandbox().clearRequests();
			const got = await ok(credential, resource, { operation: 'get', [resource]: byNumber(number) });
			expect(got).toMatchObject({ [numberField]: Number(number), Total: 1200, [rowsKey]: [{ Account: from, Debit: 1200 }, { Account: to, Credit: 1200 }] });
			const listed = await run(credential, resource, { operation: 'getAll', returnAll: true });
			expect(listed.items.map((item) => item.json[numberField])).toEqual([Number(number)]);

			const updated = await ok(credential, resource, { operation: 'update', [resource]: byNumber(number), rowsInput: 'fields', rows: rows(from, to, 600), updateFields: { Total: 600 } });
			expect(updated).toMatchObject({ Total: 600, [rowsKey]: [{ Account: from, Debit: 600 }, { Account: to, Credit: 600 }] });
			expect(await ok(credential, resource, { operation: 'get', [resource]: byNumber(number) })).toMatchObject({ Total: 600 });

			expect(await ok(credential, resource, { operation: 'delete', [resource]: byNumber(number) })).toEqual({ [numberField]: number, deleted: true });
			expect((await run(credential, resource, { operation: 'getAll', returnAll: true })).items).toHaveLength(0);
			expect(coreRequests().map((request) => [request.method, request.path])).toEqual([
				['GET', `${path}/${number}`],
				['GET', path],
				['PUT', `${path}/${number}`],
				['GET', `${path}/${number}`],
				['DELETE', `${path}/${number}`],
				['GET', path],
			]);
		}
		const left = accruals(tenantId);
		expect([left.contracts, left.invoices, left.supplierInvoices]).toEqual([[], [], []]);
	});

	it('refuses unbalanced rows and a missing required field before sending; Fortnox refuses a second accrual of a document', async () => {
		const { tenantId, credential, invoice } = await company();
		const base = {
			operation: 'create',
			documentNumber: byNumber(invoice),
			accrualAccount: 2970,
			description: 'Service',
			endDate: '2027-10-31',
			revenueAccount: 3001,
			startDate: '2026-11-01',
			total: 1200,
			rowsInput: 'fields',
		};
		const unbalanced = await run(credential, 'invoiceAccrual', { ...base, rows: { row: [{ Account: 3001, Debit: 1200 }, { Account: 2970, Credit: 1100 }] } });
		expect(unbalanced.error()?.message).toContain('differ by 100.00');
		const oneRow = await run(credential, 'invoiceAccrual', { ...base, rows: { row: [{ Account: 3001, Debit: 0 }] } });
		expect(oneRow.error()?.message).toContain('at least two rows');
		const noDescription = await run(credential, 'invoiceAccrual', { ...base, description: '={{ $json.none }}', rows: rows(3001, 2970) });
		expect(noDescription.error()?.message).toContain('Description');
		expect(coreRequests()).toEqual([]);

		await ok(credential, 'invoiceAccrual', { ...base, rows: rows(3001, 2970) });
		const second = await run(credential, 'invoiceAccrual', { ...base, rows: rows(3001, 2970) });
		expect(second.error()?.message).toContain('already has an accrual');
		expect(accruals(tenantId).invoices).toHaveLength(1);
	});
});
