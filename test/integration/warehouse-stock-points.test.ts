import type { IDataObject } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node.js';
import { loadOptionsContext } from '../harness/run-workflow';
import { oAuth2Credential } from '../harness/sandbox';
import type { Credential, NodeError } from '../harness/warehouse';
import { NODE, byCode, byId, byName, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const UUID = /^[0-9a-f-]{36}$/;

const { sandbox, warehouseRequests, company: tenant, run } = useWarehouseSandbox();
const company = () => tenant(TODAY);

const { loadOptions, listSearch } = new FortnoxWarehouse().methods;

const stockPoint = (credential: Credential, parameters: IDataObject) => run(credential, 'stockPoint', parameters);

describe('Fortnox Warehouse node: stock points', () => {
	it('lists the active stock points without their locations, filtered by code or name', async () => {
		const { tenantId, credential } = company();
		sandbox().addStockPoint(tenantId, { code: 'OLD', name: 'Gamla lagret', active: false });
		const active = await stockPoint(credential, { operation: 'getAll', returnAll: true });
		expect(active.error()).toBeUndefined();
		expect(active.items.map((item) => item.json.code).sort()).toEqual(['MAIN', 'STORE']);
		expect(active.items[0].json.stockLocations).toBeUndefined();

		const inactive = await stockPoint(credential, { operation: 'getAll', returnAll: true, filters: { state: 'INACTIVE' } });
		expect(inactive.items.map((item) => item.json.code)).toEqual(['OLD']);
		const searched = await stockPoint(credential, { operation: 'getAll', returnAll: true, filters: { q: 'butik', state: 'ALL' } });
		expect(searched.items.map((item) => item.json.code)).toEqual(['STORE']);
		const limited = await stockPoint(credential, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(limited.items).toHaveLength(1);
	});

	it('returns all stock points across pages when the service pages the list', async () => {
		const { tenantId, credential } = company();
		for (let k = 0; k < 130; k++) sandbox().addStockPoint(tenantId, { code: `P${k}`, name: `Punkt ${k}` });
		sandbox().clearRequests();
		const all = await stockPoint(credential, { operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(132);
		expect(new Set(all.items.map((item) => item.json.id)).size).toBe(132);
		const lists = warehouseRequests().filter((request) => request.path === '/api/warehouse/stockpoints-v1');
		expect(lists.length).toBeGreaterThan(1);
		expect(lists[0].query).toEqual({});
		// The second page (of the service's own size) starts with the first page's last record, to see that the list held still.
		expect(lists[1].query).toEqual({ offset: String(Number(lists[1].query.limit) - 1), limit: expect.stringMatching(/^[1-9]\d*$/) });
	});

	it('creates a stock point with its locations and a delivery address, then gets it by ID and by code', async () => {
		const { credential } = company();
		const created = await stockPoint(credential, {
			operation: 'create',
			code: 'NORR',
			name: 'Lager Norr',
			stockLocations: { location: [{ code: 'N1', name: 'Hylla N1' }, { code: 'N2' }] },
			additionalFields: {
				usingCompanyAddress: false,
				deliveryName: 'Lager Norr AB',
				deliveryAddress: 'Industrigatan 4',
				deliveryZipCode: '90130',
				deliveryCity: 'Umeå',
				deliveryCountryCode: 'SE',
			},
		});
		expect(created.error()).toBeUndefined();
		const point = created.items[0].json;
		expect(point).toMatchObject({ code: 'NORR', name: 'Lager Norr', usingCompanyAddress: false, deliveryCity: 'Umeå', id: expect.stringMatching(UUID) });

		const got = await stockPoint(credential, { operation: 'get', stockPointId: byId(point.id as string) });
		expect((got.items[0].json.stockLocations as IDataObject[]).map((location) => location.code).sort()).toEqual(['N1', 'N2']);
		const gotByCode = await stockPoint(credential, { operation: 'get', stockPointId: byCode('NORR') });
		expect(gotByCode.items[0].json.id).toBe(point.id);
	});

	it('refuses a stock point whose code exists, in plain words with the service code', async () => {
		const { credential } = company();
		const result = await stockPoint(credential, { operation: 'create', code: 'MAIN', name: 'Igen' });
		const error = result.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/stock point with this code already exists/);
		expect(error.description).toContain('Fortnox error code alreadyexists');
		expect(error.context?.code).toBe('alreadyexists');
	});

	it('checks codes, names, lengths and duplicate location codes before sending', async () => {
		const { credential } = company();
		sandbox().clearRequests();
		const cases: Array<[IDataObject, RegExp]> = [
			[{ code: 'ELEVENCHARS', name: 'x' }, /Code is 11 characters long: it must be 1 to 10/],
			[{ code: 'X', name: 'A name that is longer than 25' }, /Name is 29 characters long/],
			[{ code: 'X', name: 'Y', additionalFields: { deliveryZipCode: '12345678901' } }, /Delivery Zip Code is 11 characters long: at most 10/],
			[{ code: 'X', name: 'Y', additionalFields: { deliveryCountryCode: 'SWE1' } }, /Delivery Country Code is 4 characters long/],
			[{ code: 'X', name: 'Y', stockLocations: { location: [{ code: 'A' }, { code: 'A' }] } }, /Stock Location 2 Code "A" is used twice/],
			[{ code: 'X', name: 'Y', stockLocations: { location: [{ code: 'L'.repeat(21) }] } }, /Stock Location 1 Code is 21 characters long: it must be 1 to 20/],
			[{ code: 'X', name: 'Y', stockLocations: { location: [{ code: 'A', name: 'N'.repeat(26) }] } }, /Stock Location 1 Name is 26 characters long/],
		];
		for (const [parameters, message] of cases) {
			const result = await stockPoint(credential, { operation: 'create', ...parameters });
			expect(result.error('Fortnox')?.message).toMatch(message);
		}
		expect(warehouseRequests()).toEqual([]);
	});

	it('gets several stock points by their IDs and refuses an ID that is not a UUID', async () => {
		const { tenantId, credential } = company();
		const points = sandbox().tenant(tenantId).warehouse.stockPoints;
		const ids = points.map((point) => point.id);
		const result = await stockPoint(credential, { operation: 'getMany', ids: ids.join(', '), state: 'ALL' });
		expect(result.items.map((item) => item.json.id).sort()).toEqual([...ids].sort());
		const bad = await stockPoint(credential, { operation: 'getMany', ids: `${ids[0]}, MAIN`, state: 'ALL' });
		expect(bad.error('Fortnox')?.message).toMatch(/Stock Point IDs "MAIN" has the wrong format/);
	});

	it('updates a stock point: fields left alone and its locations stay unless replaced', async () => {
		const { tenantId, credential } = company();
		const extra = sandbox().addStockPoint(tenantId, { code: 'EXTRA', name: 'Extralager', locations: [{ code: 'E1', name: 'Hylla E1' }, { code: 'E2' }] });
		const renamed = await stockPoint(credential, { operation: 'update', stockPointId: byId(extra.id), updateFields: { name: 'Tillfälligt lager' } });
		expect(renamed.error()).toBeUndefined();
		expect(renamed.items[0].json).toMatchObject({ code: 'EXTRA', name: 'Tillfälligt lager' });
		expect((renamed.items[0].json.stockLocations as IDataObject[]).map((location) => location.code).sort()).toEqual(['E1', 'E2']);

		const e1 = extra.stockLocations.find((location) => location.code === 'E1')!;
		const replaced = await stockPoint(credential, {
			operation: 'update',
			stockPointId: byId(extra.id),
			replaceStockLocations: true,
			stockLocations: { location: [{ id: e1.id, code: 'E1', name: 'Hylla E1' }, { code: 'E3', name: 'Hylla E3' }] },
		});
		expect(replaced.error()).toBeUndefined();
		const locations = replaced.items[0].json.stockLocations as IDataObject[];
		expect(locations.map((location) => location.code).sort()).toEqual(['E1', 'E3']);
		expect(locations.find((location) => location.code === 'E1')?.id).toBe(e1.id);
	});

	it('deletes an unused stock point and explains why one in use cannot be deleted', async () => {
		const { tenantId, credential } = company();
		const spare = sandbox().addStockPoint(tenantId, { code: 'SPARE', name: 'Reserv' });
		const deleted = await stockPoint(credential, { operation: 'delete', stockPointId: byId(spare.id) });
		expect(deleted.error()).toBeUndefined();
		expect(deleted.items[0].json).toMatchObject({ id: spare.id, deleted: true });
		expect(sandbox().tenant(tenantId).warehouse.stockPoints.some((point) => point.id === spare.id)).toBe(false);

		const main = sandbox().tenant(tenantId).warehouse.stockPoints.find((point) => point.code === 'MAIN')!;
		const refused = await stockPoint(credential, { operation: 'delete', stockPointId: byId(main.id) });
		const error = refused.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/in use .* cannot be deleted: set it inactive/);
		expect(error.description).toMatch(/Fortnox said: /);
	});

	it('adds stock locations, skips a code the stock point has, and lists them with a search', async () => {
		const { tenantId, credential } = company();
		const store = sandbox().tenant(tenantId).warehouse.stockPoints.find((point) => point.code === 'STORE')!;
		const added = await stockPoint(credential, {
			operation: 'addLocations',
			stockPointId: byId(store.id),
			stockLocations: { location: [{ code: 'B2', name: 'Lagerrum' }, { code: 'B1', name: 'Ignored' }] },
		});
		expect(added.error()).toBeUndefined();
		expect(added.items.map((item) => item.json.code).sort()).toEqual(['B1', 'B2']);
		expect(added.items.find((item) => item.json.code === 'B1')?.json.name).toBe('Butik');

		const searched = await stockPoint(credential, { operation: 'getLocations', stockPointId: byCode('STORE'), returnAll: true, filters: { q: 'lager' } });
		expect(searched.items.map((item) => item.json.code)).toEqual(['B2']);
	});

	it('fails only the bad item under Continue On Fail', async () => {
		const { tenantId, credential } = company();
		const result = await run(
			credential,
			'stockPoint',
			{ operation: 'create', code: '={{ $json.code }}', name: '={{ $json.name }}' },
			{
				continueOnFail: true,
				items: [
					{ code: 'OST', name: 'Lager Öst' },
					{ code: 'VASTERBOTTEN', name: 'För lång kod' },
					{ code: 'MAIN', name: 'Finns redan' },
					{ code: 'SYD', name: 'Lager Syd' },
				],
			},
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.code)).toEqual([
			'OST',
			expect.stringMatching(/Code is 12 characters long/),
			expect.stringMatching(/already exists/),
			'SYD',
		]);
		expect(result.items[2].json.code).toBe('alreadyexists');
		expect(result.items.map((item) => item.pairedItem)).toEqual([0, 1, 2, 3].map((item) => ({ item })));
		const codes = sandbox().tenant(tenantId).warehouse.stockPoints.map((point) => point.code);
		expect(codes).toEqual(expect.arrayContaining(['OST', 'SYD']));
		expect(codes).not.toContain('VASTERBOTTEN');
	});
});

describe('Fortnox Warehouse node: stock balance', () => {
	it('reports in stock, available and reserved per item and stock point, filtered', async () => {
		const { tenantId, credential } = company();
		const all = await run(credential, 'stockBalance', { operation: 'get', returnAll: true });
		expect(all.error()).toBeUndefined();
		const main1001 = all.items.find((item) => item.json.itemId === '1001' && item.json.stockPointCode === 'MAIN')?.json;
		expect(main1001).toMatchObject({ inStock: 20, availableStock: 20, reservedStock: 0 });
		expect(sandbox().stock(tenantId, '1001', 'MAIN')).toEqual({ inStock: 20, availableStock: 20 });

		sandbox().clearRequests();
		const filtered = await run(credential, 'stockBalance', { operation: 'get', returnAll: true, filters: { itemIds: ['1001', '1002'], stockPointCodes: ['STORE'] } });
		expect(filtered.items.every((item) => item.json.stockPointCode === 'STORE' && ['1001', '1002'].includes(item.json.itemId as string))).toBe(true);
		expect(filtered.items.find((item) => item.json.itemId === '1001')?.json).toMatchObject({ inStock: 5, availableStock: 5 });
		expect(warehouseRequests()[0].query).toEqual({ itemIds: '1001,1002', stockPointCodes: 'STORE' });

		const fromExpression = await run(credential, 'stockBalance', { operation: 'get', returnAll: true, filters: { itemIds: '1003, 1004' } });
		expect(new Set(fromExpression.items.map((item) => item.json.itemId))).toEqual(new Set(['1003', '1004']));
	});
});

describe('Fortnox Warehouse node: custom document types', () => {
	it('lists the types, creates one in upper case and gets it by name', async () => {
		const { tenantId, credential } = company();
		const types = (parameters: IDataObject) => run(credential, 'customDocumentType', parameters);
		const before = await types({ operation: 'getAll', returnAll: true });
		expect(before.items.map((item) => item.json)).toEqual([{ category: 'OUTBOUND', referenceType: 'WEBSHOP' }]);

		const created = await types({ operation: 'create', referenceType: 'returer-webb_2', category: 'INBOUND' });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toEqual({ category: 'INBOUND', referenceType: 'RETURER-WEBB_2' });

		const got = await types({ operation: 'get', type: byName('Returer-Webb_2') });
		expect(got.items[0].json).toEqual({ category: 'INBOUND', referenceType: 'RETURER-WEBB_2' });
		expect(sandbox().tenant(tenantId).warehouse.customTypes.map((type) => type.referenceType).sort()).toEqual(['RETURER-WEBB_2', 'WEBSHOP']);
	});

	it('refuses reserved names in any variant, and bad characters, before sending', async () => {
		const { credential } = company();
		sandbox().clearRequests();
		for (const name of ['Stock-Taking', 'purchase_order', 'MANUAL_INBOUND_DELIVERY', 'invoice', 'Kund-Order']) {
			const result = await run(credential, 'customDocumentType', { operation: 'create', referenceType: name, category: 'INBOUND' });
			expect(result.error('Fortnox')?.message).toMatch(/is a name Fortnox reserves/);
		}
		const spaced = await run(credential, 'customDocumentType', { operation: 'create', referenceType: 'web shop', category: 'INBOUND' });
		expect(spaced.error('Fortnox')?.message).toMatch(/use only letters A–Z, digits, underscores and dashes/);
		const long = await run(credential, 'customDocumentType', { operation: 'create', referenceType: 'T'.repeat(26), category: 'INBOUND' });
		expect(long.error('Fortnox')?.message).toMatch(/26 characters long: it must be 1 to 25/);
		expect(warehouseRequests()).toEqual([]);
	});
});

describe('Fortnox Warehouse node: access', () => {
	it('says what is missing when the warehouse refuses access: the company\'s Lager module, or the token\'s warehouse scope', async () => {
		const { tenantId, credential } = company();
		sandbox().setWarehouseEnabled(tenantId, false);
		const off = await run(credential, 'stockBalance', { operation: 'get', returnAll: true });
		const error = off.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/: the company has no licence for the Lager module \(the "warehouse" scope \(Warehouse\)\)$/);
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/Fortnox said: Det finns ingen aktiv licens för önskat scope · Fortnox error code 2001101/);

		const oauth = oAuth2Credential(sandbox(), undefined, 'bookkeeping inbox');
		const scoped = await stockPoint(oauth.credential, { operation: 'getAll', returnAll: true });
		expect(scoped.error('Fortnox')?.message).toMatch(/: the token lacks the "warehouse" scope \(Warehouse\)$/);
		const full = oAuth2Credential(sandbox());
		const allowed = await stockPoint(full.credential, { operation: 'getAll', returnAll: true });
		expect(allowed.error()).toBeUndefined();
		expect(allowed.items).toHaveLength(2);
	});
});

