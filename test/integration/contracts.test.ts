import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import { optionOf, shownParameter } from '../harness/node-types';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { SCHEMAS } from '../../nodes/shared/schema/schemas';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, today, storedDocument, salesCompany } = useCoreSandbox();

const run = (credential: Credential, resource: string, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters } });

async function ok(credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject> {
	const result = await run(credential, resource, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

const stored = (tenantId: string, number: unknown) => {
	const found = sandbox().tenant(tenantId).sales.contracts.find((contract) => contract.head.DocumentNumber === String(number));
	if (!found) throw new Error(`no contract ${String(number)} in the sandbox`);
	return found;
};

/** A company with a customer and two service articles (a monthly subscription and a setup fee). */
const company = () =>
	salesCompany({
		customers: [['Kaffeklubben AB', { Email: 'ekonomi@kaffeklubben.se' }]],
		articles: [
			['SUB-M', 'Kaffeprenumeration, månad', 299],
			['SUP-1', 'Support, timme', 900],
		],
	});

/** A monthly contract of December 2026 for three months, made through the node. */
async function monthly(credential: Credential, customer: string, more: IDataObject = {}): Promise<IDataObject> {
	return await ok(credential, 'contract', {
		operation: 'create',
		customer: byNumber(customer),
		periodStart: '2026-12-01',
		periodEnd: '2026-12-31',
		invoiceInterval: 1,
		contractLength: 3,
		rowsInput: 'fields',
		rows: { row: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: 2 }] },
		additionalFields: { ContractDate: '2026-11-27', YourReference: 'Prenumeration 8812' },
		...more,
	});
}

describe('Fortnox → Contract', () => {
	it('creates a contract with its rows, period and interval; Get and Get Many show it, Update changes it', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await monthly(credential, customer);
		expect(created).toMatchObject({
			CustomerNumber: customer,
			CustomerName: 'Kaffeklubben AB',
			PeriodStart: '2026-12-01',
			PeriodEnd: '2026-12-31',
			InvoiceInterval: 1,
			ContractLength: 3,
			InvoicesRemaining: '3',
			Active: true,
			YourReference: 'Prenumeration 8812',
			// 2 × 299 = 598 + 25 % VAT = 747.50, rounded to 748.
			Total: 748,
		});
		expect(created.InvoiceRows).toMatchObject([{ ArticleNumber: 'SUB-M', Description: 'Kaffeprenumeration, månad', DeliveredQuantity: '2', Price: 299 }]);
		expect(coreRequests()[0].body).toEqual({
			Contract: {
				ContractDate: '2026-11-27',
				YourReference: 'Prenumeration 8812',
				PeriodStart: '2026-12-01',
				PeriodEnd: '2026-12-31',
				InvoiceInterval: 1,
				ContractLength: 3,
				CustomerNumber: customer,
				InvoiceRows: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: '2' }],
			},
		});
		const number = String(created.DocumentNumber);

		expect(await ok(credential, 'contract', { operation: 'get', documentNumber: byNumber(number) })).toMatchObject({ DocumentNumber: number, Total: 748 });
		const list = await run(credential, 'contract', { operation: 'getAll', returnAll: true, filters: { filter: 'active' } });
		expect(list.items.map((item) => item.json)).toMatchObject([{ DocumentNumber: number, Status: 'ACTIVE', InvoicesRemaining: 3 }]);

		const updated = await ok(credential, 'contract', {
			operation: 'update',
			documentNumber: byNumber(number),
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ ArticleNumber: 'SUB-M', DeliveredQuantity: 3 }]),
			updateFields: { Remarks: 'Tre påsar i månaden' },
		});
		expect(updated).toMatchObject({ Remarks: 'Tre påsar i månaden', Total: 1121 });
		expect(stored(tenantId, number).rows).toMatchObject([{ ArticleNumber: 'SUB-M', DeliveredQuantity: 3 }]);
	});

	it("Create Invoice makes an agreement invoice of the contract's rows for its period and moves the contract on; the last invoice finishes it", async () => {
		const { tenantId, credential, customer } = await company();
		const number = String((await monthly(credential, customer, { contractLength: 2 })).DocumentNumber);

		const invoice = await ok(credential, 'contract', { operation: 'createInvoice', documentNumber: byNumber(number) });
		expect(invoice).toMatchObject({
			InvoiceType: 'AGREEMENTINVOICE',
			ContractReference: Number(number),
			CustomerNumber: customer,
			InvoicePeriodStart: '2026-12-01',
			InvoicePeriodEnd: '2026-12-31',
			YourReference: 'Prenumeration 8812',
			Total: 748,
		});
		expect(storedDocument(tenantId, 'invoices', invoice.DocumentNumber).rows).toMatchObject([{ ArticleNumber: 'SUB-M', DeliveredQuantity: 2, Price: 299 }]);
		expect(stored(tenantId, number).head).toMatchObject({ PeriodStart: '2027-01-01', PeriodEnd: '2027-01-31', InvoicesRemaining: '1', LastInvoiceDate: today(), Active: true });

		// The second of two months: the contract is finished.
		const second = await ok(credential, 'contract', { operation: 'createInvoice', documentNumber: byNumber(number) });
		expect(second).toMatchObject({ InvoicePeriodStart: '2027-01-01', InvoicePeriodEnd: '2027-01-31' });
		expect(stored(tenantId, number)).toMatchObject({ finished: true, head: { Active: false, InvoicesRemaining: '0' } });

		// A third is refused before it is sent: the contract shows it is not active.
		sandbox().clearRequests();
		const refused = await run(credential, 'contract', { operation: 'createInvoice', documentNumber: byNumber(number) });
		expect(refused.error()?.message).toContain(`Contract ${number} is not active`);
		expect(coreRequests().map((request) => request.method)).toEqual(['GET']);
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(2);
		const finished = await run(credential, 'contract', { operation: 'getAll', returnAll: true, filters: { filter: 'finished' } });
		expect(finished.items.map((item) => item.json.DocumentNumber)).toEqual([number]);
	});

	it('Increase Invoice Count counts a period without an invoice; an inactive contract is refused before sending; Finish ends a contract once', async () => {
		const { tenantId, credential, customer } = await company();
		const number = String((await monthly(credential, customer)).DocumentNumber);

		const counted = await ok(credential, 'contract', { operation: 'increaseInvoiceCount', documentNumber: byNumber(number) });
		expect(counted).toMatchObject({ PeriodStart: '2027-01-01', PeriodEnd: '2027-01-31', InvoicesRemaining: '2' });
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(0);

		await ok(credential, 'contract', { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { Active: false } });
		sandbox().clearRequests();
		const inactive = await run(credential, 'contract', { operation: 'increaseInvoiceCount', documentNumber: byNumber(number) });
		expect(inactive.error()?.message).toContain('is not active');
		expect(coreRequests().filter((request) => request.method === 'PUT')).toEqual([]);
		expect(stored(tenantId, number).head.InvoicesRemaining).toBe('2');

		const finished = await ok(credential, 'contract', { operation: 'finish', documentNumber: byNumber(number) });
		expect(finished).toMatchObject({ Active: false, InvoicesRemaining: '0' });
		expect(stored(tenantId, number).finished).toBe(true);
		// The record does not show a finish, so Fortnox refuses the second.
		const again = await run(credential, 'contract', { operation: 'finish', documentNumber: byNumber(number) });
		expect(again.error()?.message).toMatch(/finished/);
	});

	it('refuses before sending: a row without an article, a missing Period End, a Contract Length of text', async () => {
		const { tenantId, credential, customer } = await company();
		const textRow = await run(credential, 'contract', {
			operation: 'create',
			customer: byNumber(customer),
			periodEnd: '2026-12-31',
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Frakt', DeliveredQuantity: 1 }] },
		});
		expect(textRow.error()?.message).toContain('Row 1 Article');
		const noEnd = await run(credential, 'contract', { operation: 'create', customer: byNumber(customer), periodEnd: '={{ $json.end }}', rowsInput: 'fields', rows: { row: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: 1 }] } });
		expect(noEnd.error()?.message).toContain('Period End');
		const badLength = await run(credential, 'contract', {
			operation: 'create',
			customer: byNumber(customer),
			periodEnd: '2026-12-31',
			contractLength: '=tolv',
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: 1 }] },
		});
		expect((badLength.error() as NodeError | undefined)?.message).toContain('Contract Length');
		expect(coreRequests()).toEqual([]);
		expect(sandbox().tenant(tenantId).sales.contracts).toHaveLength(0);
	});
});

