import type { IDataObject } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node';
import { binaryBytes, loadOptionsContext } from '../harness/run-workflow';
import type { Credential, NodeError, RunOptions } from '../harness/warehouse';
import { NODE, byId, fromList, purchaseOrderHeader, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const PATH = '/api/warehouse/purchaseorders-v1';

const { sandbox, warehouseRequests, company: tenant, run: runResource } = useWarehouseSandbox();

const company = () => tenant(TODAY);

const orders = (tenantId: string) => sandbox().tenant(tenantId).warehouse.purchaseOrders;
const order = (tenantId: string, id: number) => orders(tenantId).find((candidate) => candidate.id === id);
/** The seeded orders: 201's not sent (1003 × 10, 1004 × 100) and 202's sent (1002 × 4). */
const seeded = (tenantId: string) => ({
	notSent: orders(tenantId).find((candidate) => candidate.supplierNumber === '201')!.id,
	sent: orders(tenantId).find((candidate) => candidate.supplierNumber === '202')!.id,
});

const run = (credential: Credential, parameters: IDataObject, options?: RunOptions) => runResource(credential, 'purchaseOrder', parameters, options);

/** The parameters of a valid Create, rows from the editor. */
const CREATE: IDataObject = {
	operation: 'create',
	supplier: fromList('201'),
	...purchaseOrderHeader(`${TODAY}T10:00:00.000+01:00`),
	rows: { row: [{ itemId: '1003', quantity: 1, orderedQuantity: 6, price: 249, stockLocation: 'A1', itemDescription: 'Pärm A4', note: 'Blå' }] },
};

async function createOrder(credential: Credential, extra: IDataObject = {}): Promise<IDataObject> {
	const created = await run(credential, { ...CREATE, ...extra });
	expect(created.error()).toBeUndefined();
	return created.items[0].json;
}

async function expectRefused(credential: Credential, parameters: IDataObject, message: RegExp) {
	sandbox().clearRequests();
	const result = await run(credential, parameters);
	expect(result.error()?.message).toMatch(message);
	expect(warehouseRequests().filter((request) => request.method !== 'GET')).toEqual([]);
}

describe('Fortnox Warehouse node: purchase orders', () => {
	it('creates an order with its required fields, rows from the editor and additional fields', async () => {
		const { tenantId, credential, point } = company();
		const main = point('MAIN').id;
		sandbox().clearRequests();
		const created = await createOrder(credential, {
			currencyCode: 'eur',
			currencyRate: 11.2,
			additionalFields: { currencyUnit: 1, internalReference: 'Q4 påfyllnad', note: 'Ring innan leverans', deliveryDate: '2026-12-01', stockPoint: main, supplierEmail: 'order@kontorsgrossisten.example', yourReference: 'Eva' },
		});
		const [post] = warehouseRequests().filter((request) => request.method === 'POST');
		expect(post.body).toMatchObject({
			supplierNumber: '201',
			currencyCode: 'EUR',
			currencyRate: 11.2,
			orderDate: TODAY,
			deliveryDate: '2026-12-01',
			stockPointId: main,
			rows: [{ itemId: '1003', orderedQuantity: 6, remainingOrderedQuantity: 6, price: 249, currencyCode: 'EUR', stockLocationCode: 'A1', notes: [{ note: 'Blå' }] }],
		});
		expect(created).toMatchObject({ supplierNumber: '201', internalReference: 'Q4 påfyllnad', purchaseOrderState: 'NOT_SENT' });
		const stored = order(tenantId, created.id as number)!;
		expect(stored.rows).toEqual([expect.objectContaining({ itemId: '1003', orderedQuantity: 6, notes: ['Blå'] })]);
	});

	it('creates an order from JSON rows with the OpenAPI row names', async () => {
		const { tenantId, credential } = company();
		const created = await createOrder(credential, {
			supplier: byId('202'),
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ itemId: '1002', orderedQuantity: 2, price: 3450, stockPointCode: 'MAIN', stockLocationCode: 'A2', itemDescription: 'Skrivbord' }]),
		});
		expect(order(tenantId, created.id as number)!.rows[0]).toMatchObject({ itemId: '1002', orderedQuantity: 2, price: 3450 });
	});

	it('refuses every limit of the purchase order table before sending', async () => {
		const { credential } = company();
		const long = (length: number) => 'x'.repeat(length);
		await expectRefused(credential, { ...CREATE, deliveryName: long(51) }, /Delivery Name is 51 characters long: it must be 1 to 50 characters/);
		await expectRefused(credential, { ...CREATE, deliveryName: '={{ "" }}' }, /Delivery Name is missing/);
		await expectRefused(credential, { ...CREATE, deliveryZipCode: long(11) }, /Delivery Zip Code is 11 characters long/);
		await expectRefused(credential, { ...CREATE, deliveryCity: long(51) }, /Delivery City is 51 characters long/);
		await expectRefused(credential, { ...CREATE, deliveryAddress: long(1025) }, /Delivery Address is 1025 characters long/);
		await expectRefused(credential, { ...CREATE, paymentTermsCode: long(21) }, /Payment Terms Code is 21 characters long: it must be 1 to 20/);
		await expectRefused(credential, { ...CREATE, currencyCode: 'SEKK' }, /Currency .* use a 3-letter currency code/);
		await expectRefused(credential, { ...CREATE, currencyRate: 0 }, /Currency Rate 0 is out of range: it must be at least 0.000001/);
		await expectRefused(credential, { ...CREATE, additionalFields: { currencyUnit: 0.5 } }, /Currency Unit 0.5 is not a whole number/);
		await expectRefused(credential, { ...CREATE, orderDate: 'tomorrow' }, /Order Date "tomorrow" is not a date/);
		await expectRefused(credential, { ...CREATE, supplier: byId('={{ "" }}') }, /Supplier is missing/);
		for (const [name, label, max] of [
			['internalReference', 'Internal Reference', 50],
			['ourReference', 'Our Reference', 50],
			['yourReference', 'Your Reference', 50],
			['costCenterCode', 'Cost Center', 25],
			['projectId', 'Project', 25],
			['customerId', 'Customer ID', 25],
			['supplierEmail', 'Supplier Email', 100],
			['confirmationEmail', 'Confirmation Email', 100],
			['supplierCountryCode', 'Supplier Country Code', 3],
			['deliveryCountryCode', 'Delivery Country Code', 3],
			['languageCode', 'Language Code', 3],
			['messageToSupplier', 'Message to Supplier', 1000],
			['note', 'Note', 1000],
			['supplierName', 'Supplier Name', 1024],
			['customerName', 'Customer Name', 1024],
		] as const) {
			await expectRefused(credential, { ...CREATE, additionalFields: { [name]: long(max + 1) } }, new RegExp(`${label} is ${max + 1} characters long: it must be 0 to ${max}`));
		}
		await expectRefused(credential, { ...CREATE, rows: { row: [] } }, /Rows are empty/);
		await expectRefused(credential, { ...CREATE, rowsInput: 'json', rowsJson: '[{"itemId": "1003"}]' }, /Row 1 Ordered Quantity is missing/);
		await expectRefused(credential, { ...CREATE, rowsInput: 'json', rowsJson: '[{"itemId": "1003", "orderedQuantity": -1}]' }, /Row 1 Ordered Quantity -1 is out of range/);
		await expectRefused(credential, { ...CREATE, rowsInput: 'json', rowsJson: '[{"itemId": "1003", "orderedQuantity": 1, "currencyCode": "EUR"}]' }, /Row 1 Currency "EUR" differs from the order's SEK/);
		await expectRefused(credential, { ...CREATE, rowsInput: 'json', rowsJson: '[{"itemId": "1003", "orderedQuantity": 1, "quantity": 1}]' }, /Row 1 quantity is not a field of a purchase order row/);
	});

	it('lists orders with every filter of the spec, and Limit', async () => {
		const { tenantId, credential } = company();
		const { notSent, sent } = seeded(tenantId);
		sandbox().clearRequests();
		const current = await run(credential, { operation: 'getAll', returnAll: true, filters: { state: 'CURRENT' } });
		expect(current.items.map((item) => item.json.id).sort()).toEqual([notSent, sent].sort());
		const filtered = await run(credential, {
			operation: 'getAll',
			returnAll: false,
			limit: 5,
			filters: { q: 'kontor', supplierNumber: '201', state: 'NOT_SENT', itemId: '1004', purchaseType: 'WAREHOUSE', internalReference: 'Påfyllnad', note: '' },
		});
		expect(filtered.items.map((item) => item.json.id)).toEqual([notSent]);
		expect(warehouseRequests()[1].query).toMatchObject({ q: 'kontor', supplierNumber: '201', state: 'NOT_SENT', itemId: '1004', purchaseType: 'WAREHOUSE', internalReference: 'Påfyllnad' });
		const limited = await run(credential, { operation: 'getAll', returnAll: false, limit: 1, filters: { state: 'ALL' } });
		expect(limited.items).toHaveLength(1);
		const refused = await run(credential, { operation: 'getAll', returnAll: true, filters: { state: 'OPEN' } });
		expect(refused.error()?.message).toMatch(/State "OPEN" is not a valid value: use one of NOT_SENT, SENT/);
	});

	it('gets an order, and the CSV list as a binary file with the same filters', async () => {
		const { tenantId, credential } = company();
		const { notSent } = seeded(tenantId);
		const got = await run(credential, { operation: 'get', id: byId(notSent) });
		expect(got.items[0].json).toMatchObject({ id: notSent, supplierNumber: '201', rows: [expect.objectContaining({ itemId: '1003' }), expect.objectContaining({ itemId: '1004' })] });
		sandbox().clearRequests();
		const csv = await run(credential, { operation: 'getCsv', binaryPropertyName: 'orders', filters: { supplierNumber: '201' }, options: { showPurchaseTypeColumn: true } });
		expect(csv.error()).toBeUndefined();
		const [file] = csv.items;
		expect(file.binary?.orders).toMatchObject({ fileName: 'purchaseorders.csv', mimeType: 'text/csv' });
		const text = binaryBytes(file, 'orders').toString('utf8');
		expect(text.split('\n')[0]).toContain('purchaseType');
		expect(text).toContain(String(notSent));
		expect(text).not.toContain('Möbelfabriken');
		expect(warehouseRequests()[0]).toMatchObject({ path: `${PATH}/csv`, query: { supplierNumber: '201', showPurchaseTypeColumn: 'true' } });
	});

	it('updates an order: fields left alone and rows stay, row notes too; replaces rows when asked', async () => {
		const { tenantId, credential } = company();
		const created = await createOrder(credential);
		const id = created.id as number;
		const updated = await run(credential, { operation: 'update', id: byId(id), replaceRows: false, updateFields: { note: 'Ändrad', deliveryDate: '2026-12-05' } });
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json).toMatchObject({ note: 'Ändrad', deliveryDate: '2026-12-05', deliveryName: 'Kontorsbolaget AB', paymentTermsCode: '30' });
		expect(order(tenantId, id)!.rows).toEqual([expect.objectContaining({ itemId: '1003', orderedQuantity: 6, notes: ['Blå'] })]);
		const replaced = await run(credential, { operation: 'update', id: byId(id), replaceRows: true, rows: { row: [{ itemId: '1005', orderedQuantity: 3, price: 10 }] } });
		expect(replaced.error()).toBeUndefined();
		expect(order(tenantId, id)!.rows.map((row) => row.itemId)).toEqual(['1005']);
		await expectRefused(credential, { operation: 'update', id: byId(id), updateFields: { deliveryCity: 'x'.repeat(51) } }, /Delivery City is 51 characters long/);
	});

	it('changes only the partial fields, a sent order too, and puts out the whole order', async () => {
		const { tenantId, credential } = company();
		const { sent } = seeded(tenantId);
		sandbox().clearRequests();
		const changed = await run(credential, {
			operation: 'updatePartial',
			id: byId(sent),
			updateFields: { deliveryDate: '2026-12-10', internalReference: 'Nytt kontor', messageToSupplier: 'Leverera till port 2', note: 'Bekräftad', supplierName: 'Möbelfabriken' },
		});
		expect(changed.error()).toBeUndefined();
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PATCH', path: `${PATH}/${sent}/partial`, body: { deliveryDate: '2026-12-10', internalReference: 'Nytt kontor', messageToSupplier: 'Leverera till port 2', note: 'Bekräftad', supplierName: 'Möbelfabriken' } });
		expect(changed.items[0].json).toMatchObject({ id: sent, note: 'Bekräftad', deliveryDate: '2026-12-10', rows: [expect.objectContaining({ itemId: '1002' })] });
		await expectRefused(credential, { operation: 'updatePartial', id: byId(sent), updateFields: { internalReference: 'x'.repeat(51) } }, /Internal Reference is 51 characters long/);
		await expectRefused(credential, { operation: 'updatePartial', id: byId(sent), updateFields: { messageToSupplier: 'x'.repeat(1001) } }, /Message to Supplier is 1001 characters long/);
		await expectRefused(credential, { operation: 'updatePartial', id: byId(sent), updateFields: { supplierName: 'x'.repeat(1025) } }, /Supplier Name is 1025 characters long/);
		await expectRefused(credential, { operation: 'updatePartial', id: byId(sent), updateFields: {} }, /Update Fields are empty/);
	});

	it('sets response states, one order and several at once (ids as repeated query values)', async () => {
		const { tenantId, credential } = company();
		const { notSent, sent } = seeded(tenantId);
		const one = await run(credential, { operation: 'updateResponseState', id: byId(sent), responseState: 'ACCEPTED_WITH_REQ_DLV_DATE' });
		expect(one.items[0].json).toMatchObject({ id: sent, responseState: 'ACCEPTED_WITH_REQ_DLV_DATE' });
		sandbox().clearRequests();
		const many = await run(credential, { operation: 'updateResponseStates', ids: `${notSent}, ${sent}`, responseState: 'REJECTED' });
		expect(many.items.map((item) => [item.json.id, item.json.responseState])).toEqual([
			[notSent, 'REJECTED'],
			[sent, 'REJECTED'],
		]);
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PUT', path: `${PATH}/response`, query: { ids: [String(notSent), String(sent)] }, body: { responseState: 'REJECTED' } });
		expect([order(tenantId, notSent)!.responseState, order(tenantId, sent)!.responseState]).toEqual(['REJECTED', 'REJECTED']);
		await expectRefused(credential, { operation: 'updateResponseStates', ids: `${notSent}, abc`, responseState: 'REJECTED' }, /Purchase Order IDs "abc" has the wrong format/);
		await expectRefused(credential, { operation: 'updateResponseState', id: byId(sent), responseState: 'MAYBE' }, /Response State "MAYBE" is not a valid value/);
	});

	it('sends an order with its mail settings and several with the default text; each becomes SENT', async () => {
		const { tenantId, credential } = company();
		const { notSent } = seeded(tenantId);
		const sentOne = await run(credential, {
			operation: 'send',
			id: byId(notSent),
			receiver: 'order@kontorsgrossisten.example',
			replyTo: 'inkop@kontorsbolaget.example',
			subject: `Inköpsorder ${notSent}`,
			body: 'Hej! Se bifogad order.',
			options: { copyTo: 'lager@kontorsbolaget.example', blindCopyTo: 'arkiv@kontorsbolaget.example', senderName: 'Inköp', bodyAsHtml: '<p>Hej!</p>' },
		});
		expect(sentOne.error()).toBeUndefined();
		expect(sentOne.items[0].json).toMatchObject({ id: notSent, purchaseOrderState: 'SENT' });
		expect(sandbox().sentPurchaseOrderMails(tenantId)).toEqual([
			expect.objectContaining({ purchaseOrderIds: [notSent], receiver: 'order@kontorsgrossisten.example', receiverCopy: 'lager@kontorsbolaget.example', receiverSecretCopy: 'arkiv@kontorsbolaget.example', replyTo: 'inkop@kontorsbolaget.example', senderName: 'Inköp', subject: `Inköpsorder ${notSent}` }),
		]);
		const second = await createOrder(credential);
		const third = await createOrder(credential);
		const many = await run(credential, { operation: 'sendMany', ids: `${String(second.id)},${String(third.id)}` });
		expect(many.items.map((item) => [item.json.id, item.json.purchaseOrderState])).toEqual([
			[second.id, 'SENT'],
			[third.id, 'SENT'],
		]);
		expect(sandbox().sentPurchaseOrderMails(tenantId)).toHaveLength(3);
		await expectRefused(credential, { operation: 'send', id: byId(notSent), receiver: 'not-an-address', replyTo: 'a@b.se', subject: 's', body: 'b' }, /Receiver "not-an-address" has the wrong format/);
		await expectRefused(credential, { operation: 'send', id: byId(notSent), receiver: 'a@b.se', replyTo: 'a@b.se', subject: '={{ "" }}', body: 'b' }, /Subject is missing/);
	});

	it('completes an order by hand (RECEIVED), completes a dropship order, voids one; errors in plain words', async () => {
		const { tenantId, credential } = company();
		const { notSent, sent } = seeded(tenantId);
		const completed = await run(credential, { operation: 'complete', id: byId(sent) });
		expect(completed.items[0].json).toMatchObject({ id: sent, manuallyCompleted: true, purchaseOrderState: 'RECEIVED' });
		expect(order(tenantId, sent)).toMatchObject({ manuallyCompleted: true, purchaseOrderState: 'RECEIVED' });
		const again = await run(credential, { operation: 'complete', id: byId(sent) });
		const error = again.error() as NodeError;
		expect(error.message).toMatch(/already received in full/);
		expect(error.context?.code).toBe('purchase_order_received');

		const dropship = await createOrder(credential, { additionalFields: { purchaseType: 'DROPSHIP' } });
		const dropped = await run(credential, { operation: 'completeDropship', id: byId(dropship.id as number) });
		expect(dropped.items[0].json).toEqual({ id: dropship.id, releasedParentOrder: false });

		const voided = await run(credential, { operation: 'void', id: byId(notSent) });
		expect(voided.items[0].json).toMatchObject({ id: notSent, voided: true, purchaseOrderState: 'VOIDED' });
		const twice = await run(credential, { operation: 'void', id: byId(notSent) });
		expect((twice.error() as NodeError).context?.code).toBe('document_is_voided');
		expect(twice.error()?.message).toMatch(/voided: it can no longer be released or changed/);
		const missing = await run(credential, { operation: 'get', id: byId(999999) });
		expect((missing.error() as NodeError).httpCode).toBe('404');
	});

	it('lists the notes of an order and its matched documents (none before goods arrive)', async () => {
		const { credential } = company();
		const created = await createOrder(credential);
		const notes = await run(credential, { operation: 'getNotes', id: byId(created.id as number) });
		expect(notes.items.map((item) => item.json)).toEqual([expect.objectContaining({ note: 'Blå', purchaseOrderId: created.id })]);
		const matches = await run(credential, { operation: 'getMatchedDocuments', id: byId(created.id as number) });
		expect(matches.error()).toBeUndefined();
		expect(matches.items).toEqual([]);
	});

	it('under Continue On Fail, a bad item fails alone and nothing is sent for it', async () => {
		const { tenantId, credential } = company();
		const before = orders(tenantId).length;
		sandbox().clearRequests();
		const result = await run(
			credential,
			{ ...CREATE, deliveryName: '={{ $json.name }}' },
			{ items: [{ name: 'Lager Syd' }, { name: 'x'.repeat(60) }, { name: 'Lager Norr' }], continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.deliveryName)).toEqual([
			'Lager Syd',
			expect.stringMatching(/Delivery Name is 60 characters long/),
			'Lager Norr',
		]);
		expect(orders(tenantId).length).toBe(before + 2);
		expect(warehouseRequests().filter((request) => request.method === 'POST')).toHaveLength(2);
	});

	it('offers suppliers and open purchase orders in its pickers', async () => {
		const { tenantId, credential } = company();
		const { notSent, sent } = seeded(tenantId);
		const node = new FortnoxWarehouse();
		const context = loadOptionsContext({ type: NODE, credential, parameters: { resource: 'purchaseOrder', operation: 'get' } });
		const suppliers = await node.methods.listSearch.searchSuppliers.call(context, 'tibro');
		expect(suppliers.results).toEqual([{ name: '202 Möbelfabriken i Tibro AB', value: '202' }]);
		const open = await node.methods.listSearch.searchPurchaseOrders.call(context);
		expect(open.results.map((result) => result.value).sort()).toEqual([String(notSent), String(sent)].sort());
		expect(open.results.find((result) => result.value === String(notSent))?.name).toContain('Påfyllnad kontorsmaterial');
		const options = await node.methods.loadOptions.getSuppliers.call(context);
		expect(options.map((option) => option.value)).toEqual(['201', '202']);
	});
});
