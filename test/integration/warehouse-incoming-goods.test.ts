import type { IDataObject } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node';
import { loadOptionsContext } from '../harness/run-workflow';
import type { Credential, NodeError, RunOptions } from '../harness/warehouse';
import { NODE, byId, purchaseOrderHeader, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const PATH = '/api/warehouse/incominggoods-v1';

const { sandbox, warehouseRequests, writes, company: tenant, run: runResource } = useWarehouseSandbox();

/** A company whose warehouse "today" is fixed; its seeded order from 201 not sent (1003 × 10 → MAIN/A1, 1004 × 100 → MAIN/A2). */
function company() {
	const found = tenant(TODAY);
	const orderId = sandbox().tenant(found.tenantId).warehouse.purchaseOrders.find((order) => order.supplierNumber === '201')!.id;
	return { ...found, orderId };
}

const stock = (tenantId: string, itemId: string, location: string) => sandbox().stock(tenantId, itemId, 'MAIN', location).inStock;
const stored = (tenantId: string, id: number) => sandbox().tenant(tenantId).warehouse.incomingGoods.find((goods) => goods.id === id)!;

const run = (credential: Credential, parameters: IDataObject, options?: RunOptions) => runResource(credential, 'incomingGoods', parameters, options);
const purchaseOrder = (credential: Credential, parameters: IDataObject) => runResource(credential, 'purchaseOrder', parameters);

/** Registers the delivery of a purchase order's remaining quantities (or the given ones); returns the document. */
async function receive(credential: Credential, orderId: number, extra: IDataObject = {}): Promise<IDataObject> {
	const created = await run(credential, { operation: 'create', deliveryNoteId: 'FS-1001', rowsInput: 'purchaseOrder', purchaseOrder: byId(orderId), ...extra });
	expect(created.error()).toBeUndefined();
	return created.items[0].json;
}

async function release(credential: Credential, id: number): Promise<IDataObject> {
	const released = await run(credential, { operation: 'release', id: byId(id) });
	expect(released.error()).toBeUndefined();
	return released.items[0].json;
}

async function expectRefused(credential: Credential, parameters: IDataObject, message: RegExp) {
	sandbox().clearRequests();
	const result = await run(credential, parameters);
	expect(result.error()?.message).toMatch(message);
	expect(writes()).toEqual([]);
}

describe('Fortnox Warehouse node: incoming goods', () => {
	it("receives a purchase order's remaining quantities: stock rises on release and the order becomes RECEIVED", async () => {
		const { tenantId, credential, orderId } = company();
		const before = [stock(tenantId, '1003', 'A1'), stock(tenantId, '1004', 'A2')];
		sandbox().clearRequests();
		const created = await receive(credential, orderId, { additionalFields: { note: 'Två kartonger', hasDeliveryNote: true } });
		const [post] = writes();
		expect(post.body).toMatchObject({
			deliveryNoteId: 'FS-1001',
			supplierNumber: '201',
			supplierName: 'Kontorsgrossisten AB',
			note: 'Två kartonger',
			rows: [
				expect.objectContaining({ itemId: '1003', receivedQuantity: 10, purchaseOrderId: orderId, orderedQuantity: 10, backOrderQuantity: 0, invoicedQuantity: 0, takenQuantity: 0 }),
				expect.objectContaining({ itemId: '1004', receivedQuantity: 100, purchaseOrderId: orderId, orderedQuantity: 100 }),
			],
		});
		expect(created).toMatchObject({ released: false, supplierNumber: '201' });
		expect([stock(tenantId, '1003', 'A1'), stock(tenantId, '1004', 'A2')]).toEqual(before);

		const released = await release(credential, created.id as number);
		expect(released).toMatchObject({ id: created.id, released: true });
		expect([stock(tenantId, '1003', 'A1'), stock(tenantId, '1004', 'A2')]).toEqual([before[0] + 10, before[1] + 100]);
		const order = await purchaseOrder(credential, { operation: 'get', id: byId(orderId) });
		expect(order.items[0].json).toMatchObject({ purchaseOrderState: 'RECEIVED', totalReceivedQuantity: 110 });
		const matches = await purchaseOrder(credential, { operation: 'getMatchedDocuments', id: byId(orderId) });
		expect(matches.items.map((item) => item.json)).toEqual([expect.objectContaining({ id: String(created.id) })]);
	});

	it('receives part of an order (other quantities, 0 leaves an item out), then the rest', async () => {
		const { tenantId, credential, orderId } = company();
		const first = await receive(credential, orderId, { receivedQuantities: { item: [{ itemId: '1004', quantity: 40 }, { itemId: '1003', quantity: 0 }] } });
		expect(stored(tenantId, first.id as number).rows.map((row) => [row.itemId, row.receivedQuantity])).toEqual([['1004', 40]]);
		await release(credential, first.id as number);
		const partly = await purchaseOrder(credential, { operation: 'get', id: byId(orderId) });
		expect(partly.items[0].json.totalReceivedQuantity).toBe(40);
		expect(partly.items[0].json.purchaseOrderState).not.toBe('RECEIVED');
		const ignoring = await purchaseOrder(credential, { operation: 'get', id: byId(orderId), options: { ignoreIncomingGoodsId: String(first.id) } });
		expect((ignoring.items[0].json.rows as IDataObject[]).find((row) => row.itemId === '1004')?.remainingOrderedQuantity).toBe(100);

		const rest = await receive(credential, orderId, { deliveryNoteId: 'FS-1002' });
		expect(stored(tenantId, rest.id as number).rows.map((row) => [row.itemId, row.receivedQuantity])).toEqual([
			['1003', 10],
			['1004', 60],
		]);
		await release(credential, rest.id as number);
		const done = await purchaseOrder(credential, { operation: 'get', id: byId(orderId) });
		expect(done.items[0].json).toMatchObject({ purchaseOrderState: 'RECEIVED', totalReceivedQuantity: 110 });
		await expectRefused(credential, { operation: 'create', deliveryNoteId: 'FS-1003', rowsInput: 'purchaseOrder', purchaseOrder: byId(orderId) }, new RegExp(`Purchase Order ${orderId} has nothing left to receive`));
		await expectRefused(
			credential,
			{ operation: 'create', deliveryNoteId: 'FS-1003', rowsInput: 'purchaseOrder', purchaseOrder: byId(orderId), receivedQuantities: { item: [{ itemId: '1001', quantity: 1 }] } },
			/Received Quantities name item 1001, which purchase order .* does not have/,
		);
	});

	it('adds up an item listed twice in Received Quantities, then spreads the sum over the order rows of that item', async () => {
		const { tenantId, credential, orderId } = company();
		const twice = await receive(credential, orderId, { receivedQuantities: { item: [{ itemId: '1003', quantity: 2 }, { itemId: '1004', quantity: 0 }, { itemId: '1003', quantity: 1 }] } });
		expect(stored(tenantId, twice.id as number).rows.map((row) => [row.itemId, row.receivedQuantity])).toEqual([['1003', 3]]);

		const rowsJson = JSON.stringify([
			{ itemId: '1003', orderedQuantity: 2, price: 249, stockPointCode: 'MAIN', stockLocationCode: 'A1' },
			{ itemId: '1003', orderedQuantity: 3, price: 249, stockPointCode: 'MAIN', stockLocationCode: 'A2' },
		]);
		const order = await purchaseOrder(credential, { operation: 'create', supplier: byId('201'), ...purchaseOrderHeader(TODAY), rowsInput: 'json', rowsJson });
		expect(order.error()).toBeUndefined();
		const spread = await receive(credential, order.items[0].json.id as number, { receivedQuantities: { item: [{ itemId: '1003', quantity: 2 }, { itemId: '1003', quantity: 2 }] } });
		expect(stored(tenantId, spread.id as number).rows.map((row) => [row.itemId, row.receivedQuantity])).toEqual([
			['1003', 2],
			['1003', 2],
		]);
		expect(spread.overDelivered).toEqual([]);
	});

	it('names the items delivered beyond the order in overDelivered, counting what was received before', async () => {
		const { credential, orderId } = company();
		const twelve = await receive(credential, orderId, { receivedQuantities: { item: [{ itemId: '1003', quantity: 12 }, { itemId: '1004', quantity: 0 }] } });
		expect(twelve.overDelivered).toEqual([{ itemId: '1003', ordered: 10, received: 12, over: 2 }]);

		const later = company();
		const eight = await receive(later.credential, later.orderId, { receivedQuantities: { item: [{ itemId: '1003', quantity: 8 }, { itemId: '1004', quantity: 0 }] } });
		expect(eight.overDelivered).toEqual([]);
		await release(later.credential, eight.id as number);
		// 1004 is not listed, so its 100 arrive in full: exactly what was ordered.
		const four = await receive(later.credential, later.orderId, { deliveryNoteId: 'FS-1002', receivedQuantities: { item: [{ itemId: '1003', quantity: 4 }] } });
		expect(four.overDelivered).toEqual([{ itemId: '1003', ordered: 10, received: 12, over: 2 }]);

		const exact = company();
		expect((await receive(exact.credential, exact.orderId)).overDelivered).toEqual([]);
	});

	it('takes rows from the editor naming purchase order rows, and plain JSON rows without an order', async () => {
		const { tenantId, credential, orderId } = company();
		const orderRow = sandbox().tenant(tenantId).warehouse.purchaseOrders.find((order) => order.id === orderId)!.rows.find((row) => row.itemId === '1003')!;
		const fromForm = await run(credential, {
			operation: 'create',
			deliveryNoteId: 'FS-2001',
			supplier: byId('201'),
			rowsInput: 'fields',
			rows: { row: [{ itemId: '1003', receivedQuantity: 4, purchaseOrderId: orderId, purchaseOrderRowId: orderRow.id, batch: 'B-17' }] },
		});
		expect(fromForm.error()).toBeUndefined();
		expect(stored(tenantId, fromForm.items[0].json.id as number).rows).toEqual([
			expect.objectContaining({ itemId: '1003', receivedQuantity: 4, purchaseOrderId: orderId, purchaseOrderRowId: orderRow.id }),
		]);
		const plain = await run(credential, {
			operation: 'create',
			deliveryNoteId: 'FS-2002',
			supplier: byId('202'),
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ itemId: '1001', receivedQuantity: 3, stockPointCode: 'MAIN', stockLocationCode: 'A1' }]),
			additionalFields: { stockPoint: 'MAIN', date: TODAY },
		});
		expect(plain.error()).toBeUndefined();
		expect(stored(tenantId, plain.items[0].json.id as number)).toMatchObject({ supplierNumber: '202', date: TODAY });
		await expectRefused(
			credential,
			{ operation: 'create', deliveryNoteId: 'FS-2003', rowsInput: 'json', rowsJson: JSON.stringify([{ itemId: '1004', receivedQuantity: 1, purchaseOrderId: orderId, purchaseOrderRowId: orderRow.id }]) },
			/Row 1 Item "1004" differs from the purchase order row's item 1003/,
		);
		await expectRefused(
			credential,
			{ operation: 'create', deliveryNoteId: 'FS-2003', rowsInput: 'json', rowsJson: JSON.stringify([{ itemId: '1003', receivedQuantity: 1, purchaseOrderRowId: orderRow.id }]) },
			/Row 1 Purchase Order ID is missing/,
		);
		await expectRefused(
			credential,
			{ operation: 'create', deliveryNoteId: 'FS-2003', rowsInput: 'json', rowsJson: JSON.stringify([{ itemId: '1003', receivedQuantity: 1, purchaseOrderId: orderId, purchaseOrderRowId: 'not-a-uuid' }]) },
			/Row 1 Purchase Order Row ID "not-a-uuid" has the wrong format/,
		);
	});

	it('refuses the document limits before sending', async () => {
		const { credential, orderId } = company();
		const base = { operation: 'create', deliveryNoteId: 'FS-3001', rowsInput: 'purchaseOrder', purchaseOrder: byId(orderId) };
		await expectRefused(credential, { ...base, deliveryNoteId: 'x'.repeat(51) }, /Delivery Note ID is 51 characters long: it must be 1 to 50 characters/);
		await expectRefused(credential, { ...base, deliveryNoteId: '={{ "" }}' }, /Delivery Note ID is missing/);
		await expectRefused(credential, { ...base, additionalFields: { note: 'x'.repeat(1001) } }, /Note is 1001 characters long: at most 1000/);
		await expectRefused(credential, { ...base, additionalFields: { supplierName: 'x'.repeat(1025) } }, /Supplier Name is 1025 characters long: at most 1024/);
		await expectRefused(credential, { ...base, supplier: byId('9'.repeat(1025)) }, /Supplier is 1025 characters long/);
		await expectRefused(credential, { ...base, purchaseOrder: byId('={{ "12a" }}') }, /Purchase Order "12a" has the wrong format/);
		await expectRefused(credential, { ...base, rowsInput: 'json', rowsJson: '[{"itemId": "1001"}]' }, /Row 1 Received Quantity is missing/);
		await expectRefused(credential, { ...base, rowsInput: 'json', rowsJson: '[{"itemId": "1001", "receivedQuantity": -2}]' }, /Row 1 Received Quantity -2 is out of range/);
	});

	it('lists incoming goods with three-state filters ("any" sends nothing) and the text filters', async () => {
		const { credential, orderId } = company();
		const released = await receive(credential, orderId, { deliveryNoteId: 'FS-4001', receivedQuantities: { item: [{ itemId: '1004', quantity: 5 }, { itemId: '1003', quantity: 0 }] }, additionalFields: { note: 'Första leveransen' } });
		await release(credential, released.id as number);
		const open = await receive(credential, orderId, { deliveryNoteId: 'FS-4002', receivedQuantities: { item: [{ itemId: '1004', quantity: 5 }] } });
		sandbox().clearRequests();
		const onlyReleased = await run(credential, { operation: 'getAll', returnAll: true, filters: { released: 'true', completed: 'any', voided: 'false' } });
		expect(onlyReleased.items.map((item) => item.json.id)).toEqual([released.id]);
		expect(warehouseRequests()[0].query).toEqual({ released: 'true', voided: 'false' });
		const unreleased = await run(credential, { operation: 'getAll', returnAll: true, filters: { released: 'false' } });
		expect(unreleased.items.map((item) => item.json.id)).toEqual([open.id]);
		const byText = await run(credential, { operation: 'getAll', returnAll: true, filters: { supplierNumber: '201', itemId: '1004', note: 'första', deliveryNote: 'fs-40', q: '4001' } });
		expect(byText.items.map((item) => item.json.id)).toEqual([released.id]);
		const limited = await run(credential, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(limited.items).toHaveLength(1);
	});

	it('updates unreleased goods (fields and rows left alone stay), refuses a released one in plain words', async () => {
		const { tenantId, credential, orderId } = company();
		const goods = await receive(credential, orderId, { receivedQuantities: { item: [{ itemId: '1004', quantity: 7 }, { itemId: '1003', quantity: 0 }] } });
		const id = goods.id as number;
		const updated = await run(credential, { operation: 'update', id: byId(id), replaceRows: false, updateFields: { note: 'Kartong skadad', deliveryNoteId: 'FS-5001' } });
		expect(updated.error()).toBeUndefined();
		expect(stored(tenantId, id)).toMatchObject({ note: 'Kartong skadad', deliveryNoteId: 'FS-5001', supplierNumber: '201' });
		expect(stored(tenantId, id).rows.map((row) => [row.itemId, row.receivedQuantity])).toEqual([['1004', 7]]);
		const replaced = await run(credential, { operation: 'update', id: byId(id), replaceRows: true, rowsInput: 'purchaseOrder', purchaseOrder: byId(orderId), receivedQuantities: { item: [{ itemId: '1003', quantity: 2 }, { itemId: '1004', quantity: 0 }] } });
		expect(replaced.error()).toBeUndefined();
		expect(stored(tenantId, id).rows.map((row) => [row.itemId, row.receivedQuantity])).toEqual([['1003', 2]]);

		await release(credential, id);
		const refused = await run(credential, { operation: 'update', id: byId(id), updateFields: { note: 'För sent' } });
		const error = refused.error() as NodeError;
		expect(error.message).toMatch(/released and locked: only the note, delivery note ID, supplier name and Has Delivery Note can still change \(use Update Partial\)/);
		expect(error.context?.code).toBe('cannot_modify_released_document');
		expect(error.description).toContain('Fortnox error code cannot_modify_released_document');
	});

	it('changes note, delivery note, supplier name and Has Delivery Note of released goods (Update Partial)', async () => {
		const { tenantId, credential, orderId } = company();
		const goods = await receive(credential, orderId);
		const id = goods.id as number;
		await release(credential, id);
		sandbox().clearRequests();
		const changed = await run(credential, { operation: 'updatePartial', id: byId(id), updateFields: { note: 'Kontrollerad', hasDeliveryNote: false } });
		expect(changed.error()).toBeUndefined();
		expect(writes()[0]).toMatchObject({ method: 'PATCH', path: `${PATH}/${id}`, body: { note: 'Kontrollerad', hasDeliveryNote: false, deliveryNoteId: 'FS-1001' } });
		expect(changed.items[0].json).toMatchObject({ id, note: 'Kontrollerad', hasDeliveryNote: false, released: true });
		const renamed = await run(credential, { operation: 'updatePartial', id: byId(id), updateFields: { deliveryNoteId: 'FS-9', supplierName: 'Kontorsgrossisten' } });
		expect(renamed.error()).toBeUndefined();
		expect(stored(tenantId, id)).toMatchObject({ deliveryNoteId: 'FS-9', supplierName: 'Kontorsgrossisten', note: 'Kontrollerad' });
		await expectRefused(credential, { operation: 'updatePartial', id: byId(id), updateFields: { deliveryNoteId: 'x'.repeat(51) } }, /Delivery Note ID is 51 characters long/);
		await expectRefused(credential, { operation: 'updatePartial', id: byId(id), updateFields: { note: 'x'.repeat(1001) } }, /Note is 1001 characters long/);
		await expectRefused(credential, { operation: 'updatePartial', id: byId(id), updateFields: {} }, /Update Fields are empty/);
	});

	it('completes released goods inside the date window; refuses a future date before sending and explains the service', async () => {
		const { tenantId, credential, orderId } = company();
		const goods = await receive(credential, orderId);
		const id = goods.id as number;
		const early = await run(credential, { operation: 'complete', id: byId(id), date: TODAY });
		expect((early.error() as NodeError).context?.code).toBe('document_not_released');
		expect(early.error()?.message).toMatch(/not released yet. Release them first/);
		await release(credential, id);
		await expectRefused(credential, { operation: 'complete', id: byId(id), date: '2099-01-01' }, /Date 2099-01-01 is in the future: use a date between the release date and today/);
		await expectRefused(credential, { operation: 'complete', id: byId(id), date: 'soon' }, /Date "soon" is not a date/);
		// The sandbox's today is TODAY: a later date passes the local check, and Fortnox refuses it.
		const outside = await run(credential, { operation: 'complete', id: byId(id), date: '2026-11-21' });
		const error = outside.error() as NodeError;
		expect(error.message).toMatch(/between the day the incoming goods were released and today, both included/);
		expect(error.context?.code).toBe('invalid_completion_date');
		sandbox().clearRequests();
		const completed = await run(credential, { operation: 'complete', id: byId(id), date: `${TODAY}T12:00:00.000+01:00` });
		expect(completed.error()).toBeUndefined();
		expect(writes()[0]).toMatchObject({ method: 'PUT', path: `${PATH}/${id}/completed`, body: TODAY });
		expect(completed.items[0].json).toMatchObject({ id, completed: true });
		expect(stored(tenantId, id)).toMatchObject({ completed: true, completionDate: TODAY });
		const voided = await run(credential, { operation: 'void', id: byId(id) });
		expect((voided.error() as NodeError).context?.code).toBe('document_is_completed');
		expect(voided.error()?.message).toMatch(/completed: their bookkeeping is final/);
	});

	it('voids released goods (stock and the order go back), refuses once matched to a supplier invoice', async () => {
		const { tenantId, credential, orderId } = company();
		const before = stock(tenantId, '1004', 'A2');
		const goods = await receive(credential, orderId, { receivedQuantities: { item: [{ itemId: '1003', quantity: 0 }, { itemId: '1004', quantity: 30 }] } });
		await release(credential, goods.id as number);
		expect(stock(tenantId, '1004', 'A2')).toBe(before + 30);
		const voided = await run(credential, { operation: 'void', id: byId(goods.id as number) });
		expect(voided.items[0].json).toMatchObject({ id: goods.id, voided: true });
		expect(stock(tenantId, '1004', 'A2')).toBe(before);
		const order = await purchaseOrder(credential, { operation: 'get', id: byId(orderId) });
		expect(order.items[0].json.totalReceivedQuantity).toBe(0);

		const matched = await receive(credential, orderId, { deliveryNoteId: 'FS-6001' });
		await release(credential, matched.id as number);
		sandbox().matchSupplierInvoice(tenantId, matched.id as number, 431);
		const invoiced = await run(credential, { operation: 'get', id: byId(matched.id as number), options: { ignoreSupplierInvoiceId: '431' } });
		expect((invoiced.items[0].json.rows as IDataObject[])[0]).toMatchObject({ invoicedQuantity: 10, takenQuantity: 0 });
		const refused = await run(credential, { operation: 'void', id: byId(matched.id as number) });
		expect((refused.error() as NodeError).context?.code).toBe('matched_to_supplier_invoice');
		expect(refused.error()?.message).toMatch(/matched to a supplier invoice, so Fortnox will not void them/);
		expect(stored(tenantId, matched.id as number).voided).toBe(false);
	});

	it('under Continue On Fail, a bad item fails alone and nothing is sent for it', async () => {
		const { tenantId, credential, orderId } = company();
		sandbox().clearRequests();
		const result = await run(
			credential,
			{ operation: 'create', deliveryNoteId: '={{ $json.note }}', rowsInput: 'purchaseOrder', purchaseOrder: byId(orderId), receivedQuantities: { item: [{ itemId: '1004', quantity: 1 }, { itemId: '1003', quantity: 0 }] } },
			{ items: [{ note: 'FS-7001' }, { note: 'x'.repeat(51) }, { note: 'FS-7003' }], continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.deliveryNoteId)).toEqual(['FS-7001', expect.stringMatching(/Delivery Note ID is 51 characters long/), 'FS-7003']);
		expect(sandbox().tenant(tenantId).warehouse.incomingGoods.map((goods) => goods.deliveryNoteId)).toEqual(['FS-7001', 'FS-7003']);
		expect(writes()).toHaveLength(2);
	});

	it('offers incoming goods that are not voided in its picker', async () => {
		const { credential, orderId } = company();
		const goods = await receive(credential, orderId, { deliveryNoteId: 'FS-8001' });
		const node = new FortnoxWarehouse();
		const context = loadOptionsContext({ type: NODE, credential, parameters: { resource: 'incomingGoods', operation: 'release' } });
		const found = await node.methods.listSearch.searchIncomingGoods.call(context, 'fs-8001');
		expect(found.results).toEqual([{ name: expect.stringContaining('FS-8001'), value: String(goods.id) }]);
	});
});
