import { warehouseTenant, type WarehouseError } from './warehouse-seed';
interface OrderRow {
	id: string;
	rowNum: number;
	itemId: string;
	itemDescription: string;
	orderedQuantity: number;
	price: number;
	receivedQuantity: number;
	remainingOrderedQuantity: number;
	backOrderQuantity: number;
	stockPointCode: string;
	stockLocationCode: string;
	notes: Array<{ note: string; purchaseOrderId: number; purchaseOrderRowId: string; rowNum: number }>;
}
interface Order {
	id: number;
	supplierNumber: string;
	supplierName?: string;
	supplierEmail?: string;
	purchaseOrderState: string;
	responseState: string;
	translatedResponseState: string;
	purchaseType: string;
	dropship: boolean;
	manuallyCompleted: boolean;
	voided: boolean;
	orderValue: number;
	orderValueInSEK: number;
	totalReceivedQuantity: number;
	internalReference?: string;
	note?: string;
	deliveryDate?: string;
	rows: OrderRow[];
}

const PO = '/api/warehouse/purchaseorders-v1';

describe('sandbox warehouse: purchase orders and suppliers', () => {
	const w = warehouseTenant();
	const { req } = w;
	const order = (overrides: Record<string, unknown> = {}) => ({
		supplierNumber: '201', orderDate: '2026-03-20', currencyCode: 'EUR', currencyRate: 11.5, paymentTermsCode: '30',
		deliveryName: 'Sandbox AB', deliveryAddress: 'Lagergatan 1', deliveryZipCode: '12345', deliveryCity: 'Stockholm',
		rows: [{ itemId: '1005', orderedQuantity: 3, price: 100, stockPointCode: 'STORE' }], ...overrides,
	});
	const create = async (body: unknown) => {
		const res = await req<Order>('POST', PO, body);
		expect(res.status).toBe(201);
		return res.body;
	};
	const refused = async (method: string, path: string, body: unknown, status: number, error: string, message?: RegExp) => {
		const res = await req<WarehouseError>(method, path, body);
		expect([res.status, res.body.error]).toEqual([status, error]);
		if (message) expect(res.body.message).toMatch(message);
		return res.body;
	};

	it('seeds suppliers 201 and 202 (also /3/suppliers) and two orders: 1 NOT_SENT for 1003 and 1004, 2 SENT for 1002', async () => {
		const list = await req<Order[]>('GET', PO);
		expect([list.status, list.headers.get('x-total-count')]).toEqual([200, '2']);
		const [first, second] = list.body;
		expect(first).toMatchObject({
			id: 1, supplierNumber: '201', supplierName: 'Kontorsgrossisten AB', purchaseOrderState: 'NOT_SENT', responseState: 'NOT_SENT',
			purchaseType: 'WAREHOUSE', orderValue: 3740, totalReceivedQuantity: 0,
		});
		expect(first.rows.map((r) => [r.itemId, r.orderedQuantity, r.stockPointCode, r.stockLocationCode, r.remainingOrderedQuantity])).toEqual([
			['1003', 10, 'MAIN', 'A1', 10],
			['1004', 100, 'MAIN', 'A2', 100],
		]);
		expect(second).toMatchObject({ id: 2, supplierNumber: '202', purchaseOrderState: 'SENT', responseState: 'SENT' });
		expect(second.rows.map((r) => [r.itemId, r.orderedQuantity])).toEqual([['1002', 4]]);
		expect(w.sandbox.sentPurchaseOrderMails(w.t.tenantId)).toEqual([]);

		const suppliers = await req<{ Suppliers: Array<Record<string, unknown>>; MetaInformation: Record<string, number> }>('GET', '/3/suppliers');
		expect(suppliers.body.Suppliers.map((s) => [s.SupplierNumber, s.Name])).toEqual([['201', 'Kontorsgrossisten AB'], ['202', 'Möbelfabriken i Tibro AB']]);
		expect(suppliers.body.MetaInformation['@TotalResources']).toBe(2);
		expect((await req<{ Supplier: { Name: string } }>('GET', '/3/suppliers/202')).body.Supplier.Name).toBe('Möbelfabriken i Tibro AB');
		const missing = await req<{ ErrorInformation: { code: number } }>('GET', '/3/suppliers/999');
		expect([missing.status, missing.body.ErrorInformation.code]).toEqual([404, 2009046]);

		expect(w.sandbox.addSupplier(w.t.tenantId, { supplierNumber: '300', name: 'Lampgrossen' })).toEqual({
			supplierNumber: '300',
			name: 'Lampgrossen',
			email: '',
			modifiedAt: expect.any(Number),
		});
		expect(() => w.sandbox.addSupplier(w.t.tenantId, { supplierNumber: '300', name: 'Again' })).toThrow(/exists/);
		expect((await create(order({ supplierNumber: '300' }))).supplierName).toBe('Lampgrossen');
	});

	it('creates an order (201): NOT_SENT, supplier name and e-mail from the supplier, rows resolved, values computed', async () => {
		const created = await create(order({ currencyUnit: 1, note: 'Till butiken', rows: [
			{ itemId: '1005', orderedQuantity: 3, price: 100, stockPointCode: 'STORE', notes: [{ note: 'Ring före leverans' }] },
			{ itemId: '1001', orderedQuantity: 2, price: 50.25 },
		] }));
		expect(created).toMatchObject({
			id: 3, supplierName: 'Kontorsgrossisten AB', supplierEmail: 'order@kontorsgrossisten.example', purchaseOrderState: 'NOT_SENT',
			responseState: 'NOT_SENT', translatedResponseState: 'Not sent', manuallyCompleted: false, voided: false, dropship: false,
			orderValue: 400.5, orderValueInSEK: 4605.75, totalReceivedQuantity: 0,
		});
		expect(created.rows[0]).toMatchObject({ rowNum: 1, itemDescription: 'Whiteboard', stockPointCode: 'STORE', stockLocationCode: 'B1', currencyCode: 'EUR' });
		expect(created.rows[1]).toMatchObject({ rowNum: 2, stockPointCode: 'MAIN', stockLocationCode: 'A1', receivedQuantity: 0, backOrderQuantity: 0 });
		expect(created.rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
		const notes = await req<OrderRow['notes']>('GET', `${PO}/${created.id}/notes`);
		expect(notes.body).toEqual([{ note: 'Ring före leverans', purchaseOrderId: 3, purchaseOrderRowId: created.rows[0].id, rowNum: 1 }]);
		expect((await req<Order>('GET', `${PO}/${created.id}`)).body).toEqual(created);
	});

	it('checks every limit of the purchase order table (400 invalid_request), unknown suppliers and items', async () => {
		const cases: Array<[Record<string, unknown>, RegExp]> = [
			[{ supplierNumber: undefined }, /supplierNumber is required/],
			[{ orderDate: '2026-02-30' }, /orderDate must be a date/],
			[{ currencyCode: 'SEKK' }, /currencyCode must be 0 to 3/],
			[{ currencyRate: undefined }, /currencyRate is required/],
			[{ currencyUnit: 0 }, /currencyUnit must be at least 1/],
			[{ currencyUnit: 1.5 }, /currencyUnit must be a whole number/],
			[{ deliveryName: '' }, /deliveryName is required/],
			[{ deliveryName: 'x'.repeat(51) }, /deliveryName must be 1 to 50/],
			[{ deliveryAddress: 'x'.repeat(1025) }, /deliveryAddress must be 1 to 1024/],
			[{ deliveryCity: undefined }, /deliveryCity is required/],
			[{ deliveryZipCode: '12345678901' }, /deliveryZipCode must be 1 to 10/],
			[{ paymentTermsCode: 'x'.repeat(21) }, /paymentTermsCode must be 0 to 20/],
			[{ costCenterCode: 'x'.repeat(26) }, /costCenterCode must be 0 to 25/],
			[{ internalReference: 'x'.repeat(51) }, /internalReference must be 0 to 50/],
			[{ supplierEmail: 'x'.repeat(101) }, /supplierEmail must be 0 to 100/],
			[{ supplierCountryCode: 'SWE1' }, /supplierCountryCode must be 0 to 3/],
			[{ messageToSupplier: 'x'.repeat(1001) }, /messageToSupplier must be 0 to 1000/],
			[{ purchaseType: 'STOCK' }, /purchaseType must be one of WAREHOUSE, DROPSHIP/],
			[{ purchaseOrderState: 'DONE' }, /purchaseOrderState must be one of/],
			[{ responseState: 'ACCEPTED' }, /responseState must be one of/],
			[{ purchaseType: 'WAREHOUSE', dropship: true }, /contradicts/],
			[{ deliveryAdress: 'typo' }, /unknown field: deliveryAdress/],
			[{ rows: [{ itemId: '1001' }] }, /rows\[0\]\.orderedQuantity is required/],
			[{ rows: [{ itemId: '1001', orderedQuantity: -1 }] }, /must be at least 0/],
			[{ rows: [{ itemId: '1001', orderedQuantity: 1, currencyCode: 'SE' }] }, /rows\[0\]\.currencyCode must be 3 to 3/],
		];
		for (const [overrides, message] of cases) await refused('POST', PO, order(overrides), 400, 'invalid_request', message);
		await refused('POST', PO, order({ supplierNumber: '999' }), 400, 'unknown_supplier', /supplier 999 does not exist/);
		await refused('POST', PO, order({ rows: [{ itemId: '9999', orderedQuantity: 1 }] }), 400, 'unknown_item');
		await refused('POST', PO, order({ rows: [{ itemId: '1001', orderedQuantity: 1, stockPointCode: 'NOPE' }] }), 400, 'unknown_stock_point');
		await refused('GET', `${PO}/abc`, undefined, 400, 'invalid_parameter');
		await refused('GET', `${PO}/404`, undefined, 404, 'not_found');
		await refused('GET', `${PO}/1?ignoreIncomingGoodsId=x`, undefined, 400, 'invalid_parameter');
		expect((await req<Order[]>('GET', PO)).headers.get('x-total-count')).toBe('2');
	});

	it('lists with every filter and pages; the CSV has a header row, the same filters and the purchase type column on request', async () => {
		await create(order({ internalReference: 'Projekt Lampa', note: 'Brådskande', purchaseType: 'DROPSHIP' }));
		const ids = async (query: string) => (await req<Order[]>('GET', `${PO}${query}`)).body.map((o) => o.id);
		expect(await ids('')).toEqual([1, 2, 3]);
		expect(await ids('?supplierNumber=202')).toEqual([2]);
		expect(await ids('?state=SENT')).toEqual([2]);
		expect(await ids('?state=not_sent')).toEqual([1, 3]);
		expect(await ids('?state=CURRENT')).toEqual([1, 2, 3]);
		expect(await ids('?state=DELAYED')).toEqual([1]);
		expect(await ids('?itemId=1004')).toEqual([1]);
		expect(await ids('?purchaseType=DROPSHIP')).toEqual([3]);
		expect(await ids('?internalReference=lampa')).toEqual([3]);
		expect(await ids('?note=BRÅD')).toEqual([3]);
		expect(await ids('?q=skrivbord')).toEqual([2]);
		expect(await ids('?q=3')).toEqual([3]);
		expect(await ids('?limit=2&offset=1')).toEqual([2, 3]);
		await refused('GET', `${PO}?state=OPEN`, undefined, 400, 'invalid_parameter');
		await refused('GET', `${PO}?purchaseType=X`, undefined, 400, 'invalid_parameter');

		const csv = await req('GET', `${PO}/csv?supplierNumber=201`);
		expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
		const lines = csv.raw.toString('utf8').trimEnd().split('\r\n');
		expect(lines[0]).toBe('id;supplierNumber;supplierName;orderDate;deliveryDate;purchaseOrderState;responseState;internalReference;currencyCode;orderValue;totalReceivedQuantity');
		expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['1', '3']);
		expect(lines[1]).toBe('1;201;Kontorsgrossisten AB;2026-03-02;2026-03-16;NOT_SENT;NOT_SENT;Påfyllnad kontorsmaterial;SEK;3740;0');
		const typed = (await req('GET', `${PO}/csv?purchaseType=DROPSHIP&showPurchaseTypeColumn=true`)).raw.toString('utf8').trimEnd().split('\r\n');
		expect(typed[0].endsWith(';purchaseType')).toBe(true);
		expect(typed.slice(1).map((l) => l.split(';').at(-1))).toEqual(['DROPSHIP']);
		await create(order({ internalReference: 'Semikolon; och "citat"' }));
		const quoted = (await req('GET', `${PO}/csv?q=semikolon`)).raw.toString('utf8');
		expect(quoted).toContain(';"Semikolon; och ""citat""";');
	});

	it('updates a whole order (rows keep their ids when sent back), partially updates head fields, refuses a voided order', async () => {
		const created = await create(order());
		const put = await req<Order>('PUT', `${PO}/${created.id}`, order({
			id: created.id, supplierNumber: '202', internalReference: 'Ny',
			rows: [{ id: created.rows[0].id, itemId: '1005', orderedQuantity: 5, price: 90 }, { itemId: '1003', orderedQuantity: 1, price: 10 }],
		}));
		expect(put.status).toBe(200);
		expect(put.body).toMatchObject({ supplierNumber: '202', supplierName: 'Möbelfabriken i Tibro AB', internalReference: 'Ny', orderValue: 460 });
		expect(put.body.rows[0].id).toBe(created.rows[0].id);
		expect(put.body.rows[1].rowNum).toBe(2);
		await refused('PUT', `${PO}/${created.id}`, order({ id: 1 }), 400, 'invalid_request', /not the purchase order of the path/);
		await refused('PUT', `${PO}/${created.id}`, order({ rows: [{ id: '00000000-0000-0000-0000-000000000000', itemId: '1005', orderedQuantity: 1 }] }),
			400, 'invalid_request', /not a row of this purchase order/);

		const patch = await req<Record<string, unknown>>('PATCH', `${PO}/${created.id}/partial`, { note: 'Levereras till bakdörren', deliveryDate: '2026-04-10', internalReference: null });
		expect(patch.status).toBe(200);
		expect(patch.body).toEqual({ deliveryDate: '2026-04-10', note: 'Levereras till bakdörren', supplierName: 'Möbelfabriken i Tibro AB' });
		const after = (await req<Order>('GET', `${PO}/${created.id}`)).body;
		expect(after).toMatchObject({ note: 'Levereras till bakdörren', deliveryDate: '2026-04-10' });
		expect(after.internalReference).toBeUndefined();
		await refused('PATCH', `${PO}/${created.id}/partial`, { supplierNumber: '201' }, 400, 'invalid_request', /unknown field: supplierNumber/);
		await refused('PATCH', `${PO}/${created.id}/partial`, { messageToSupplier: 'x'.repeat(1001) }, 400, 'invalid_request');

		expect((await req('PUT', `${PO}/${created.id}/void`)).status).toBe(204);
		await refused('PUT', `${PO}/${created.id}`, order(), 400, 'document_is_voided');
		await refused('PATCH', `${PO}/${created.id}/partial`, { note: 'x' }, 400, 'document_is_voided');
	});

	it('sets response states one at a time (answers the order) and in bulk (answers the updated orders)', async () => {
		const one = await req<Order>('PUT', `${PO}/2/response`, { responseState: 'ACCEPTED_WITH_CHANGED_DLV_DATE' });
		expect([one.status, one.body.responseState, one.body.translatedResponseState]).toEqual([200, 'ACCEPTED_WITH_CHANGED_DLV_DATE', 'Accepted with changed delivery date']);
		const bulk = await req<Order[]>('PUT', `${PO}/response?ids=1,2`, { responseState: 'REJECTED' });
		expect([bulk.status, bulk.body.map((o) => [o.id, o.responseState])]).toEqual([200, [[1, 'REJECTED'], [2, 'REJECTED']]]);
		expect((await req<Order[]>('PUT', `${PO}/response?ids=1&ids=2`, { responseState: 'SENT' })).body.map((o) => o.responseState)).toEqual(['SENT', 'SENT']);
		expect((await req<Order[]>('GET', `${PO}?state=SENT_NOT_REJECTED`)).body.map((o) => o.id)).toEqual([2]);
		await refused('PUT', `${PO}/response?ids=1,99`, { responseState: 'REJECTED' }, 404, 'not_found');
		expect((await req<Order>('GET', `${PO}/1`)).body.responseState).toBe('SENT');
		await refused('PUT', `${PO}/response`, { responseState: 'REJECTED' }, 400, 'invalid_parameter', /ids is required/);
		await refused('PUT', `${PO}/1/response`, { responseState: 'MAYBE' }, 400, 'invalid_request', /responseState must be one of/);
		await refused('PUT', `${PO}/1/response`, {}, 400, 'invalid_request', /responseState is required/);
	});

	it('sends by e-mail: the mail is recorded, the order becomes SENT; sendMany mails each supplier with the default subject and body', async () => {
		const mail = { receiver: 'order@kontorsgrossisten.example', replyTo: 'inkop@sandbox.example', subject: 'Inköpsorder 1', body: 'Hej! Se bifogad order.', receiverCopy: 'chef@sandbox.example' };
		expect((await req('POST', `${PO}/1/send`, mail)).status).toBe(204);
		expect((await req<Order>('GET', `${PO}/1`)).body).toMatchObject({ purchaseOrderState: 'SENT', responseState: 'SENT' });
		expect(w.sandbox.sentPurchaseOrderMails(w.t.tenantId)).toEqual([{ purchaseOrderIds: [1], ...mail, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
		await refused('POST', `${PO}/1/send`, { ...mail, subject: undefined }, 400, 'invalid_request', /subject is required/);
		await refused('POST', `${PO}/1/send`, { ...mail, receiver: 'not-an-address' }, 400, 'invalid_request', /receiver must be an e-mail address/);
		await refused('POST', `${PO}/1/send`, { ...mail, cc: 'x@y.z' }, 400, 'invalid_request', /unknown field: cc/);

		await req('PUT', `${PO}/2/response`, { responseState: 'ACCEPTED_WITH_REQ_DLV_DATE' });
		const created = await create(order({ supplierNumber: '202' }));
		expect((await req('POST', `${PO}/sendpurchaseorders`, [2, created.id])).status).toBe(204);
		const mails = w.sandbox.sentPurchaseOrderMails(w.t.tenantId).slice(1);
		expect(mails.map((m) => [m.purchaseOrderIds, m.receiver, m.subject, m.body])).toEqual([
			[[2], 'inkop@mobelfabriken.example', 'Purchase order 2', 'Please find purchase order 2 attached.'],
			[[created.id], 'inkop@mobelfabriken.example', `Purchase order ${created.id}`, `Please find purchase order ${created.id} attached.`],
		]);
		expect((await req<Order>('GET', `${PO}/2`)).body.responseState).toBe('ACCEPTED_WITH_REQ_DLV_DATE');
		expect((await req<Order>('GET', `${PO}/${created.id}`)).body).toMatchObject({ purchaseOrderState: 'SENT', responseState: 'SENT' });

		w.sandbox.addSupplier(w.t.tenantId, { supplierNumber: '300', name: 'Utan e-post' });
		const noMail = await create(order({ supplierNumber: '300' }));
		await refused('POST', `${PO}/sendpurchaseorders`, [1, noMail.id], 400, 'missing_supplier_email', /supplier 300 has no e-mail/);
		await refused('POST', `${PO}/sendpurchaseorders`, [], 400, 'invalid_request');
		await refused('POST', `${PO}/sendpurchaseorders`, [1, 77], 404, 'not_found');
		expect(w.sandbox.sentPurchaseOrderMails(w.t.tenantId)).toHaveLength(3);
	});

	it('completes manually (RECEIVED, nothing remains), completes dropship orders (releasedParentOrder), voids', async () => {
		expect((await req('PUT', `${PO}/1/complete`)).status).toBe(204);
		const completed = (await req<Order>('GET', `${PO}/1`)).body;
		expect(completed).toMatchObject({ purchaseOrderState: 'RECEIVED', manuallyCompleted: true, totalReceivedQuantity: 0 });
		expect(completed.rows.map((r) => r.remainingOrderedQuantity)).toEqual([0, 0]);
		await refused('PUT', `${PO}/1/complete`, undefined, 400, 'purchase_order_received');
		expect((await req<Order[]>('GET', `${PO}?state=RECEIVED`)).body.map((o) => o.id)).toEqual([1]);

		const dropship = await create(order({ purchaseType: 'DROPSHIP', outboundDocumentReference: { id: '1042', type: 'ORDER' } }));
		expect(dropship).toMatchObject({ dropship: true, outboundDocumentReference: { id: '1042', type: 'ORDER' } });
		const answer = await req<{ releasedParentOrder: boolean }>('PUT', `${PO}/${dropship.id}/dropshipcomplete`);
		expect([answer.status, answer.body]).toEqual([200, { releasedParentOrder: true }]);
		expect((await req<Order>('GET', `${PO}/${dropship.id}`)).body.purchaseOrderState).toBe('RECEIVED');
		const noParent = await create(order({ dropship: true }));
		expect((await req('PUT', `${PO}/${noParent.id}/dropshipcomplete`)).body).toEqual({ releasedParentOrder: false });
		expect((await req('PUT', `${PO}/2/dropshipcomplete`)).body).toEqual({ releasedParentOrder: false });

		const open = await create(order());
		expect((await req('PUT', `${PO}/${open.id}/void`)).status).toBe(204);
		expect((await req<Order>('GET', `${PO}/${open.id}`)).body).toMatchObject({ purchaseOrderState: 'VOIDED', voided: true });
		await refused('PUT', `${PO}/${open.id}/void`, undefined, 400, 'document_is_voided');
		await refused('PUT', `${PO}/${open.id}/complete`, undefined, 400, 'document_is_voided');
		await refused('PUT', `${PO}/${open.id}/response`, { responseState: 'SENT' }, 400, 'document_is_voided');
		await refused('POST', `${PO}/${open.id}/send`, { receiver: 'a@b.c', replyTo: 'a@b.c', subject: 's', body: 'b' }, 400, 'document_is_voided');
		expect((await req<Order[]>('GET', `${PO}?state=VOIDED`)).body.map((o) => o.id)).toEqual([open.id]);
		expect((await req<Order[]>('GET', `${PO}?state=CURRENT`)).body.map((o) => o.id)).toEqual([]);
		expect((await req('GET', `${PO}/${open.id}/matches`)).body).toEqual([]);
	});

	it('a stock point that an order row names is in use (DELETE refused)', async () => {
		const extra = w.sandbox.addStockPoint(w.t.tenantId, { code: 'EXTRA', name: 'Extralager', locations: [{ code: 'E1' }] });
		await create(order({ rows: [{ itemId: '1005', orderedQuantity: 1, stockPointCode: 'EXTRA' }] }));
		await refused('DELETE', `/api/warehouse/stockpoints-v1/${extra.id}`, undefined, 400, 'stockpoint_in_use');
	});

	it('keeps the raw state typed under tenant(x).warehouse.purchaseOrders', () => {
		const [first] = w.sandbox.tenant(w.t.tenantId).warehouse.purchaseOrders;
		expect(first).toMatchObject({ id: 1, supplierNumber: '201', purchaseOrderState: 'NOT_SENT', sent: false, purchaseType: 'WAREHOUSE' });
		expect(first.rows[0]).toMatchObject({ rowNum: 1, itemId: '1003', orderedQuantity: 10, price: 249 });
	});
});
