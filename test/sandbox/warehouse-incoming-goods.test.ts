import { warehouseTenant, type WarehouseError } from './warehouse-seed';
interface GoodsRow {
	id: string;
	rowOrder: number;
	itemId: string;
	itemDescription: string;
	purchaseOrderId?: number;
	purchaseOrderRowId?: string;
	orderedQuantity: number;
	receivedQuantity: number;
	remainingOrderedQuantity: number;
	backOrderQuantity: number;
	invoicedQuantity: number;
	takenQuantity: number;
	stockPointCode: string;
	stockLocationCode: string;
}
interface Goods {
	id: number;
	date: string;
	deliveryNoteId: string;
	hasDeliveryNote: boolean;
	note?: string;
	supplierNumber?: string;
	supplierName?: string;
	released: boolean;
	completed: boolean;
	voided: boolean;
	rows: GoodsRow[];
}
interface OrderRow {
	id: string;
	itemId: string;
	receivedQuantity: number;
	remainingOrderedQuantity: number;
	backOrderQuantity: number;
}
interface Order {
	id: number;
	purchaseOrderState: string;
	totalReceivedQuantity: number;
	rows: OrderRow[];
}

const IG = '/api/warehouse/incominggoods-v1';
const PO = '/api/warehouse/purchaseorders-v1';

