import type { IDataObject } from 'n8n-workflow';

import type { Credential, NodeError, RunOptions } from '../harness/warehouse';
import { byName, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const INBOUND_PATH = '/api/warehouse/documentdeliveries/custom/inbound-v1';
const OUTBOUND_PATH = '/api/warehouse/documentdeliveries/custom/outbound-v1';

const { sandbox, warehouseRequests, checkpoint, company: tenant, run } = useWarehouseSandbox();

/** A tenant whose warehouse "today" is fixed; `at`: a seeded place by UUIDs, as outbound rows name places. */
function company() {
	const found = tenant(TODAY);
	const at = (pointCode: string, locationCode: string) => ({ stockPoint: found.point(pointCode).id, stockLocation: found.location(pointCode, locationCode) });
	return { ...found, at };
}

const inbound = (credential: Credential, parameters: IDataObject, options?: RunOptions) =>
	run(credential, 'customInboundDocument', parameters, options);
const outbound = (credential: Credential, parameters: IDataObject, options?: RunOptions) =>
	run(credential, 'customOutboundDocument', parameters, options);

/** The category Fortnox has for a custom document type, read through the node. */
async function categoryOf(credential: Credential, type: string) {
	const got = await run(credential, 'customDocumentType', { operation: 'get', type: byName(type) });
	return got.items[0]?.json.category;
}

/** A custom document as the service now holds it, or the error code of reading it. */
async function stored(credential: Credential, resource: string, type: string, id: string) {
	const got = await run(credential, resource, { operation: 'get', type: byName(type), id }, { continueOnFail: true });
	return got.items[0].json;
}

/** Saves a custom inbound document of one row (place by code) and releases it. */
async function receive(credential: Credential, type: string, id: string, row: IDataObject) {
	const saved = await inbound(credential, { operation: 'save', type: byName(type), id, date: TODAY, rows: { row: [row] } });
	expect(saved.error()).toBeUndefined();
	const released = await inbound(credential, { operation: 'release', type: byName(type), id });
	expect(released.error()).toBeUndefined();
	return released.items[0].json;
}

/** Saves a custom outbound delivery of one row and releases it. */
async function deliver(credential: Credential, type: string, id: string, row: IDataObject) {
	const saved = await outbound(credential, { operation: 'save', type: byName(type), id, date: TODAY, deliveryState: 'delivery', rows: { row: [row] } });
	expect(saved.error()).toBeUndefined();
	const released = await outbound(credential, { operation: 'release', type: byName(type), id });
	expect(released.error()).toBeUndefined();
	return released.items[0].json;
}

describe('Fortnox Warehouse node: custom inbound documents', () => {
	it('saves, gets and releases a document: stock rises at the row\'s stock point and location only on release', async () => {
		const { tenantId, credential } = company();
		checkpoint();
		const saved = await inbound(credential, {
			operation: 'save',
			type: byName('Supplier-Returns'),
			id: '100045',
			date: `${TODAY}T00:00:00.000+01:00`,
			rows: { row: [{ itemId: '1001', quantity: 5, stockPoint: 'MAIN', stockLocation: 'A1', itemDescription: 'Kontorsstol', directCost: 120 }] },
			additionalFields: { currency: 'eur', currencyRate: 11.25, currencyUnit: 1, note: 'Returned by the shop', warehouseReady: false },
		});
		expect(saved.error()).toBeUndefined();
		expect(saved.items[0].json).toMatchObject({
			id: '100045',
			type: 'SUPPLIER-RETURNS',
			date: TODAY,
			note: 'Returned by the shop',
			currency: { currency: 'EUR', rate: 11.25, unit: 1 },
			voided: false,
		});
		const [put] = warehouseRequests();
		expect(put).toMatchObject({ method: 'PUT', path: `${INBOUND_PATH}/Supplier-Returns/100045` });
		// The path names the document; the body carries no type, id or answer-only field.
		expect(put.body).toEqual({
			date: TODAY,
			currency: { currency: 'EUR', rate: 11.25, unit: 1 },
			note: 'Returned by the shop',
			warehouseReady: false,
			rows: [{ itemId: '1001', quantity: 5, itemDescription: 'Kontorsstol', directCost: 120, stockPointCode: 'MAIN', stockLocationCode: 'A1' }],
		});
		// A first save registers the type as an inbound type.
		expect(await categoryOf(credential, 'SUPPLIER-RETURNS')).toBe('INBOUND');
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 20, availableStock: 20 });

		const got = await inbound(credential, { operation: 'get', type: byName('SUPPLIER-RETURNS'), id: '100045' });
		expect(got.error()).toBeUndefined();
		expect(got.items[0].json.rows).toEqual([expect.objectContaining({ itemId: '1001', quantity: 5, stockPointCode: 'MAIN', stockLocationCode: 'A1' })]);

		checkpoint();
		const released = await inbound(credential, { operation: 'release', type: byName('SUPPLIER-RETURNS'), id: '100045' });
		expect(released.error()).toBeUndefined();
		expect(warehouseRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
			`PUT ${INBOUND_PATH}/SUPPLIER-RETURNS/100045/release`,
			`GET ${INBOUND_PATH}/SUPPLIER-RETURNS/100045`,
		]);
		expect(released.items[0].json).toMatchObject({ id: '100045', voided: false, rows: [expect.objectContaining({ itemId: '1001' })] });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 25, availableStock: 25 });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A2')).toEqual({ inStock: 0, availableStock: 0 });
		expect(sandbox().stock(tenantId, '1001', 'STORE')).toEqual({ inStock: 5, availableStock: 5 });

		// Released means locked: saving again is refused, in words that fit custom documents.
		const again = await inbound(credential, { operation: 'save', type: byName('SUPPLIER-RETURNS'), id: '100045', date: TODAY, rows: { row: [{ itemId: '1001', quantity: 1 }] } });
		const error = again.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/released and locked, so it can no longer be saved/);
		expect(error.context?.code).toBe('cannot_modify_released_document');
	});

	it('voids a released document: the stock it brought in goes out again and the document stays, voided', async () => {
		const { tenantId, credential } = company();
		await receive(credential, 'RETURNS', '7', { itemId: '1003', quantity: 6, stockPoint: 'STORE', stockLocation: 'B1' });
		expect(sandbox().stock(tenantId, '1003', 'STORE', 'B1').inStock).toBe(6);

		checkpoint();
		const voided = await inbound(credential, { operation: 'void', type: byName('RETURNS'), id: '7' });
		expect(voided.error()).toBeUndefined();
		expect(voided.items[0].json).toMatchObject({ id: '7', voided: true });
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PUT', path: `${INBOUND_PATH}/RETURNS/7/void`, query: {} });
		expect(sandbox().stock(tenantId, '1003', 'STORE', 'B1').inStock).toBe(0);
		expect(await stored(credential, 'customInboundDocument', 'RETURNS', '7')).toMatchObject({ voided: true, rows: [expect.objectContaining({ quantity: 6 })] });
	});

	it('refuses to void an inbound whose stock an outbound took, in plain words; Force voids it and stock goes negative', async () => {
		const { tenantId, credential, at } = company();
		await receive(credential, 'PURCHASES-EXT', '1', { itemId: '1002', quantity: 10, stockPoint: 'MAIN', stockLocation: 'A2' });
		await deliver(credential, 'WEBSHOP', '9001', { itemId: '1002', quantity: 15, ...at('MAIN', 'A2') });
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2').inStock).toBe(3);

		const refused = await inbound(credential, { operation: 'void', type: byName('PURCHASES-EXT'), id: '1' });
		const error = refused.error('Fortnox') as NodeError;
		expect(error.message).toBe(
			'Outbound documents have already taken stock that this inbound document brought in, so Fortnox will not void it. Turn on Force to void it anyway: stock may then become negative',
		);
		expect(error.context?.code).toBe('void_linked_outbound');
		expect(error.description).toMatch(/Fortnox said: .*force/);
		expect(error.description).toContain('Fortnox error code void_linked_outbound');
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2').inStock).toBe(3);

		checkpoint();
		const forced = await inbound(credential, { operation: 'void', type: byName('PURCHASES-EXT'), id: '1', force: true });
		expect(forced.error()).toBeUndefined();
		expect(forced.items[0].json.voided).toBe(true);
		expect(warehouseRequests()[0].query).toEqual({ force: 'true' });
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2')).toEqual({ inStock: -7, availableStock: -7 });
	});

	it('passes the service\'s refusal of an inbound document under an outbound type to the user', async () => {
		const { credential } = company();
		const refused = await inbound(credential, { operation: 'save', type: byName('WEBSHOP'), id: '1', date: TODAY, rows: { row: [{ itemId: '1001', quantity: 1 }] } });
		const error = refused.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/WEBSHOP belongs to the OUTBOUND category/);
		expect(error.context?.code).toBe('category_mismatch');
		expect(error.httpCode).toBe('400');
		expect(await stored(credential, 'customInboundDocument', 'WEBSHOP', '1')).toMatchObject({ code: 'not_found' });
		expect(await categoryOf(credential, 'WEBSHOP')).toBe('OUTBOUND');
	});

	it('refuses to release a document dated after today, and one in a locked period', async () => {
		const { tenantId, credential } = company();
		const save = (id: string, date: string) =>
			inbound(credential, { operation: 'save', type: byName('RETURNS'), id, date, rows: { row: [{ itemId: '1004', quantity: 50, stockPoint: 'MAIN', stockLocation: 'A2' }] } });
		expect((await save('1', '2026-11-25')).error()).toBeUndefined();
		const early = await inbound(credential, { operation: 'release', type: byName('RETURNS'), id: '1' });
		const future = early.error('Fortnox') as NodeError;
		expect(future.message).toMatch(/date is in the future\. Fortnox releases a document only on or after its date/);
		expect(future.context?.code).toBe('cannot_release_later_than_current_date');

		sandbox().setWarehouseToday(tenantId, '2026-11-25');
		sandbox().lockWarehousePeriod(tenantId, '2026-11-30');
		const locked = await inbound(credential, { operation: 'release', type: byName('RETURNS'), id: '1' });
		const error = locked.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/locked bookkeeping period/);
		expect(error.context?.code).toBe('period_locked');
		expect(error.description).toContain('Fortnox error code period_locked');
		// Not released: it can still be saved, and stock is as it was.
		expect((await save('1', '2026-11-25')).error()).toBeUndefined();
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2').inStock).toBe(200);
	});

	it('refuses bad input before sending: reserved type names in any variant, ids that are not digits, and the head\'s limits', async () => {
		const { credential } = company();
		const good = { operation: 'save', type: byName('RETURNS'), id: '1', date: TODAY, rows: { row: [{ itemId: '1001', quantity: 1 }] } };
		const cases: Array<[IDataObject, string]> = [
			[{ type: byName('Stock-Taking') }, 'Document Type "Stock-Taking" is a name Fortnox reserves for its own documents: choose a name that is not reserved, e.g. WEBSHOP'],
			[{ type: byName('purchase_order') }, 'Document Type "purchase_order" is a name Fortnox reserves for its own documents: choose a name that is not reserved, e.g. WEBSHOP'],
			[{ type: byName('Manual-Inbound') }, 'Document Type "Manual-Inbound" is a name Fortnox reserves for its own documents: choose a name that is not reserved, e.g. WEBSHOP'],
			[{ type: byName('MY TYPE') }, 'Document Type "MY TYPE" has the wrong format: use only letters A–Z, digits, underscores and dashes'],
			[{ type: byName('A'.repeat(26)) }, 'Document Type is 26 characters long: it must be 1 to 25 characters'],
			[{ id: 'A-17' }, 'Document ID "A-17" has the wrong format: it must be 1 to 25 digits'],
			[{ id: '1'.repeat(26) }, `Document ID "${'1'.repeat(26)}" has the wrong format: it must be 1 to 25 digits`],
			[{ id: ' ' }, 'Document ID is missing: it is required'],
			[{ date: '={{ $json.missing }}' }, 'Date is missing: it is required'],
			[{ date: 'next friday' }, 'Date "next friday" is not a date: use a date such as 2026-11-22'],
			[{ rows: { row: [] } }, 'Rows are empty: a document needs at least one row'],
			[{ additionalFields: { currency: 'EU', currencyRate: 11 } }, 'Currency "EU" has the wrong format: use a 3-letter currency code such as EUR'],
			[{ additionalFields: { currency: 'EUR', currencyRate: 0 } }, 'Currency Rate 0 is out of range: it must be at least 0.000001'],
			[{ additionalFields: { currency: 'EUR' } }, 'Currency Rate is missing: it is required'],
			[{ additionalFields: { currency: 'EUR', currencyRate: 11, currencyUnit: 1.5 } }, 'Currency Unit 1.5 is not a whole number: enter a whole number, at least 1'],
			[{ additionalFields: { currency: 'JPY', currencyRate: 7, currencyUnit: 0 } }, 'Currency Unit 0 is out of range: it must be at least 1'],
			[{ additionalFields: { currencyRate: 11 } }, 'Currency is missing: Currency Rate and Currency Unit belong to a currency: give its 3-letter code too'],
			[{ additionalFields: { note: 'x'.repeat(1001) } }, 'Note is 1001 characters long: at most 1000 characters are allowed'],
		];
		checkpoint();
		for (const [parameters, message] of cases) {
			const result = await inbound(credential, { ...good, ...parameters });
			expect(result.error('Fortnox')?.message).toBe(message);
		}
		for (const operation of ['get', 'release', 'void']) {
			expect((await inbound(credential, { operation, type: byName('stocktaking'), id: '1' })).error('Fortnox')?.message).toMatch(/reserves for its own documents/);
			expect((await inbound(credential, { operation, type: byName('RETURNS'), id: '1.5' })).error('Fortnox')?.message).toBe(
				'Document ID "1.5" has the wrong format: it must be 1 to 25 digits',
			);
		}
		expect(warehouseRequests()).toEqual([]);
	});

	it('under Continue On Fail, a bad item among good ones fails alone and nothing is sent for it', async () => {
		const { credential } = company();
		const items = [
			{ id: '501', quantity: 1 },
			{ id: '50X', quantity: 2 },
			{ id: '503', quantity: 3 },
		];
		checkpoint();
		const result = await inbound(
			credential,
			{
				operation: 'save',
				type: byName('RETURNS'),
				id: '={{ $json.id }}',
				date: TODAY,
				rowsInput: 'json',
				rowsJson: '={{ JSON.stringify([{ itemId: "1005", quantity: $json.quantity, stockPointCode: "MAIN", stockLocationCode: "A1" }]) }}',
			},
			{ items, continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items).toHaveLength(3);
		expect(result.items[0].json).toMatchObject({ id: '501', rows: [expect.objectContaining({ quantity: 1 })] });
		expect(result.items[1].json.error).toBe('Document ID "50X" has the wrong format: it must be 1 to 25 digits');
		expect(result.items[1].pairedItem).toEqual({ item: 1 });
		expect(result.items[2].json).toMatchObject({ id: '503', rows: [expect.objectContaining({ quantity: 3 })] });
		expect(warehouseRequests().map((request) => request.path).sort()).toEqual([`${INBOUND_PATH}/RETURNS/501`, `${INBOUND_PATH}/RETURNS/503`]);
		expect(await stored(credential, 'customInboundDocument', 'RETURNS', '501')).toMatchObject({ id: '501' });
		expect(await stored(credential, 'customInboundDocument', 'RETURNS', '503')).toMatchObject({ id: '503' });
	});
});

