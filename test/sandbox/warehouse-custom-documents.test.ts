import { warehouseTenant, type WarehouseError } from './warehouse-seed';

interface CustomRow {
	rowId: number;
	itemId: string;
	quantity: number;
	stockPointId: string;
	stockLocationId: string;
	stockPointCode?: string;
	stockLocationCode?: string;
	reservedQuantity?: number;
	deliveredQuantity?: number;
	forcedQuantity?: number;
}
interface CustomDoc {
	id: string;
	type?: string;
	referenceType?: string;
	date: string;
	deliveryState?: string;
	currency?: { currency: string; rate: number; unit: number };
	rows: CustomRow[];
	voided: boolean;
	warehouseReady: boolean;
}

const CUSTOM = '/api/warehouse/documentdeliveries/custom';
const TYPES = `${CUSTOM}/documenttypes-v1`;

describe('sandbox warehouse: custom document types and documents', () => {
	const w = warehouseTenant();
	const { req, stock } = w;
	const place = () => ({ stockPointId: w.main.id, stockLocationId: w.main.a1 });
	const outbound = (deliveryState: string, quantity = 4, extra: Record<string, unknown> = {}) => ({
		date: '2026-03-15', deliveryState, rows: [{ itemId: '1001', quantity, ...place() }], ...extra,
	});
	const inbound = (extra: Record<string, unknown> = {}) => ({
		date: '2026-03-10', rows: [{ itemId: '1005', quantity: 7, stockPointCode: 'MAIN', stockLocationCode: 'A1' }], ...extra,
	});
	const save = async (direction: 'inbound' | 'outbound', type: string, id: string, body: unknown) => {
		const res = await req<CustomDoc>('PUT', `${CUSTOM}/${direction}-v1/${type}/${id}`, body);
		expect([res.status, JSON.stringify(res.body).slice(0, 200)]).toEqual([200, expect.any(String)]);
		return res.body;
	};

	it('lists, creates (201 with an integer) and gets types; upper case, case-insensitive, idempotent', async () => {
		const list = await req<unknown[]>('GET', TYPES);
		expect(list.body).toEqual([{ category: 'OUTBOUND', referenceType: 'WEBSHOP' }]);
		const created = await req<number>('POST', TYPES, { category: 'INBOUND', referenceType: 'Retur-Webb_2' });
		expect(created.status).toBe(201);
		expect(created.body).toEqual(expect.any(Number));
		const again = await req<number>('POST', TYPES, { category: 'INBOUND', referenceType: 'retur-webb_2' });
		expect([again.status, again.body]).toEqual([201, created.body]);
		expect((await req<unknown>('GET', `${TYPES}/retur-WEBB_2`)).body).toEqual({ category: 'INBOUND', referenceType: 'RETUR-WEBB_2' });
		expect((await req<unknown[]>('GET', TYPES)).headers.get('x-total-count')).toBe('2');
		expect((await req<WarehouseError>('GET', `${TYPES}/UNKNOWN`)).status).toBe(404);
		const conflict = await req<WarehouseError>('POST', TYPES, { category: 'INBOUND', referenceType: 'webshop' });
		expect([conflict.status, conflict.body.error]).toEqual([400, 'category_mismatch']);
		for (const body of [{ category: 'SIDEWAYS', referenceType: 'X' }, { category: 'INBOUND' }, { category: 'INBOUND', referenceType: 'a b' },
			{ category: 'INBOUND', referenceType: 'x'.repeat(26) }, { category: 'INBOUND', referenceType: '' }]) {
			expect((await req<WarehouseError>('POST', TYPES, body)).body.error).toBe('invalid_request');
		}
	});

	it('refuses reserved type names in any variant of case, dash and underscore (referenceTypeNotAllowed)', async () => {
		for (const name of ['stock-taking', 'Manual_Inbound', 'purchaseorder', 'INVOICE', 'Kund-Order', 'negative_opening_balances', 'LEGACY-integration-OUT']) {
			const created = await req<WarehouseError>('POST', TYPES, { category: 'INBOUND', referenceType: name });
			expect([name, created.status, created.body.error]).toEqual([name, 400, 'referenceTypeNotAllowed']);
			const saved = await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/${name}/1`, inbound());
			expect([name, saved.status, saved.body.error]).toEqual([name, 400, 'referenceTypeNotAllowed']);
		}
		expect((await req('POST', TYPES, { category: 'INBOUND', referenceType: 'ORDERS' })).status).toBe(201);
	});

	it('saves a custom inbound: registers an unknown type as INBOUND, resolves rows; release and void move stock', async () => {
		const doc = await save('inbound', 'returer', '1001', inbound({ currency: { currency: 'EUR', rate: 11.2 }, note: 'Retur' }));
		expect(doc).toMatchObject({ id: '1001', type: 'RETURER', voided: false, warehouseReady: false, currency: { currency: 'EUR', rate: 11.2, unit: 1 } });
		expect(doc.rows[0]).toMatchObject({ rowId: 1, itemId: '1005', stockPointCode: 'MAIN', stockLocationCode: 'A1', stockPointId: place().stockPointId });
		expect((await req<unknown>('GET', `${TYPES}/RETURER`)).body).toEqual({ category: 'INBOUND', referenceType: 'RETURER' });
		// save again while unreleased: replaced
		const replaced = await save('inbound', 'RETURER', '1001', inbound({ rows: [{ itemId: '1005', quantity: 2, ...place(), rowId: 5 }] }));
		expect(replaced.rows.map((r) => [r.rowId, r.quantity])).toEqual([[5, 2]]);
		expect((await req<CustomDoc>('GET', `${CUSTOM}/inbound-v1/returer/1001`)).body.rows[0].quantity).toBe(2);
		const release = await req('PUT', `${CUSTOM}/inbound-v1/returer/1001/release`);
		expect([release.status, release.raw.length]).toEqual([204, 0]);
		expect(stock('1005')).toEqual({ inStock: 2, availableStock: 2 });
		expect((await req<CustomDoc>('GET', `${CUSTOM}/inbound-v1/RETURER/1001`)).body).toMatchObject({ warehouseReady: true, voided: false });
		const resave = await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/1001`, inbound());
		expect([resave.status, resave.body.error]).toEqual([400, 'cannot_modify_released_document']);
		expect((await req('PUT', `${CUSTOM}/inbound-v1/RETURER/1001/void`)).status).toBe(204);
		expect(stock('1005')).toEqual({ inStock: 0, availableStock: 0 });
		const voided = await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/1001`, inbound());
		expect([voided.status, voided.body.error]).toEqual([400, 'document_is_voided']);
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/1001/release`)).body.error).toBe('document_is_voided');
	});

	it('checks paths and bodies: category conflicts, ids, types, required fields', async () => {
		const wrongCategory = await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/webshop/1`, inbound());
		expect([wrongCategory.status, wrongCategory.body.error]).toEqual([400, 'category_mismatch']);
		await save('inbound', 'RETURER', '1', inbound());
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/outbound-v1/Returer/1`, outbound('delivery'))).body.error).toBe('category_mismatch');
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/12a`, inbound())).body.error).toBe('invalid_parameter');
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/${'1'.repeat(26)}`, inbound())).body.error).toBe('invalid_parameter');
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/${'R'.repeat(26)}/1`, inbound())).body.error).toBe('invalid_parameter');
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RET%C3%96R/1`, inbound())).body.error).toBe('invalid_parameter');
		const cases: Array<[string, unknown, string]> = [
			['inbound', inbound({ date: undefined }), 'invalid_request'],
			['inbound', inbound({ rows: undefined }), 'invalid_request'],
			['inbound', inbound({ note: 'x'.repeat(1001) }), 'invalid_request'],
			['inbound', inbound({ currency: { currency: 'EU', rate: 1 } }), 'invalid_request'],
			['inbound', inbound({ currency: { currency: 'EUR', rate: 0 } }), 'invalid_request'],
			['inbound', inbound({ currency: { currency: 'EUR', rate: 1, unit: 0 } }), 'invalid_request'],
			['inbound', inbound({ id: '2' }), 'invalid_request'],
			['inbound', inbound({ rows: [{ itemId: '1005' }] }), 'invalid_request'],
			['inbound', inbound({ rows: [{ itemId: 'X9', quantity: 1 }] }), 'unknown_item'],
			['inbound', inbound({ rows: [{ itemId: '1005', quantity: 1, stockPointId: '00000000-0000-4000-8000-000000000000' }] }), 'unknown_stock_point'],
			['outbound', outbound('shipping'), 'invalid_request'],
			['outbound', outbound('delivery', 1, { deliveryState: undefined }), 'invalid_request'],
			['outbound', { date: '2026-03-01', deliveryState: 'delivery', rows: [{ itemId: '1001', quantity: 1, stockPointCode: 'MAIN' }] }, 'invalid_request'],
			['outbound', outbound('delivery', 1, { referenceType: 'OTHER' }), 'invalid_request'],
		];
		for (const [direction, body, error] of cases) {
			const res = await req<WarehouseError>('PUT', `${CUSTOM}/${direction}-v1/${direction === 'inbound' ? 'RETURER' : 'WEBSHOP'}/77`, body);
			expect([JSON.stringify(body), res.status, res.body.error]).toEqual([JSON.stringify(body), 400, error]);
		}
		// a failed save registers no type
		await req('PUT', `${CUSTOM}/inbound-v1/NEWTYPE/1`, inbound({ date: undefined }));
		expect((await req('GET', `${TYPES}/NEWTYPE`)).status).toBe(404);
		expect((await req<WarehouseError>('GET', `${CUSTOM}/outbound-v1/WEBSHOP/404`)).status).toBe(404);
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/404/release`)).body.error).toBe('not_found');
	});

	it('deliveryState registration: nothing reserved, nothing leaves', async () => {
		const doc = await save('outbound', 'webshop', '1', outbound('registration'));
		expect(doc).toMatchObject({ referenceType: 'WEBSHOP', deliveryState: 'registration', forcedDelivery: false, averageCosts: [] });
		expect(doc.rows[0]).toMatchObject({ reservedQuantity: 0, deliveredQuantity: 0 });
		expect(doc.rows[0]).not.toHaveProperty('stockPointCode');
		await req('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/1/release`);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 20 });
	});

	it('deliveryState reservation: lowers availableStock only, also after release; void ends it', async () => {
		const doc = await save('outbound', 'WEBSHOP', '2', outbound('reservation'));
		expect(doc.rows[0]).toMatchObject({ reservedQuantity: 4, deliveredQuantity: 0 });
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 16 });
		expect(stock('1001', 'STORE')).toEqual({ inStock: 5, availableStock: 5 });
		await save('outbound', 'WEBSHOP', '2', outbound('reservation', 6));
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 14 });
		expect((await req('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/2/release`)).status).toBe(204);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 14 });
		expect((await req<CustomDoc>('GET', `${CUSTOM}/outbound-v1/WEBSHOP/2`)).body).toMatchObject({ warehouseReady: true });
		expect((await req('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/2/void`)).status).toBe(204);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 20 });
		const status = await req<Array<{ availableStock: number }>>('GET', '/api/warehouse/status-v1/stockbalance?itemIds=1001&stockPointCodes=MAIN');
		expect(status.body).toEqual([{ itemId: '1001', stockPointCode: 'MAIN', inStock: 20, availableStock: 20 }]);
	});

	it('deliveryState delivery: reserved from saving on; release ends the reservation and lowers inStock', async () => {
		await save('outbound', 'WEBSHOP', '3', outbound('delivery', 5));
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 15 });
		await req('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/3/release`);
		expect(stock('1001')).toEqual({ inStock: 15, availableStock: 15 });
		const doc = (await req<CustomDoc>('GET', `${CUSTOM}/outbound-v1/WEBSHOP/3`)).body;
		expect(doc.rows[0]).toMatchObject({ reservedQuantity: 0, deliveredQuantity: 5, forcedQuantity: 0 });
		const twice = await req<WarehouseError>('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/3/release`);
		expect([twice.status, twice.body.error]).toEqual([400, 'document_is_released']);
		// more than in stock: refused, unless forcedDelivery
		await save('outbound', 'WEBSHOP', '4', outbound('delivery', 16));
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/4/release`)).body.error).toBe('insufficient_stock');
		await save('outbound', 'WEBSHOP', '4', outbound('delivery', 16, { forcedDelivery: true }));
		expect((await req('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/4/release`)).status).toBe(204);
		expect(stock('1001', 'MAIN', 'A1')).toEqual({ inStock: -1, availableStock: -1 });
		expect((await req<CustomDoc>('GET', `${CUSTOM}/outbound-v1/WEBSHOP/4`)).body.rows[0]).toMatchObject({ deliveredQuantity: 16, forcedQuantity: 1 });
	});

	it('release date rules and connected outbounds apply to custom documents too', async () => {
		await save('inbound', 'RETURER', '10', inbound({ date: '2026-04-02' }));
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/10/release`)).body.error).toBe('cannot_release_later_than_current_date');
		w.sandbox.lockWarehousePeriod(w.t.tenantId, '2026-03-31');
		w.sandbox.setWarehouseToday(w.t.tenantId, '2026-04-02');
		await save('inbound', 'RETURER', '11', inbound({ date: '2026-03-31' }));
		expect((await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/11/release`)).body.error).toBe('period_locked');
		expect((await req('PUT', `${CUSTOM}/inbound-v1/RETURER/10/release`)).status).toBe(204);
		await save('outbound', 'WEBSHOP', '10', { date: '2026-04-02', deliveryState: 'delivery', rows: [{ itemId: '1005', quantity: 5, ...place() }] });
		expect((await req('PUT', `${CUSTOM}/outbound-v1/WEBSHOP/10/release`)).status).toBe(204);
		const linked = await req<WarehouseError>('PUT', `${CUSTOM}/inbound-v1/RETURER/10/void`);
		expect([linked.status, linked.body.error]).toEqual([400, 'void_linked_outbound']);
		expect((await req('PUT', `${CUSTOM}/inbound-v1/RETURER/10/void?force=true`)).status).toBe(204);
		expect(stock('1005')).toEqual({ inStock: -5, availableStock: -5 });
		expect((await req<CustomDoc>('GET', `${CUSTOM}/inbound-v1/RETURER/10`)).body).toMatchObject({ voided: true, warehouseReady: true });
		// unreleased documents void without date checks
		expect((await req('PUT', `${CUSTOM}/inbound-v1/RETURER/11/void`)).status).toBe(204);
	});
});
