import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';

type Credential = NodeSpec['credential'];

const { salesCompany, oneRowDocument } = useCoreSandbox();

const fortnox = (credential: Credential, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters });

/** The JSON of every item a run gave, failing the test on an error. */
async function jsonOf(credential: Credential, parameters: IDataObject): Promise<IDataObject[]> {
	const result = await fortnox(credential, parameters);
	expect(result.error()).toBeUndefined();
	return result.items.map((item) => item.json);
}

/** A company with a customer, two articles, an invoice, an order and an offer, a supplier and a supplier invoice, all made through the node. */
async function company() {
	const made = await salesCompany({
		customers: [['Kontorsgiganten AB', { Email: 'faktura@kontorsgiganten.se', City: 'Växjö', OrganisationNumber: '556677-8899', Phone1: '0470-123 45' }]],
		articles: [
			['CH-1', 'Kontorsstol Ergo', 99.9],
			['LA-1', 'Lampa LED', 40],
		],
	});
	const invoice = await oneRowDocument('invoice', made.credential, made.customer, 1000, { DueDate: '2026-12-31', YourReference: 'Maria Lind' });
	const order = await oneRowDocument('order', made.credential, made.customer);
	const offer = await oneRowDocument('offer', made.credential, made.customer);
	const [supplier] = await jsonOf(made.credential, { resource: 'supplier', operation: 'create', name: 'Kontorsvaror i Mälardalen AB', additionalFields: { Email: 'order@kontorsvaror.se' } });
	const [supplierInvoice] = await jsonOf(made.credential, {
		resource: 'supplierInvoice',
		operation: 'create',
		supplier: byNumber(String(supplier.SupplierNumber)),
		Total: 1250,
		VAT: 250,
		InvoiceDate: '2026-11-02',
		DueDate: '2026-12-02',
		rowsInput: 'fields',
		rows: { row: [{ Account: 6110, Debit: 800, Credit: 0 }, { Account: 4010, Debit: 200, Credit: 0 }] },
		additionalFields: {},
	});
	return { ...made, invoice, order, offer, supplier: String(supplier.SupplierNumber), supplierInvoice: String(supplierInvoice.GivenNumber) };
}

