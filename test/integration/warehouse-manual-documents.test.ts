import type { IDataObject } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node';
import { loadOptionsContext } from '../harness/run-workflow';
import type { Credential, NodeError, RunOptions } from '../harness/warehouse';
import { NODE, byId, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const INBOUND_PATH = '/api/warehouse/deliveries-v1/inbounddeliveries';
const OUTBOUND_PATH = '/api/warehouse/deliveries-v1/outbounddeliveries';
const LIST_PATH = '/api/warehouse/deliveries-v1';

const { sandbox, warehouseRequests, company: tenant, run } = useWarehouseSandbox();

/** A tenant whose warehouse "today" is fixed, so release dates do not depend on the clock. */
const company = () => tenant(TODAY);

const inbound = (credential: Credential, parameters: IDataObject, options?: RunOptions) => run(credential, 'manualInboundDocument', parameters, options);
const outbound = (credential: Credential, parameters: IDataObject, options?: RunOptions) => run(credential, 'manualOutboundDocument', parameters, options);

/** Creates a manual document of one row through the node; returns its ID. */
async function create(credential: Credential, kind: 'inbound' | 'outbound', row: IDataObject, extra: IDataObject = {}): Promise<number> {
	const created = await (kind === 'inbound' ? inbound : outbound)(credential, { operation: 'create', date: TODAY, rows: { row: [row] }, ...extra });
	expect(created.error()).toBeUndefined();
	return created.items[0].json.id as number;
}

async function release(credential: Credential, kind: 'inbound' | 'outbound', id: number) {
	const released = await (kind === 'inbound' ? inbound : outbound)(credential, { operation: 'release', id: byId(id) });
	expect(released.error()).toBeUndefined();
	return released.items[0].json;
}

/** A manual document as the sandbox holds it. */
const stored = (tenantId: string, id: number) => sandbox().tenant(tenantId).warehouse.manualDocuments.find((document) => document.id === String(id));

describe('Fortnox Warehouse node: manual inbound documents', () => {
	it('creates a document (id from Fortnox), gets it, and raises in stock only on release', async () => {
		const { tenantId, credential, point } = company();
		const main = point('MAIN').id;
		sandbox().clearRequests();
		const created = await inbound(credential, {
			operation: 'create',
			date: `${TODAY}T09:30:00.000+01:00`,
			currency: 'eur',
			currencyRate: 11.25,
			rows: { row: [{ itemId: '1001', quantity: 5, stockLocation: 'A1', itemDescription: 'Kontorsstol', directCost: 120 }] },
			additionalFields: { currencyUnit: 1, note: 'From the supplier', stockPoint: main },
		});
		expect(created.error()).toBeUndefined();
		const document = created.items[0].json;
		expect(document).toMatchObject({
			date: TODAY,
			currency: 'EUR',
			currencyRate: 11.25,
			currencyUnit: 1,
			note: 'From the supplier',
			released: false,
			voided: false,
			stockPointCode: 'MAIN',
			rows: [expect.objectContaining({ itemId: '1001', quantity: 5, stockPointCode: 'MAIN', stockLocationCode: 'A1', directCost: 120 })],
		});
		expect(typeof document.id).toBe('number');
		const [post] = warehouseRequests();
		expect(post).toMatchObject({ method: 'POST', path: INBOUND_PATH });
		// The head stock point (a UUID from the picker) is the default of the row that names none.
		expect(post.body).toEqual({
			date: TODAY,
			currency: 'EUR',
			currencyRate: 11.25,
			currencyUnit: 1,
			note: 'From the supplier',
			stockPointId: main,
			rows: [{ itemId: '1001', quantity: 5, itemDescription: 'Kontorsstol', directCost: 120, stockLocationCode: 'A1' }],
		});
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 20, availableStock: 20 });

		const got = await inbound(credential, { operation: 'get', id: byId(document.id as number) });
		expect(got.error()).toBeUndefined();
		expect(got.items[0].json).toMatchObject({ id: document.id, released: false });

		sandbox().clearRequests();
		const released = await release(credential, 'inbound', document.id as number);
		expect(warehouseRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
			`PUT ${INBOUND_PATH}/${document.id}/release`,
			`GET ${INBOUND_PATH}/${document.id}`,
		]);
		expect(released).toMatchObject({ id: document.id, released: true, voided: false });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 25, availableStock: 25 });
	});

	it('takes the head stock point by code too, and defaults currency to SEK at rate 1', async () => {
		const { tenantId, credential } = company();
		sandbox().clearRequests();
		const id = await create(credential, 'inbound', { itemId: '1003', quantity: 2 }, { additionalFields: { stockPoint: 'STORE' } });
		expect(warehouseRequests()[0].body).toEqual({ date: TODAY, currency: 'SEK', currencyRate: 1, stockPointCode: 'STORE', rows: [{ itemId: '1003', quantity: 2 }] });
		await release(credential, 'inbound', id);
		expect(sandbox().stock(tenantId, '1003', 'STORE', 'B1').inStock).toBe(2);
	});

	it('voids a released document: the stock it brought in goes out again, the document stays, voided', async () => {
		const { tenantId, credential } = company();
		const id = await create(credential, 'inbound', { itemId: '1003', quantity: 6, stockPoint: 'STORE', stockLocation: 'B1' });
		await release(credential, 'inbound', id);
		expect(sandbox().stock(tenantId, '1003', 'STORE', 'B1').inStock).toBe(6);

		sandbox().clearRequests();
		const voided = await inbound(credential, { operation: 'void', id: byId(id), customVoidDate: `${TODAY}T08:00:00.000+01:00` });
		expect(voided.error()).toBeUndefined();
		expect(voided.items[0].json).toMatchObject({ id, released: true, voided: true, rows: [expect.objectContaining({ quantity: 6 })] });
		// The void date goes as a calendar date; Force only when turned on.
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PUT', path: `${INBOUND_PATH}/${id}/void`, query: { customVoidDate: TODAY } });
		expect(sandbox().stock(tenantId, '1003', 'STORE', 'B1').inStock).toBe(0);
		expect(stored(tenantId, id)).toMatchObject({ voided: true });
	});

	it('refuses to void an inbound whose stock a later outbound took, in plain words; Force voids it and stock goes negative', async () => {
		const { tenantId, credential } = company();
		const id = await create(credential, 'inbound', { itemId: '1002', quantity: 10, stockPoint: 'MAIN', stockLocation: 'A2' });
		await release(credential, 'inbound', id);
		const taking = await create(credential, 'outbound', { itemId: '1002', quantity: 15, stockPoint: 'MAIN', stockLocation: 'A2' });
		await release(credential, 'outbound', taking);
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2').inStock).toBe(3);

		const refused = await inbound(credential, { operation: 'void', id: byId(id) });
		const error = refused.error('Fortnox') as NodeError;
		expect(error.message).toBe(
			'Outbound documents have already taken stock that this inbound document brought in, so Fortnox will not void it. Turn on Force to void it anyway: stock may then become negative',
		);
		expect(error.context?.code).toBe('void_linked_outbound');
		expect(error.description).toContain('Fortnox error code void_linked_outbound');
		expect(stored(tenantId, id)).toMatchObject({ voided: false });
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2').inStock).toBe(3);

		sandbox().clearRequests();
		const forced = await inbound(credential, { operation: 'void', id: byId(id), force: true });
		expect(forced.error()).toBeUndefined();
		expect(forced.items[0].json.voided).toBe(true);
		expect(warehouseRequests()[0].query).toEqual({ force: 'true' });
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2')).toEqual({ inStock: -7, availableStock: -7 });
	});

	it('updates an unreleased document: fields left alone and the rows stay, answer-only fields are not sent back', async () => {
		const { tenantId, credential, point, location } = company();
		const id = await create(credential, 'inbound', { itemId: '1004', quantity: 3, stockPoint: 'MAIN', stockLocation: 'A2', batch: 'B-7' }, {
			currency: 'EUR',
			currencyRate: 11.5,
			additionalFields: { note: 'First note', currencyUnit: 1 },
		});
		const main = point('MAIN').id;
		const a2 = location('MAIN', 'A2');

		sandbox().clearRequests();
		const updated = await inbound(credential, { operation: 'update', id: byId(id), updateFields: { currencyRate: 11.75 } });
		expect(updated.error()).toBeUndefined();
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET', 'PUT']);
		expect(warehouseRequests()[1].body).toEqual({
			date: TODAY,
			currency: 'EUR',
			currencyRate: 11.75,
			currencyUnit: 1,
			note: 'First note',
			rows: [{ rowId: 1, itemId: '1004', quantity: 3, batch: 'B-7', itemDescription: 'Pärm A4', itemUnit: 'st', stockPointId: main, stockLocationId: a2 }],
		});
		expect(updated.items[0].json).toMatchObject({ id, currencyRate: 11.75, note: 'First note', rows: [expect.objectContaining({ quantity: 3, batch: 'B-7' })] });

		const replaced = await inbound(credential, {
			operation: 'update',
			id: byId(id),
			replaceRows: true,
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ itemId: '1005', quantity: 4, stockPointCode: 'STORE', stockLocationCode: 'B1' }]),
			updateFields: { date: '2026-11-18', note: '' },
		});
		expect(replaced.error()).toBeUndefined();
		expect(replaced.items[0].json).toMatchObject({ date: '2026-11-18', currency: 'EUR', note: '', rows: [expect.objectContaining({ itemId: '1005', quantity: 4, stockPointCode: 'STORE' })] });
		expect(replaced.items[0].json.rows).toHaveLength(1);
		await release(credential, 'inbound', id);
		expect(sandbox().stock(tenantId, '1005', 'STORE', 'B1').inStock).toBe(4);
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2').inStock).toBe(200);
	});

	it('passes the 404 of an update of a missing document to the user', async () => {
		const { credential } = company();
		sandbox().clearRequests();
		const missing = await inbound(credential, { operation: 'update', id: byId(424242), updateFields: { note: 'x' } });
		const error = missing.error('Fortnox') as NodeError;
		expect(error.httpCode).toBe('404');
		expect(error.context?.code).toBe('not_found');
		expect(error.message).toBe('Manual inbound document 424242 not found.');
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET']);
	});

	it('refuses a release dated after today, one in a locked period, and one of a voided document', async () => {
		const { tenantId, credential } = company();
		const id = await create(credential, 'inbound', { itemId: '1004', quantity: 50, stockPoint: 'MAIN', stockLocation: 'A2' }, { date: '2026-11-25' });
		const early = await inbound(credential, { operation: 'release', id: byId(id) });
		const future = early.error('Fortnox') as NodeError;
		expect(future.message).toMatch(/date is in the future\. Fortnox releases a document only on or after its date/);
		expect(future.context?.code).toBe('cannot_release_later_than_current_date');

		sandbox().setWarehouseToday(tenantId, '2026-11-25');
		sandbox().lockWarehousePeriod(tenantId, '2026-11-30');
		const locked = await inbound(credential, { operation: 'release', id: byId(id) });
		const error = locked.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/locked bookkeeping period/);
		expect(error.context?.code).toBe('period_locked');
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2').inStock).toBe(200);

		sandbox().lockWarehousePeriod(tenantId, null);
		expect((await inbound(credential, { operation: 'void', id: byId(id) })).error()).toBeUndefined();
		const voided = await inbound(credential, { operation: 'release', id: byId(id) });
		const refused = voided.error('Fortnox') as NodeError;
		expect(refused.message).toMatch(/The document is voided: it can no longer be released or changed/);
		expect(refused.context?.code).toBe('document_is_voided');
		expect(stored(tenantId, id)).toMatchObject({ released: false, voided: true });
	});

	it.each([
		['a currency of four letters', { currency: 'SEKK' }, /Currency "SEKK" has the wrong format: use a 3-letter currency code/],
		['a currency rate of 0', { currencyRate: 0 }, /Currency Rate 0 is out of range: it must be at least 0.000001/],
		['a currency unit of 1.5', { additionalFields: { currencyUnit: 1.5 } }, /Currency Unit 1.5 is not a whole number/],
		['no rows', { rows: {} }, /Rows are empty: a document needs at least one row/],
		['a note of 1001 characters', { additionalFields: { note: 'n'.repeat(1001) } }, /Note is 1001 characters long: at most 1000 characters are allowed/],
		['a quantity of 0', { rows: { row: [{ itemId: '1001', quantity: 0 }] } }, /Row 1 Quantity 0 is out of range: it must be at least 0.01/],
		['a negative cost', { rows: { row: [{ itemId: '1001', quantity: 1, directCost: -5 }] } }, /Row 1 Direct Cost -5 is out of range: it must be at least 0/],
		['a date that is no date', { date: 'tomorrow' }, /Date "tomorrow" is not a date/],
	])('refuses %s and sends nothing', async (_case, change, message) => {
		const { credential } = company();
		sandbox().clearRequests();
		const refused = await inbound(credential, { operation: 'create', date: TODAY, rows: { row: [{ itemId: '1001', quantity: 1 }] }, ...change });
		expect(refused.error('Fortnox')?.message).toMatch(message);
		expect(warehouseRequests()).toEqual([]);
	});

	it('refuses a bad update or ID before reading the document', async () => {
		const { credential } = company();
		const id = await create(credential, 'inbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' });
		sandbox().clearRequests();
		const note = await inbound(credential, { operation: 'update', id: byId(id), updateFields: { note: 'n'.repeat(1001) } });
		expect(note.error('Fortnox')?.message).toMatch(/Note is 1001 characters long/);
		const rate = await inbound(credential, { operation: 'update', id: byId(id), updateFields: { currencyRate: 0 } });
		expect(rate.error('Fortnox')?.message).toMatch(/Currency Rate 0 is out of range/);
		const patch = await inbound(credential, { operation: 'updateNote', id: byId(id), note: 'n'.repeat(1001) });
		expect(patch.error('Fortnox')?.message).toMatch(/Note is 1001 characters long/);
		// An expression: the editor's own check of the ID field would stop a typed one before the run.
		const badId = await inbound(credential, { operation: 'get', id: byId('={{ "12a" }}') });
		expect(badId.error('Fortnox')?.message).toMatch(/Document "12a" has the wrong format: it must be a positive whole number/);
		expect(warehouseRequests()).toEqual([]);
	});

	it('under Continue On Fail, a bad item fails alone and nothing is sent for it', async () => {
		const { tenantId, credential } = company();
		sandbox().clearRequests();
		const result = await inbound(
			credential,
			{
				operation: 'create',
				date: TODAY,
				rows: { row: [{ itemId: '1003', quantity: '={{ $json.quantity }}', stockPoint: 'MAIN', stockLocation: 'A1' }] },
				additionalFields: { note: '={{ $json.note }}' },
			},
			{ items: [{ quantity: 2, note: 'first' }, { quantity: 0, note: 'bad' }, { quantity: 3, note: 'third' }], continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.note ?? item.json.error)).toEqual([
			'first',
			'Row 1 Quantity 0 is out of range: it must be at least 0.01',
			'third',
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		const posts = warehouseRequests().filter((request) => request.method === 'POST');
		expect(posts.map((request) => (request.body as IDataObject).note).sort()).toEqual(['first', 'third']);
		expect(sandbox().tenant(tenantId).warehouse.manualDocuments).toHaveLength(2);
	});
});

