import { fieldsOf, usePurchasing, type Row } from './purchasing-helpers';

// /3/suppliers: full records with every field of fortnox_Supplier, numbered from a series, partial
// PUT, the list; the warehouse's purchase orders name the same suppliers.

const { s, request, create, ok, refused, numbers, held } = usePurchasing();
const supplier = (fields: Row) => create<Row>('suppliers', 'Supplier', fields);

describe('sandbox /3/suppliers', () => {
	it('creates a supplier with every field of fortnox_Supplier, numbered from 1 when no number is given', async () => {
		const created = await supplier({ Name: 'Lampgrossen AB', Email: 'order@lampgrossen.example', TermsOfPayment: '10', BG: '5050-1055' });
		expect(Object.keys(created).sort()).toEqual(fieldsOf('fortnox_Supplier'));
		expect(created).toMatchObject({
			'@url': `${s.sandbox.url}/3/suppliers/1`, SupplierNumber: '1', Name: 'Lampgrossen AB', Active: true, Currency: 'SEK', TermsOfPayment: '10',
			BG: '5050-1055', City: '', DisablePaymentFile: false,
		});
		expect((await supplier({ Name: 'Given', SupplierNumber: 'L-7' })).SupplierNumber).toBe('L-7');
		expect((await supplier({ Name: 'Next' })).SupplierNumber).toBe('2');
		expect(await ok('GET', '/3/suppliers/1', 'Supplier')).toEqual(created);
		expect(held().suppliers.map((x) => x.SupplierNumber)).toEqual(['201', '202', '1', 'L-7', '2']);
	});

	it.each([
		['no Name', {}, 2009001],
		['a number in use', { Name: 'X', SupplierNumber: '201' }, 2009300],
		['an unknown field', { Name: 'X', Colour: 'red' }, 2001399],
		['terms of payment that do not exist', { Name: 'X', TermsOfPayment: '99' }, 2009107],
		['a currency that does not exist', { Name: 'X', Currency: 'XYZ' }, 2009107],
		['a PreDefinedAccount of 3 digits', { Name: 'X', PreDefinedAccount: '401' }, 2009100],
		['a Name over 1024 characters', { Name: 'x'.repeat(1025) }, 2009002],
	])('refuses %s', async (_, Supplier, code) => {
		expect(await refused('POST', '/3/suppliers', { Supplier })).toMatchObject({ code });
		expect(held().suppliers).toHaveLength(2);
	});

	it('updates only the fields given, never the number; 404 for an unknown supplier', async () => {
		await supplier({ Name: 'Lampgrossen AB', City: 'Växjö', Email: 'a@lampgrossen.example' });
		const updated = await ok<Row>('PUT', '/3/suppliers/1', 'Supplier', { Supplier: { Email: 'b@lampgrossen.example', Active: false } });
		expect(updated).toMatchObject({ Name: 'Lampgrossen AB', City: 'Växjö', Email: 'b@lampgrossen.example', Active: false });
		expect(await refused('PUT', '/3/suppliers/1', { Supplier: { SupplierNumber: '9' } })).toMatchObject({ code: 2009104 });
		expect(await ok<Row>('PUT', '/3/suppliers/1', 'Supplier', { Supplier: { Name: '', City: '' } })).toMatchObject({ Name: 'Lampgrossen AB', City: 'Växjö' });
		expect(await refused('GET', '/3/suppliers/9', undefined, 404)).toMatchObject({ code: 2009046 });
		expect(await refused('PUT', '/3/suppliers/9', { Supplier: { Name: 'X' } }, 404)).toMatchObject({ code: 2009046 });
		expect(held().suppliers[2]).toMatchObject({ Email: 'b@lampgrossen.example', Active: false, City: 'Växjö' });
	});

	it('lists fortnox_SupplierListItem in number order with paging', async () => {
		await supplier({ Name: 'Lampgrossen AB', Phone1: '0470-123 45', SupplierNumber: '30' });
		await supplier({ Name: 'Annat AB', SupplierNumber: '4' });
		const res = await request('GET', '/3/suppliers?limit=2&page=2');
		const listed = res.body.Suppliers as Row[];
		expect(Object.keys(listed[0]).sort()).toEqual(fieldsOf('fortnox_SupplierListItem'));
		expect(listed.map((x) => [x.SupplierNumber, x.Phone])).toEqual([['201', ''], ['202', '']]);
		expect(res.body.MetaInformation).toEqual({ '@TotalResources': 4, '@TotalPages': 2, '@CurrentPage': 2 });
		expect(await numbers('suppliers', '', 'SupplierNumber')).toEqual(['4', '30', '201', '202']);
		expect(await numbers('suppliers', 'sortorder=descending', 'SupplierNumber')).toEqual(['202', '201', '30', '4']);
	});

	it('is the supplier the warehouse names: a purchase order takes its name and e-mail', async () => {
		await supplier({ Name: 'Lampgrossen AB', Email: 'order@lampgrossen.example', SupplierNumber: '300' });
		const res = await request<Row>('POST', '/api/warehouse/purchaseorders-v1', {
			supplierNumber: '300', orderDate: '2026-03-02', currencyCode: 'SEK', currencyRate: 1, paymentTermsCode: '30', deliveryName: 'Sandbox AB',
			deliveryAddress: 'Lagergatan 1', deliveryZipCode: '12345', deliveryCity: 'Stockholm', rows: [{ itemId: '1003', orderedQuantity: 1, price: 249 }],
		});
		expect(res.status).toBe(201);
		expect(res.body).toMatchObject({ supplierNumber: '300', supplierName: 'Lampgrossen AB', supplierEmail: 'order@lampgrossen.example' });
		await ok('PUT', '/3/suppliers/300', 'Supplier', { Supplier: { Name: 'Lampgrossen i Växjö AB' } });
		expect(s.sandbox.tenant(s.t.tenantId).warehouse.purchasing.suppliers.find((x) => x.SupplierNumber === '300')?.Name).toBe('Lampgrossen i Växjö AB');
		const article = await ok<Row>('PUT', '/3/articles/1003', 'Article', { Article: { SupplierNumber: '300' } });
		expect(article.SupplierName).toBe('Lampgrossen i Växjö AB');
	});
});