describe('sandbox warehouse: incoming goods against purchase orders', () => {
	const w = warehouseTenant();
	const { req } = w;
	const getOrder = async (id: number, query = '') => (await req<Order>('GET', `${PO}/${id}${query}`)).body;
	const stock = (itemId: string, point = 'MAIN', location?: string) => w.sandbox.stock(w.t.tenantId, itemId, point, location).inStock;
	const create = async (body: unknown) => {
		const res = await req<Goods>('POST', IG, body);
		expect(res.status).toBe(201);
		return res.body;
	};
	const action = async (id: number, verb: string, body?: unknown) => {
		const res = await req('PUT', `${IG}/${id}/${verb}`, body);
		expect([res.status, res.raw.length]).toEqual([204, 0]);
	};
	const refused = async (method: string, path: string, body: unknown, status: number, error: string, message?: RegExp) => {
		const res = await req<WarehouseError>(method, path, body);
		expect([res.status, res.body.error]).toEqual([status, error]);
		if (message) expect(res.body.message).toMatch(message);
	};
	/** A delivery against seeded order 1 (1003 ×10 to MAIN/A1, 1004 ×100 to MAIN/A2). */
	const delivery = async (lamps: number, binders: number, overrides: Record<string, unknown> = {}) => {
		const order = await getOrder(1);
		return create({
			deliveryNoteId: 'FS-1001', date: '2026-03-25', ...overrides,
			rows: [
				{ itemId: '1003', purchaseOrderId: 1, purchaseOrderRowId: order.rows[0].id, receivedQuantity: lamps },
				{ itemId: '1004', purchaseOrderId: 1, receivedQuantity: binders },
			],
		});
	};

	it('creates unreleased goods for order rows: supplier, places and quantities from the order; nothing moves yet', async () => {
		const goods = await delivery(4, 100, { note: 'Två kartonger' });
		expect(goods).toMatchObject({
			id: 1, deliveryNoteId: 'FS-1001', hasDeliveryNote: false, supplierNumber: '201', supplierName: 'Kontorsgrossisten AB',
			released: false, completed: false, voided: false, date: '2026-03-25', note: 'Två kartonger',
		});
		expect(goods.rows.map((r) => [r.itemId, r.rowOrder, r.purchaseOrderId, r.stockPointCode, r.stockLocationCode, r.orderedQuantity, r.receivedQuantity,
			r.remainingOrderedQuantity, r.backOrderQuantity, r.invoicedQuantity, r.takenQuantity])).toEqual([
			['1003', 1, 1, 'MAIN', 'A1', 10, 4, 10, 6, 0, 0],
			['1004', 2, 1, 'MAIN', 'A2', 100, 100, 100, 0, 0, 0],
		]);
		expect(goods.rows[0].itemDescription).toBe('Skrivbordslampa');
		expect(stock('1003', 'MAIN', 'A1')).toBe(15);
		expect((await getOrder(1)).totalReceivedQuantity).toBe(0);

		const plain = await create({ deliveryNoteId: 'K-77', supplierNumber: '202', stockPointCode: 'STORE', rows: [{ itemId: '1005', receivedQuantity: 2 }] });
		expect(plain).toMatchObject({ date: '2026-03-31', supplierName: 'Möbelfabriken i Tibro AB' });
		expect(plain.rows[0]).toMatchObject({ stockPointCode: 'STORE', stockLocationCode: 'B1', orderedQuantity: 0, remainingOrderedQuantity: 0, backOrderQuantity: 0 });
		expect(plain.rows[0].purchaseOrderId).toBeUndefined();
		expect((await req<Goods>('GET', `${IG}/${plain.id}`)).body).toEqual(plain);
		expect(w.sandbox.tenant(w.t.tenantId).warehouse.incomingGoods.map((g) => [g.id, g.released])).toEqual([[1, false], [2, false]]);
	});

	it('refuses bodies outside the schema and rows that name no known order row, item or supplier', async () => {
		const row = { itemId: '1003', purchaseOrderId: 1, receivedQuantity: 1 };
		const body = (overrides: Record<string, unknown>) => ({ deliveryNoteId: 'FS-1', rows: [row], ...overrides });
		await refused('POST', IG, body({ deliveryNoteId: undefined }), 400, 'invalid_request', /deliveryNoteId is required/);
		await refused('POST', IG, body({ deliveryNoteId: 'x'.repeat(51) }), 400, 'invalid_request', /deliveryNoteId must be 1 to 50/);
		await refused('POST', IG, body({ note: 'x'.repeat(1001) }), 400, 'invalid_request', /note must be 0 to 1000/);
		await refused('POST', IG, body({ supplierName: 'x'.repeat(1025) }), 400, 'invalid_request');
		await refused('POST', IG, body({ date: '2026-13-01' }), 400, 'invalid_request', /date must be a date/);
		await refused('POST', IG, body({ deliveryNote: 'typo' }), 400, 'invalid_request', /unknown field: deliveryNote/);
		await refused('POST', IG, body({ rows: [{ ...row, receivedQuantity: undefined }] }), 400, 'invalid_request', /receivedQuantity is required/);
		await refused('POST', IG, body({ rows: [{ ...row, receivedQuantity: -1 }] }), 400, 'invalid_request', /at least 0/);
		await refused('POST', IG, body({ rows: [{ ...row, batch: 'x'.repeat(51) }] }), 400, 'invalid_request', /batch must be 0 to 50/);
		await refused('POST', IG, body({ rows: [{ ...row, itemId: '1001' }] }), 400, 'unknown_purchase_order_row', /item 1001 is not on purchase order 1/);
		await refused('POST', IG, body({ rows: [{ ...row, purchaseOrderId: 99 }] }), 400, 'unknown_purchase_order');
		await refused('POST', IG, body({ rows: [{ ...row, purchaseOrderRowId: '00000000-0000-0000-0000-000000000000' }] }), 400, 'unknown_purchase_order_row');
		const second = (await getOrder(2)).rows[0];
		await refused('POST', IG, body({ rows: [{ itemId: '1003', purchaseOrderRowId: second.id, receivedQuantity: 1 }] }), 400, 'invalid_request', /not the item of the purchase order row \(1002\)/);
		await refused('POST', IG, body({ rows: [row, { itemId: '1002', purchaseOrderId: 2, receivedQuantity: 1 }] }), 400, 'supplier_mismatch');
		await refused('POST', IG, body({ supplierNumber: '202' }), 400, 'supplier_mismatch');
		await refused('POST', IG, body({ supplierNumber: '999', rows: [] }), 400, 'unknown_supplier');
		await refused('POST', IG, body({ rows: [{ itemId: '9999', receivedQuantity: 1 }] }), 400, 'unknown_item');
		await refused('POST', IG, body({ rows: [{ ...row, stockLocationCode: 'B1' }] }), 400, 'unknown_stock_location');
		await refused('GET', `${IG}/x`, undefined, 400, 'invalid_parameter');
		await refused('GET', `${IG}/9`, undefined, 404, 'not_found');
		await refused('GET', `${IG}?released=yes`, undefined, 400, 'invalid_parameter');
		expect(w.sandbox.tenant(w.t.tenantId).warehouse.incomingGoods).toEqual([]);
	});

	it('release raises stock at each row\'s place and the order\'s received quantities; a second delivery makes the order RECEIVED', async () => {
		const first = await delivery(4, 100);
		await action(first.id, 'release');
		expect([stock('1003', 'MAIN', 'A1'), stock('1004', 'MAIN', 'A2')]).toEqual([19, 300]);
		let order = await getOrder(1);
		expect(order).toMatchObject({ purchaseOrderState: 'NOT_SENT', totalReceivedQuantity: 104 });
		expect(order.rows.map((r) => [r.receivedQuantity, r.remainingOrderedQuantity, r.backOrderQuantity])).toEqual([[4, 6, 6], [100, 0, 0]]);
		const ignoring = await getOrder(1, `?ignoreIncomingGoodsId=${first.id}`);
		expect([ignoring.totalReceivedQuantity, ignoring.rows[0].remainingOrderedQuantity]).toEqual([0, 10]);
		expect((await req<Goods>('GET', `${IG}/${first.id}`)).body).toMatchObject({ released: true });

		const rest = await create({ deliveryNoteId: 'FS-1002', date: '2026-03-30', rows: [{ itemId: '1003', purchaseOrderId: 1, receivedQuantity: 6, stockLocationCode: 'A2' }] });
		expect(rest.rows[0]).toMatchObject({ orderedQuantity: 10, remainingOrderedQuantity: 6, backOrderQuantity: 0, stockLocationCode: 'A2' });
		await action(rest.id, 'release');
		expect([stock('1003', 'MAIN', 'A1'), stock('1003', 'MAIN', 'A2')]).toEqual([19, 6]);
		order = await getOrder(1);
		expect(order).toMatchObject({ purchaseOrderState: 'RECEIVED', totalReceivedQuantity: 110 });
		expect((await req<Order[]>('GET', `${PO}?state=RECEIVED`)).body.map((o) => o.id)).toEqual([1]);
		expect((await req('GET', `${PO}/1/matches`)).body).toEqual([{ id: '1', type: 'INCOMING_GOODS' }, { id: '2', type: 'INCOMING_GOODS' }]);

		await refused('PUT', `${IG}/${rest.id}/release`, undefined, 400, 'document_is_released');
		await refused('PUT', `${PO}/1/void`, undefined, 400, 'has_released_incoming_goods');
		const rows = (await getOrder(1)).rows;
		await refused('PUT', `${PO}/1`, {
			supplierNumber: '201', orderDate: '2026-03-02', currencyCode: 'SEK', currencyRate: 1, paymentTermsCode: '30', deliveryName: 'A', deliveryAddress: 'B',
			deliveryZipCode: '1', deliveryCity: 'C', rows: [{ id: rows[1].id, itemId: '1004', orderedQuantity: 100 }],
		}, 400, 'purchase_order_row_in_use');
	});

	it('release checks the document date against today and the locked period, and refuses goods of a voided order', async () => {
		const future = await delivery(1, 1, { date: '2026-04-01' });
		await refused('PUT', `${IG}/${future.id}/release`, undefined, 400, 'cannot_release_later_than_current_date');
		w.sandbox.lockWarehousePeriod(w.t.tenantId, '2026-03-31');
		const locked = await delivery(1, 1);
		await refused('PUT', `${IG}/${locked.id}/release`, undefined, 400, 'period_locked');
		w.sandbox.lockWarehousePeriod(w.t.tenantId, null);
		await action(locked.id, 'void');
		await refused('PUT', `${IG}/${locked.id}/release`, undefined, 400, 'document_is_voided');
		await action(1, 'void'); // unreleased goods of order 1 no longer hold it
		expect((await req('PUT', `${PO}/1/void`)).status).toBe(204);
		const orphan = await create({ deliveryNoteId: 'X', rows: [{ itemId: '1002', purchaseOrderId: 2, receivedQuantity: 1 }] });
		await req('PUT', `${PO}/2/void`);
		await refused('PUT', `${IG}/${orphan.id}/release`, undefined, 400, 'purchase_order_voided');
		await refused('POST', IG, { deliveryNoteId: 'Y', rows: [{ itemId: '1002', purchaseOrderId: 2, receivedQuantity: 1 }] }, 400, 'purchase_order_voided');
		expect(stock('1003')).toBe(15);
	});

	it('PUT replaces unreleased goods only; PATCH changes note, deliveryNoteId, supplierName and hasDeliveryNote, also when released', async () => {
		const goods = await delivery(2, 0);
		const put = await req<Goods>('PUT', `${IG}/${goods.id}`, {
			id: goods.id, deliveryNoteId: 'FS-2', date: '2026-03-26',
			rows: [{ id: goods.rows[0].id, itemId: '1003', purchaseOrderId: 1, purchaseOrderRowId: goods.rows[0].purchaseOrderRowId, receivedQuantity: 3 }],
		});
		expect(put.status).toBe(200);
		expect(put.body).toMatchObject({ deliveryNoteId: 'FS-2', date: '2026-03-26', supplierNumber: '201' });
		expect(put.body.note).toBeUndefined();
		expect(put.body.rows.map((r) => [r.id, r.receivedQuantity])).toEqual([[goods.rows[0].id, 3]]);
		await action(goods.id, 'release');
		expect(stock('1003', 'MAIN', 'A1')).toBe(18);

		await refused('PUT', `${IG}/${goods.id}`, { deliveryNoteId: 'FS-3', rows: [] }, 400, 'cannot_modify_released_document');
		const patch = await req<Goods>('PATCH', `${IG}/${goods.id}`, { id: goods.id, note: 'Skadad kartong', deliveryNoteId: 'FS-2B', supplierName: 'Kontorsgrossisten', hasDeliveryNote: true });
		expect(patch.status).toBe(200);
		expect(patch.body).toMatchObject({ note: 'Skadad kartong', deliveryNoteId: 'FS-2B', supplierName: 'Kontorsgrossisten', hasDeliveryNote: true, released: true });
		expect((await req<Goods>('PATCH', `${IG}/${goods.id}`, { note: null })).body.note).toBeUndefined();
		await refused('PATCH', `${IG}/${goods.id}`, { date: '2026-03-27' }, 400, 'invalid_request', /date cannot be changed by a partial update: only note, deliveryNoteId, supplierName, hasDeliveryNote/);
		await refused('PATCH', `${IG}/${goods.id}`, { rows: [] }, 400, 'invalid_request', /rows cannot be changed/);
		await refused('PATCH', `${IG}/${goods.id}`, { deliveryNoteId: '' }, 400, 'invalid_request', /deliveryNoteId is required/);
		await refused('PATCH', `${IG}/${goods.id}`, { notes: 'x' }, 400, 'invalid_request', /unknown field: notes/);
		await refused('PATCH', `${IG}/${goods.id}`, { id: 99, note: 'x' }, 400, 'invalid_request');
	});

	it('completes only released goods, with a date from the release date to today; completed goods cannot be voided', async () => {
		const goods = await delivery(1, 1);
		await refused('PUT', `${IG}/${goods.id}/completed`, '2026-03-31', 400, 'document_not_released');
		await action(goods.id, 'release');
		await refused('PUT', `${IG}/${goods.id}/completed`, '2026-03-24', 400, 'invalid_completion_date', /between the release date 2026-03-25 and today 2026-03-31/);
		await refused('PUT', `${IG}/${goods.id}/completed`, '2026-04-01', 400, 'invalid_completion_date');
		await refused('PUT', `${IG}/${goods.id}/completed`, '31/03/2026', 400, 'invalid_request', /JSON string/);
		await refused('PUT', `${IG}/${goods.id}/completed`, { date: '2026-03-31' }, 400, 'invalid_request');
		await action(goods.id, 'completed', '2026-03-25');
		expect((await req<Goods>('GET', `${IG}/${goods.id}`)).body).toMatchObject({ completed: true, released: true });
		await refused('PUT', `${IG}/${goods.id}/completed`, '2026-03-31', 400, 'document_is_completed');
		await refused('PUT', `${IG}/${goods.id}/void`, undefined, 400, 'document_is_completed');
		expect((await req<Goods>('PATCH', `${IG}/${goods.id}`, { note: 'Klar' })).body.note).toBe('Klar');
		expect(() => w.sandbox.matchSupplierInvoice(w.t.tenantId, goods.id, 5)).toThrow(/cannot be matched/);

		const later = await delivery(1, 1, { date: '2026-03-31' });
		await action(later.id, 'release');
		await action(later.id, 'completed', '2026-03-31');
	});

	it('void of released goods takes stock and received quantities back; matched goods refuse void; matches list the invoices', async () => {
		await req('POST', `${PO}/1/send`, { receiver: 'a@b.se', replyTo: 'c@d.se', subject: 'PO 1', body: 'Hej' });
		const goods = await delivery(10, 100);
		await action(goods.id, 'release');
		expect((await getOrder(1)).purchaseOrderState).toBe('RECEIVED');
		await action(goods.id, 'void');
		expect([stock('1003', 'MAIN', 'A1'), stock('1004', 'MAIN', 'A2')]).toEqual([15, 200]);
		const order = await getOrder(1);
		expect(order).toMatchObject({ purchaseOrderState: 'SENT', totalReceivedQuantity: 0 });
		expect(order.rows.map((r) => r.remainingOrderedQuantity)).toEqual([10, 100]);
		await refused('PUT', `${IG}/${goods.id}/void`, undefined, 400, 'document_is_voided');
		await refused('PATCH', `${IG}/${goods.id}`, { note: 'x' }, 400, 'document_is_voided');
		expect((await req('GET', `${PO}/1/matches`)).body).toEqual([]);

		const matched = await delivery(4, 0);
		expect(() => w.sandbox.matchSupplierInvoice(w.t.tenantId, matched.id, 71)).toThrow(/must be released/);
		await action(matched.id, 'release');
		w.sandbox.matchSupplierInvoice(w.t.tenantId, matched.id, 71);
		w.sandbox.matchSupplierInvoice(w.t.tenantId, matched.id, 72);
		expect(() => w.sandbox.matchSupplierInvoice(w.t.tenantId, 99, 71)).toThrow(/Unknown incoming goods/);
		await refused('PUT', `${IG}/${matched.id}/void`, undefined, 400, 'matched_to_supplier_invoice', /supplier invoice 71, 72/);
		const row = (await req<Goods>('GET', `${IG}/${matched.id}`)).body.rows[0];
		expect([row.invoicedQuantity, row.takenQuantity]).toEqual([4, 4]);
		w.sandbox.tenant(w.t.tenantId).warehouse.incomingGoods[1].supplierInvoiceIds = [71];
		const ignoring = (await req<Goods>('GET', `${IG}/${matched.id}?ignoreSupplierInvoiceId=71`)).body.rows[0];
		expect([ignoring.invoicedQuantity, ignoring.takenQuantity]).toEqual([4, 0]);
		await refused('GET', `${IG}/${matched.id}?ignoreSupplierInvoiceId=abc`, undefined, 400, 'invalid_parameter');
		expect((await req('GET', `${PO}/1/matches`)).body).toEqual([{ id: String(matched.id), type: 'INCOMING_GOODS' }, { id: '71', type: 'SUPPLIER_INVOICE' }]);
	});

	it('lists with the spec\'s filters (booleans keep matching or non-matching documents), unmatched value and paging', async () => {
		const released = await delivery(2, 0, { deliveryNoteId: 'FS-100', note: 'Första leveransen' });
		await action(released.id, 'release');
		const voided = await delivery(1, 0, { deliveryNoteId: 'FS-200' });
		await action(voided.id, 'release');
		await action(voided.id, 'void');
		const open = await create({ deliveryNoteId: 'ABC-3', supplierNumber: '202', rows: [{ itemId: '1005', receivedQuantity: 1, directCost: 500 }] });
		const ids = async (query: string) => (await req<Array<{ id: number }>>('GET', `${IG}${query}`)).body.map((g) => g.id);
		expect(await ids('')).toEqual([1, 2, 3]);
		expect(await ids('?released=true')).toEqual([1, 2]);
		expect(await ids('?released=false')).toEqual([3]);
		expect(await ids('?voided=false')).toEqual([1, 3]);
		expect(await ids('?released=true&voided=false')).toEqual([1]);
		expect(await ids('?completed=false')).toEqual([1, 2, 3]);
		expect(await ids('?completed=true')).toEqual([]);
		expect(await ids('?supplierNumber=202')).toEqual([3]);
		expect(await ids('?itemId=1005')).toEqual([3]);
		expect(await ids('?note=FÖRSTA')).toEqual([1]);
		expect(await ids('?deliveryNote=fs-')).toEqual([1, 2]);
		expect(await ids('?q=abc')).toEqual([3]);
		expect(await ids('?q=2')).toEqual([2]);
		expect(await ids('?limit=1&offset=1')).toEqual([2]);
		const list = await req<Array<Record<string, unknown>>>('GET', IG);
		expect(list.headers.get('x-total-count')).toBe('3');
		expect(list.body[0]).toEqual({
			id: 1, date: '2026-03-25', deliveryNoteId: 'FS-100', hasDeliveryNote: false, note: 'Första leveransen', released: true, completed: false,
			voided: false, supplierNumber: '201', supplierName: 'Kontorsgrossisten AB', unmatchedValue: 498,
		});
		expect(list.body.map((g) => g.unmatchedValue)).toEqual([498, 0, 500]);
		expect(open.id).toBe(3);
	});
});