describe('Fortnox Warehouse node: manual outbound documents', () => {
	it('reserves on create (available falls, in stock stays), takes stock out on release, and a void with a void date brings it back', async () => {
		const { tenantId, credential } = company();
		sandbox().clearRequests();
		const created = await outbound(credential, {
			operation: 'create',
			date: TODAY,
			rows: { row: [{ itemId: '1001', quantity: 4, stockPoint: 'MAIN', stockLocation: 'A1', itemDescription: 'Kontorsstol, svart' }] },
			additionalFields: { note: 'To the fair' },
		});
		expect(created.error()).toBeUndefined();
		const id = created.items[0].json.id as number;
		expect(warehouseRequests()[0]).toMatchObject({
			method: 'POST',
			path: OUTBOUND_PATH,
			body: {
				date: TODAY,
				note: 'To the fair',
				rows: [{ itemId: '1001', quantity: 4, itemDescription: 'Kontorsstol, svart', stockPointCode: 'MAIN', stockLocationCode: 'A1' }],
			},
		});
		expect(created.items[0].json).toMatchObject({ id, released: false, voided: false, note: 'To the fair' });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 20, availableStock: 16 });

		const released = await release(credential, 'outbound', id);
		expect(released).toMatchObject({ id, released: true, rows: [expect.objectContaining({ deliveredQuantity: 4 })] });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 16, availableStock: 16 });

		sandbox().clearRequests();
		const voided = await outbound(credential, { operation: 'void', id: byId(id), customVoidDate: '2026-11-20T23:30:00.000+01:00' });
		expect(voided.error()).toBeUndefined();
		expect(voided.items[0].json).toMatchObject({ id, voided: true });
		// Outbound void takes only the void date: there is no Force to send.
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PUT', path: `${OUTBOUND_PATH}/${id}/void`, query: { customVoidDate: TODAY } });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 20, availableStock: 20 });
	});

	it('refuses to update a released document, saying only the note may change; Update Note still works on it', async () => {
		const { tenantId, credential } = company();
		const id = await create(credential, 'outbound', { itemId: '1003', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' }, { additionalFields: { note: 'Packed' } });
		await release(credential, 'outbound', id);

		const refused = await outbound(credential, { operation: 'update', id: byId(id), updateFields: { note: 'Changed' } });
		const error = refused.error('Fortnox') as NodeError;
		expect(error.message).toBe('The document is released and locked: only its note may still change (use the Update Note operation)');
		expect(error.context?.code).toBe('cannot_modify_released_document');
		expect(error.httpCode).toBe('400');
		expect(stored(tenantId, id)?.note).toBe('Packed');

		sandbox().clearRequests();
		const noted = await outbound(credential, { operation: 'updateNote', id: byId(id), note: 'Picked up by DHL' });
		expect(noted.error()).toBeUndefined();
		expect(warehouseRequests().map((request) => `${request.method} ${request.path}`)).toEqual([`PATCH ${OUTBOUND_PATH}/${id}`, `GET ${OUTBOUND_PATH}/${id}`]);
		expect(warehouseRequests()[0].body).toEqual({ note: 'Picked up by DHL' });
		expect(noted.items[0].json).toMatchObject({ id, released: true, note: 'Picked up by DHL' });
		expect(stored(tenantId, id)?.note).toBe('Picked up by DHL');
	});

	it('updates an unreleased document: new rows change the reservation, the rest stays', async () => {
		const { tenantId, credential } = company();
		const id = await create(credential, 'outbound', { itemId: '1004', quantity: 10, stockPoint: 'MAIN', stockLocation: 'A2' }, { additionalFields: { note: 'Keep me' } });
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2').availableStock).toBe(190);

		sandbox().clearRequests();
		const kept = await outbound(credential, { operation: 'update', id: byId(id), updateFields: { date: '2026-11-19' } });
		expect(kept.error()).toBeUndefined();
		const put = warehouseRequests()[1];
		// The rows go back without the answer-only names and delivered or forced quantities.
		expect(Object.keys((put.body as { rows: IDataObject[] }).rows[0]).sort()).toEqual([
			'itemDescription',
			'itemId',
			'itemUnit',
			'quantity',
			'stockLocationId',
			'stockPointId',
		]);
		expect(kept.items[0].json).toMatchObject({ date: '2026-11-19', note: 'Keep me', rows: [expect.objectContaining({ quantity: 10 })] });

		const replaced = await outbound(credential, {
			operation: 'update',
			id: byId(id),
			replaceRows: true,
			rows: { row: [{ itemId: '1004', quantity: 25, stockPoint: 'MAIN', stockLocation: 'A2' }] },
		});
		expect(replaced.error()).toBeUndefined();
		expect(replaced.items[0].json).toMatchObject({ note: 'Keep me', rows: [expect.objectContaining({ quantity: 25 })] });
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2')).toEqual({ inStock: 200, availableStock: 175 });
	});

	it('refuses a release dated after today and a release of a voided document', async () => {
		const { credential } = company();
		const id = await create(credential, 'outbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' }, { date: '2026-12-01' });
		const early = await outbound(credential, { operation: 'release', id: byId(id) });
		expect((early.error('Fortnox') as NodeError).context?.code).toBe('cannot_release_later_than_current_date');
		expect((await outbound(credential, { operation: 'void', id: byId(id) })).error()).toBeUndefined();
		const voided = await outbound(credential, { operation: 'release', id: byId(id) });
		expect((voided.error('Fortnox') as NodeError).context?.code).toBe('document_is_voided');
	});

	it('refuses an outbound of no rows or a quantity of 0 and sends nothing', async () => {
		const { credential } = company();
		sandbox().clearRequests();
		const none = await outbound(credential, { operation: 'create', date: TODAY, rows: {} });
		expect(none.error('Fortnox')?.message).toMatch(/Rows are empty/);
		const zero = await outbound(credential, { operation: 'create', date: TODAY, rows: { row: [{ itemId: '1001', quantity: 0 }] } });
		expect(zero.error('Fortnox')?.message).toMatch(/Row 1 Quantity 0 is out of range: it must be at least 0.01/);
		expect(warehouseRequests()).toEqual([]);
	});

	it('does not find an inbound document under the outbound resource', async () => {
		const { credential } = company();
		const id = await create(credential, 'inbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' });
		const got = await outbound(credential, { operation: 'get', id: byId(id) });
		expect((got.error('Fortnox') as NodeError).httpCode).toBe('404');
	});
});