describe('Fortnox → Contract Template', () => {
	it('creates, gets, lists and updates a template; a contract naming it takes its rows and interval; the picker lists it', async () => {
		const { tenantId, credential, customer } = await company();
		const template = await ok(credential, 'contractTemplate', {
			operation: 'create',
			templateName: 'Kvartalssupport',
			additionalFields: { InvoiceInterval: 3, ContractLength: 12, InvoiceRows: JSON.stringify([{ ArticleNumber: 'SUP-1', DeliveredQuantity: '2' }]) },
		});
		expect(template).toMatchObject({ TemplateNumber: 1, TemplateName: 'Kvartalssupport', InvoiceInterval: 3, ContractLength: 12 });
		expect(await ok(credential, 'contractTemplate', { operation: 'get', contractTemplate: byNumber(1) })).toMatchObject({ InvoiceRows: [{ ArticleNumber: 'SUP-1', DeliveredQuantity: '2' }] });
		const list = await run(credential, 'contractTemplate', { operation: 'getAll', returnAll: true });
		expect(list.items.map((item) => item.json)).toMatchObject([{ ContractTemplate: 1, ContractTemplateName: 'Kvartalssupport' }]);
		expect(await ok(credential, 'contractTemplate', { operation: 'update', contractTemplate: byNumber(1), updateFields: { TemplateName: 'Support, kvartal' } })).toMatchObject({
			TemplateName: 'Support, kvartal',
		});

		const picked = await new Fortnox().methods.listSearch.searchContractTemplates.call(
			loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'contractTemplate', operation: 'get' } }),
		);
		expect(picked.results).toEqual([{ name: 'Support, kvartal (1)', value: '1' }]);

		// Version 1's form: the contract gives its own rows, interval and length beside the template's.
		const contract = await ok(credential, 'contract', {
			operation: 'create',
			customer: byNumber(customer),
			periodEnd: '2027-02-28',
			periodStart: '2026-12-01',
			invoiceInterval: 3,
			contractLength: 12,
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ ArticleNumber: 'SUP-1', DeliveredQuantity: 2 }]),
			additionalFields: { TemplateNumber: '1' },
		});
		expect(contract).toMatchObject({ TemplateNumber: 1, TemplateName: 'Support, kvartal', InvoicesRemaining: '4' });
		expect(stored(tenantId, contract.DocumentNumber).rows).toMatchObject([{ ArticleNumber: 'SUP-1', Price: 900 }]);
	});

	/** A template of two hours of support a quarter for two years. */
	const supportTemplate = async (credential: Credential) =>
		await ok(credential, 'contractTemplate', {
			operation: 'create',
			templateName: 'Support, två år',
			additionalFields: { InvoiceInterval: 3, ContractLength: 24, InvoiceRows: JSON.stringify([{ ArticleNumber: 'SUP-1', DeliveredQuantity: '2' }]) },
		});

	/** Contract → Create at a node version, as a workflow saved at that version holds it. */
	const createAt = (typeVersion: number, credential: Credential, parameters: IDataObject) =>
		runNode({ type: 'fortnox', typeVersion, credential, parameters: { resource: 'contract', operation: 'create', periodStart: '2026-12-01', periodEnd: '2027-02-28', ...parameters } });

	it("version 2.1: a contract naming a template and no rows is sent without rows, interval or length, and has the template's", async () => {
		const { tenantId, credential, customer } = await company();
		await supportTemplate(credential);
		sandbox().clearRequests();
		const result = await createAt(2.1, credential, { customer: byNumber(customer), additionalFields: { TemplateNumber: '1' } });
		expect(result.error()).toBeUndefined();
		expect(coreRequests().map((request) => request.body)).toEqual([
			{ Contract: { TemplateNumber: 1, PeriodStart: '2026-12-01', PeriodEnd: '2027-02-28', CustomerNumber: customer } },
		]);
		// 24 months invoiced every 3: eight invoices.
		expect(result.items[0].json).toMatchObject({ TemplateNumber: 1, TemplateName: 'Support, två år', InvoiceInterval: 3, ContractLength: 24, InvoicesRemaining: '8' });
		expect(stored(tenantId, result.items[0].json.DocumentNumber).rows).toMatchObject([{ ArticleNumber: 'SUP-1', DeliveredQuantity: 2, Price: 900 }]);
	});

	it("version 2.1: a contract's own rows replace the template's; its length is the template's unless set, an interval set is its own", async () => {
		const { tenantId, credential, customer } = await company();
		await supportTemplate(credential);
		sandbox().clearRequests();
		const result = await createAt(2.1, credential, {
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: 1 }] },
			additionalFields: { TemplateNumber: '1', InvoiceInterval: 1 },
		});
		expect(result.error()).toBeUndefined();
		expect((coreRequests()[0].body as IDataObject).Contract).not.toHaveProperty('ContractLength');
		expect(result.items[0].json).toMatchObject({ InvoiceInterval: 1, ContractLength: 24, InvoicesRemaining: '24' });
		expect(stored(tenantId, result.items[0].json.DocumentNumber).rows).toMatchObject([{ ArticleNumber: 'SUB-M', DeliveredQuantity: 1, Price: 299 }]);
		expect(stored(tenantId, result.items[0].json.DocumentNumber).rows).toHaveLength(1);
	});

	it('version 2.1: without a template, a missing Invoice Interval, Contract Length or row is refused before sending', async () => {
		const { tenantId, credential, customer } = await company();
		const rows = { rowsInput: 'fields', rows: { row: [{ ArticleNumber: 'SUB-M', DeliveredQuantity: 1 }] } };
		const noInterval = await createAt(2.1, credential, { customer: byNumber(customer), ...rows, additionalFields: { ContractLength: 12 } });
		expect(noInterval.error()?.message).toBe('Invoice Interval is missing: without a Template Number, add Invoice Interval under Additional Fields, or name a template whose value applies');
		const noLength = await createAt(2.1, credential, { customer: byNumber(customer), ...rows, additionalFields: { InvoiceInterval: 1 } });
		expect(noLength.error()?.message).toContain('Contract Length is missing');
		const noRows = await createAt(2.1, credential, { customer: byNumber(customer), additionalFields: { InvoiceInterval: 1, ContractLength: 12 } });
		expect(noRows.error()?.message).toBe('Rows are empty: a document needs at least one contract row, or a Template Number whose rows it takes');
		expect(coreRequests()).toEqual([]);
		expect(sandbox().tenant(tenantId).sales.contracts).toHaveLength(0);
		// Both given, the same contract is made.
		const made = await createAt(2.1, credential, { customer: byNumber(customer), ...rows, additionalFields: { InvoiceInterval: 1, ContractLength: 12 } });
		expect(made.items[0].json).toMatchObject({ InvoiceInterval: 1, ContractLength: 12, InvoicesRemaining: '12' });
	});

	it.each([1, 2])('a workflow saved at version %s still sends its form\'s interval 1 and length 12 with a template, and may leave the rows to it', async (typeVersion) => {
		const { tenantId, credential, customer } = await company();
		await supportTemplate(credential);
		sandbox().clearRequests();
		// The editor saved no Invoice Interval or Contract Length: they were the form's defaults.
		const result = await createAt(typeVersion, credential, { customer: byNumber(customer), additionalFields: { TemplateNumber: '1' } });
		expect(result.error()).toBeUndefined();
		expect((coreRequests()[0].body as IDataObject).Contract).toMatchObject({ InvoiceInterval: 1, ContractLength: 12, TemplateNumber: 1 });
		expect(result.items[0].json).toMatchObject({ InvoiceInterval: 1, ContractLength: 12, InvoicesRemaining: '12' });
		expect(stored(tenantId, result.items[0].json.DocumentNumber).rows).toMatchObject([{ ArticleNumber: 'SUP-1', DeliveredQuantity: 2 }]);
	});

	it('refuses a template without a name before sending', async () => {
		const { tenantId, credential } = await company();
		const refused = await run(credential, 'contractTemplate', { operation: 'create', templateName: '={{ $json.name }}' });
		expect(refused.error()?.message).toContain('Template Name');
		expect(coreRequests()).toEqual([]);
		expect(sandbox().tenant(tenantId).sales.contractTemplates).toHaveLength(0);
	});
});