describe('Fortnox Warehouse node: pickers', () => {
	it('offers items, stock points, stock locations and custom document types', async () => {
		const { credential } = company();
		const context = loadOptionsContext({ type: NODE, credential, parameters: { resource: 'stockBalance', operation: 'get' } });
		const items = await loadOptions.getItems.call(context);
		expect(items).toContainEqual({ name: '1001 Kontorsstol', value: '1001' });
		expect(items).toHaveLength(7);
		const points = await loadOptions.getStockPoints.call(context);
		expect(points.map((point) => point.name)).toEqual(['Butikslager (STORE)', 'Huvudlager (MAIN)']);
		expect(points[0].value).toMatch(UUID);
		expect((await loadOptions.getStockPointCodes.call(context)).map((point) => point.value)).toEqual(['STORE', 'MAIN']);
		const locations = await loadOptions.getStockLocations.call(context);
		expect(locations.map((location) => location.name)).toEqual(['MAIN › A1 Hylla A1', 'MAIN › A2 Hylla A2', 'STORE › B1 Butik']);
		expect((await listSearch.searchStockPoints.call(context, 'main')).results.map((result) => result.name)).toEqual(['Huvudlager (MAIN)']);
		expect((await listSearch.searchItems.call(context, 'lampa')).results).toEqual([{ name: '1003 Skrivbordslampa', value: '1003' }]);
		expect((await listSearch.searchCustomDocumentTypes.call(context)).results).toEqual([{ name: 'WEBSHOP (outbound)', value: 'WEBSHOP' }]);
	});
});