describe('Fortnox Warehouse node: custom outbound documents', () => {
	it('a reservation lowers available stock only, and the rows show what is reserved', async () => {
		const { tenantId, credential, at, place } = company();
		checkpoint();
		const saved = await outbound(credential, {
			operation: 'save',
			type: byName('WEBSHOP'),
			id: '9001',
			date: TODAY,
			deliveryState: 'reservation',
			rows: { row: [{ itemId: '1001', quantity: 3, ...at('MAIN', 'A1') }] },
			additionalFields: { note: 'Order 9001', warehouseReady: true },
		});
		expect(saved.error()).toBeUndefined();
		expect(saved.items[0].json).toMatchObject({ id: '9001', referenceType: 'WEBSHOP', deliveryState: 'reservation', note: 'Order 9001', voided: false });
		const [put] = warehouseRequests();
		expect(put).toMatchObject({ method: 'PUT', path: `${OUTBOUND_PATH}/WEBSHOP/9001` });
		expect(put.body).toEqual({
			date: TODAY,
			deliveryState: 'reservation',
			note: 'Order 9001',
			warehouseReady: true,
			rows: [{ ...place('1001', 'MAIN', 'A1'), quantity: 3 }],
		});
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 20, availableStock: 17 });

		const got = await outbound(credential, { operation: 'get', type: byName('WEBSHOP'), id: '9001' });
		expect(got.items[0].json.rows).toEqual([expect.objectContaining({ itemId: '1001', quantity: 3, reservedQuantity: 3 })]);
	});

	it('a delivery takes the goods out on release; void puts them back', async () => {
		const { tenantId, credential, at } = company();
		const released = await deliver(credential, 'WEBSHOP', '9002', { itemId: '1003', quantity: 4, ...at('MAIN', 'A1') });
		expect(released).toMatchObject({ id: '9002', deliveryState: 'delivery', voided: false, rows: [expect.objectContaining({ deliveredQuantity: 4 })] });
		expect(sandbox().stock(tenantId, '1003', 'MAIN', 'A1')).toEqual({ inStock: 11, availableStock: 11 });

		checkpoint();
		const voided = await outbound(credential, { operation: 'void', type: byName('WEBSHOP'), id: '9002' });
		expect(voided.error()).toBeUndefined();
		expect(voided.items[0].json.voided).toBe(true);
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PUT', path: `${OUTBOUND_PATH}/WEBSHOP/9002/void`, query: {} });
		expect(sandbox().stock(tenantId, '1003', 'MAIN', 'A1')).toEqual({ inStock: 15, availableStock: 15 });
	});

	it('a forced delivery goes out beyond the stock; a registration leaves stock alone', async () => {
		const { tenantId, credential, at } = company();
		const where = at('MAIN', 'A2');
		const save = (id: string, parameters: IDataObject) =>
			outbound(credential, { operation: 'save', type: byName('WEBSHOP'), id, date: TODAY, rows: { row: [{ itemId: '1002', quantity: 10, ...where }] }, ...parameters });
		expect((await save('1', { deliveryState: 'registration' })).error()).toBeUndefined();
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2')).toEqual({ inStock: 8, availableStock: 8 });

		expect((await save('2', { deliveryState: 'delivery', additionalFields: { forcedDelivery: true } })).error()).toBeUndefined();
		const released = await outbound(credential, { operation: 'release', type: byName('WEBSHOP'), id: '2' });
		expect(released.error()).toBeUndefined();
		expect(released.items[0].json).toMatchObject({ forcedDelivery: true, rows: [expect.objectContaining({ forcedQuantity: 2 })] });
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2').inStock).toBe(-2);
	});

	it('saves a new type as outbound; refuses codes for places, a missing delivery state and a reserved type before sending', async () => {
		const { credential, at } = company();
		const row = { itemId: '1001', quantity: 1, ...at('MAIN', 'A1') };
		const saved = await outbound(credential, { operation: 'save', type: byName('b2b_orders'), id: '1', date: TODAY, deliveryState: 'registration', rows: { row: [row] } });
		expect(saved.error()).toBeUndefined();
		expect(await categoryOf(credential, 'B2B_ORDERS')).toBe('OUTBOUND');

		checkpoint();
		const good = { operation: 'save', type: byName('WEBSHOP'), id: '2', date: TODAY, deliveryState: 'delivery', rows: { row: [row] } };
		const cases: Array<[IDataObject, string | RegExp]> = [
			[{ rows: { row: [{ itemId: '1001', quantity: 1, stockPoint: 'MAIN' }] } }, /^Row 1 Stock Point "MAIN" is not an ID: a custom outbound row names its stock point by ID/],
			[{ rowsInput: 'json', rowsJson: '[{"itemId": "1001", "quantity": 1, "stockPointCode": "MAIN"}]' }, /^Row 1 stockPointCode is not a field of a custom outbound row/],
			[{ deliveryState: '={{ "" }}' }, 'Delivery State is missing: it is required'],
			[{ deliveryState: 'shipped' }, 'Delivery State "shipped" is not a valid value: use one of registration, reservation, delivery'],
			[{ type: byName('Kund-Order') }, /^Document Type "Kund-Order" is a name Fortnox reserves/],
			[{ id: '12 34' }, 'Document ID "12 34" has the wrong format: it must be 1 to 25 digits'],
		];
		for (const [parameters, message] of cases) {
			const result = await outbound(credential, { ...good, ...parameters });
			const error = result.error('Fortnox');
			if (typeof message === 'string') expect(error?.message).toBe(message);
			else expect(error?.message).toMatch(message);
		}
		expect(warehouseRequests()).toEqual([]);
	});

	it('refuses an outbound document under an inbound type and explains a missing document', async () => {
		const { credential } = company();
		await receive(credential, 'RETURNS', '1', { itemId: '1001', quantity: 1, stockPoint: 'MAIN', stockLocation: 'A1' });
		const refused = await outbound(credential, { operation: 'save', type: byName('RETURNS'), id: '1', date: TODAY, deliveryState: 'registration', rows: { row: [{ itemId: '1001', quantity: 1 }] } });
		expect((refused.error('Fortnox') as NodeError).context?.code).toBe('category_mismatch');

		const missing = await outbound(credential, { operation: 'get', type: byName('WEBSHOP'), id: '404' });
		const error = missing.error('Fortnox') as NodeError;
		expect(error.httpCode).toBe('404');
		expect(error.message).toMatch(/WEBSHOP\/404 not found/);
	});
});