describe('Output (Simplified / Raw / Selected Fields) on Get and Get Many', () => {
	it('customer: Raw is the whole record, as a workflow saved without the option gets; Simplified the fields a person reads; Selected Fields those picked', async () => {
		const { credential, customer } = await company();
		const get = { resource: 'customer', operation: 'get', customer: byNumber(customer) };
		const [saved] = await jsonOf(credential, get);
		const [raw] = await jsonOf(credential, { ...get, output: 'raw' });
		expect(raw).toEqual(saved);
		expect(Object.keys(raw).length).toBeGreaterThan(10);

		const [simple] = await jsonOf(credential, { ...get, output: 'simple' });
		expect(simple).toEqual({
			CustomerNumber: customer,
			Name: 'Kontorsgiganten AB',
			OrganisationNumber: '556677-8899',
			Email: 'faktura@kontorsgiganten.se',
			Phone1: '0470-123 45',
			City: 'Växjö',
			Type: raw.Type,
			Currency: raw.Currency,
			Active: raw.Active,
			ZipCode: raw.ZipCode,
		});

		const [picked] = await jsonOf(credential, { ...get, output: 'fields', fields: ['Name', 'City', 'WWW'] });
		expect(picked).toEqual({ CustomerNumber: customer, Name: 'Kontorsgiganten AB', City: 'Växjö', WWW: raw.WWW });

		const list = { resource: 'customer', operation: 'getAll', returnAll: true };
		const savedList = await jsonOf(credential, list);
		expect(await jsonOf(credential, { ...list, output: 'raw' })).toEqual(savedList);
		expect(await jsonOf(credential, { ...list, output: 'simple' })).toEqual([
			{ CustomerNumber: customer, Name: 'Kontorsgiganten AB', OrganisationNumber: '556677-8899', Email: 'faktura@kontorsgiganten.se', Phone: '0470-123 45', City: 'Växjö', ZipCode: savedList[0].ZipCode },
		]);
		expect(await jsonOf(credential, { ...list, output: 'fields', fields: ['Email'] })).toEqual([{ CustomerNumber: customer, Email: 'faktura@kontorsgiganten.se' }]);
	});

	it('invoice: Raw is the whole invoice with its rows; Simplified its number, customer, dates, totals and status; Selected Fields those picked, on Get and Get Many', async () => {
		const { credential, customer, invoice } = await company();
		const get = { resource: 'invoice', operation: 'get', documentNumber: byNumber(invoice) };
		const [saved] = await jsonOf(credential, get);
		expect(await jsonOf(credential, { ...get, output: 'raw' })).toEqual([saved]);
		expect(saved.InvoiceRows).toHaveLength(1);

		const [simple] = await jsonOf(credential, { ...get, output: 'simple' });
		expect(Object.keys(simple).sort()).toEqual(['Balance', 'Booked', 'Cancelled', 'CustomerName', 'CustomerNumber', 'DocumentNumber', 'DueDate', 'InvoiceDate', 'Sent', 'Total'].sort());
		expect(simple).toMatchObject({ DocumentNumber: invoice, CustomerNumber: customer, CustomerName: 'Kontorsgiganten AB', DueDate: '2026-12-31', Total: saved.Total, Booked: false });

		const [picked] = await jsonOf(credential, { ...get, output: 'fields', fields: ['YourReference', 'Total'] });
		expect(picked).toEqual({ DocumentNumber: invoice, YourReference: 'Maria Lind', Total: saved.Total });

		const list = { resource: 'invoice', operation: 'getAll', returnAll: true };
		const savedList = await jsonOf(credential, list);
		expect(await jsonOf(credential, { ...list, output: 'raw' })).toEqual(savedList);
		const simpleList = await jsonOf(credential, { ...list, output: 'simple' });
		expect(simpleList).toHaveLength(1);
		expect(simpleList[0]).toMatchObject({ DocumentNumber: invoice, CustomerName: 'Kontorsgiganten AB', Total: savedList[0].Total, Balance: savedList[0].Balance });
		expect(Object.keys(savedList[0]).length).toBeGreaterThan(Object.keys(simpleList[0]).length);
		expect(await jsonOf(credential, { ...list, output: 'fields', fields: ['Balance'] })).toEqual([{ DocumentNumber: invoice, Balance: savedList[0].Balance }]);
	});

	it.each([
		['customer', { customer: 'customer' }, 'CustomerNumber'],
		['article', { article: 'CH-1' }, 'ArticleNumber'],
		['invoice', { documentNumber: 'invoice' }, 'DocumentNumber'],
		['order', { documentNumber: 'order' }, 'DocumentNumber'],
		['offer', { documentNumber: 'offer' }, 'DocumentNumber'],
		['supplier', { supplier: 'supplier' }, 'SupplierNumber'],
		['supplierInvoice', { documentNumber: 'supplierInvoice' }, 'GivenNumber'],
	] as const)('%s: Simplified keeps at most 10 fields, its number among them, on Get and Get Many', async (resource, locator, numberField) => {
		const made = await company();
		const [[parameter, value]] = Object.entries(locator);
		const number = value in made ? String(made[value as keyof typeof made]) : value;
		const one = await jsonOf(made.credential, { resource, operation: 'get', [parameter]: byNumber(number), output: 'simple' });
		const many = await jsonOf(made.credential, { resource, operation: 'getAll', returnAll: true, output: 'simple' });
		for (const record of [...one, ...many]) {
			expect(Object.keys(record).length).toBeLessThanOrEqual(10);
			expect(Object.keys(record).length).toBeGreaterThanOrEqual(5);
			expect(record[numberField]).toBeDefined();
		}
		expect(one[0][numberField]).toBe(number);
	});
});