describe('Fortnox → Contract: house-work rows', () => {
	/** The row form's House Work Type at a node version. */
	const houseWorkType = (typeVersion: number, operation: string) =>
		optionOf(optionOf(shownParameter(new Fortnox(), typeVersion, { resource: 'contract', operation, rowsInput: 'fields' }, 'rows'), 'rowFields'), 'HouseWorkType');
	/** The invoice row's house-work types Fortnox still gives a reduction for. */
	const LISTED = SCHEMAS.InvoiceRow.HouseWorkType.enum.filter((type) => !['COOKING', 'TUTORING'].includes(type));

	it('version 2.2: Create and Update rows offer the list of house-work types; a contract row of one is sent with it', async () => {
		for (const operation of ['create', 'update']) {
			const listed = houseWorkType(2.2, operation);
			expect(listed?.type).toBe('options');
			expect(listed?.options?.map((option) => ('value' in option ? option.value : undefined))).toEqual([...LISTED].sort());
		}
		const { tenantId, credential, customer } = await salesCompany({ customers: [['Anna Andersson', { Type: 'PRIVATE' }]], articles: [['STAD-1', 'Städning, timme', 400]] });
		const result = await runNode({
			type: 'fortnox',
			typeVersion: 2.2,
			credential,
			parameters: {
				resource: 'contract',
				operation: 'create',
				customer: byNumber(customer),
				periodStart: '2026-12-01',
				periodEnd: '2026-12-31',
				rowsInput: 'fields',
				rows: { row: [{ ArticleNumber: 'STAD-1', DeliveredQuantity: 4, rowFields: { HouseWork: true, HouseWorkType: 'CLEANING', HouseWorkHoursToReport: 4 } }] },
				additionalFields: { InvoiceInterval: 1, ContractLength: 12, TaxReductionType: 'rut' },
			},
		});
		expect(result.error()).toBeUndefined();
		const sent = (coreRequests().find((request) => request.method === 'POST')?.body as IDataObject).Contract as IDataObject;
		expect(sent.InvoiceRows).toEqual([{ ArticleNumber: 'STAD-1', DeliveredQuantity: '4', HouseWork: true, HouseWorkType: 'CLEANING', HouseWorkHoursToReport: 4 }]);
		expect(stored(tenantId, result.items[0].json.DocumentNumber).rows).toMatchObject([{ ArticleNumber: 'STAD-1', HouseWorkType: 'CLEANING' }]);
	});

	it.each([1, 2, 2.1])('at version %s, the rows keep House Work Type as text, as saved workflows have it', (typeVersion) => {
		for (const operation of ['create', 'update']) expect(houseWorkType(typeVersion, operation)).toMatchObject({ type: 'string', default: '' });
	});
});