describe('Fortnox Warehouse node: manual document list', () => {
	const getMany = (credential: Credential, parameters: IDataObject) => run(credential, 'manualDocument', { operation: 'getAll', ...parameters });

	it('lists with state, type and item filters', async () => {
		const { credential } = company();
		const first = await create(credential, 'inbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' });
		const second = await create(credential, 'inbound', { itemId: '1002', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A2' });
		const third = await create(credential, 'outbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' });
		await release(credential, 'inbound', first);

		sandbox().clearRequests();
		const all = await getMany(credential, { returnAll: true });
		expect(all.items.map((item) => [item.json.deliveryId, item.json.type])).toEqual([
			[first, 'Inbound'],
			[second, 'Inbound'],
			[third, 'Outbound'],
		]);
		expect(warehouseRequests()[0]).toMatchObject({ method: 'GET', path: LIST_PATH, query: {} });

		sandbox().clearRequests();
		const released = await getMany(credential, { returnAll: true, filters: { state: 'released', type: 'inbound' } });
		expect(released.items.map((item) => item.json.deliveryId)).toEqual([first]);
		expect(warehouseRequests()[0].query).toEqual({ state: 'released', type: 'inbound' });

		const unreleasedOutbound = await getMany(credential, { returnAll: true, filters: { state: 'unreleased', type: 'outbound' } });
		expect(unreleasedOutbound.items.map((item) => item.json.deliveryId)).toEqual([third]);

		const withItem = await getMany(credential, { returnAll: true, filters: { itemId: '1001' } });
		expect(withItem.items.map((item) => item.json.deliveryId)).toEqual([first, third]);
	});

	it('returns up to Limit, and everything with Return All', async () => {
		const { credential } = company();
		const ids: number[] = [];
		for (let k = 0; k < 12; k++) ids.push(await create(credential, k % 2 ? 'outbound' : 'inbound', { itemId: '1005', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' }));

		sandbox().clearRequests();
		const limited = await getMany(credential, { returnAll: false, limit: 7 });
		expect(limited.items.map((item) => item.json.deliveryId)).toEqual(ids.slice(0, 7));
		// Fortnox's OpenAPI declares no paging for the list: the first page is asked for without any.
		expect(warehouseRequests().map((request) => request.query)).toEqual([{}]);

		const all = await getMany(credential, { returnAll: true });
		expect(all.items.map((item) => item.json.deliveryId)).toEqual(ids);
		expect(all.items[1].json).toMatchObject({ type: 'Outbound', released: false, voided: false, date: TODAY });
	});

	it('offers the documents of the resource\'s own kind in the document picker', async () => {
		const { credential } = company();
		const inboundId = await create(credential, 'inbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' }, { additionalFields: { note: 'Delivery 1' } });
		const outboundId = await create(credential, 'outbound', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' });
		const { listSearch } = new FortnoxWarehouse().methods;
		const search = (resource: string, filter?: string) =>
			listSearch.searchManualDocuments.call(loadOptionsContext({ type: NODE, credential, parameters: { resource, operation: 'get' } }), filter);

		expect((await search('manualInboundDocument')).results).toEqual([{ name: `${inboundId} · ${TODAY} · Delivery 1`, value: String(inboundId) }]);
		expect((await search('manualOutboundDocument')).results).toEqual([{ name: `${outboundId} · ${TODAY}`, value: String(outboundId) }]);
		expect((await search('manualInboundDocument', 'nothing like it')).results).toEqual([]);
	});
});
