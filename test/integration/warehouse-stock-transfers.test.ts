import type { IDataObject } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node';
import { loadOptionsContext } from '../harness/run-workflow';
import type { Credential } from '../harness/warehouse';
import { byId, NODE, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const { sandbox, writes, checkpoint, company: tenant, run, ok } = useWarehouseSandbox();

const company = () => tenant(TODAY);
const transfer = (credential: Credential, parameters: IDataObject) => run(credential, 'stockTransfer', parameters);

describe('Fortnox Warehouse node: stock transfers', () => {
	it('creates a transfer that reserves the stock at the from place; release moves it to the other stock point, and then nothing of it changes', async () => {
		const { tenantId, credential, point } = company();
		checkpoint();
		const stock = (pointCode: string, locationCode: string) => sandbox().stock(tenantId, '1001', pointCode, locationCode);
		expect([stock('MAIN', 'A1'), stock('STORE', 'B1')]).toEqual([{ inStock: 20, availableStock: 20 }, { inStock: 5, availableStock: 5 }]);

		const [created] = await ok(credential, 'stockTransfer', {
			operation: 'create',
			rows: { row: [{ itemId: '1001', requestedQuantity: 7, fromStockPointId: point('MAIN').id, toStockPointId: point('STORE').id }] },
			additionalFields: { transferDate: `${TODAY}T08:00:00.000+01:00`, note: 'Påfyllning av butiken' },
		});
		expect(created).toMatchObject({ transferDate: TODAY, note: 'Påfyllning av butiken', released: false, voided: false });
		expect(created.rows).toEqual([expect.objectContaining({ itemId: '1001', requestedQuantity: 7, quantity: 0, fromStockPointCode: 'MAIN', fromStockLocationCode: 'A1', toStockPointCode: 'STORE', toStockLocationCode: 'B1' })]);
		expect(writes()[0].body).toEqual({ transferDate: TODAY, note: 'Påfyllning av butiken', rows: [{ itemId: '1001', requestedQuantity: 7, fromStockPointId: point('MAIN').id, toStockPointId: point('STORE').id }] });
		expect([stock('MAIN', 'A1'), stock('STORE', 'B1')]).toEqual([{ inStock: 20, availableStock: 13 }, { inStock: 5, availableStock: 5 }]);

		const id = created.id as number;
		const [released] = await ok(credential, 'stockTransfer', { operation: 'release', id: byId(id) });
		expect(released).toMatchObject({ id, released: true, rows: [expect.objectContaining({ requestedQuantity: 7, quantity: 7 })] });
		expect([stock('MAIN', 'A1'), stock('STORE', 'B1')]).toEqual([{ inStock: 13, availableStock: 13 }, { inStock: 12, availableStock: 12 }]);

		// Fortnox does nothing for a released transfer released again: the stock does not move twice.
		await ok(credential, 'stockTransfer', { operation: 'release', id: byId(id) });
		expect([stock('MAIN', 'A1').inStock, stock('STORE', 'B1').inStock]).toEqual([13, 12]);

		for (const parameters of [{ operation: 'update', id: byId(id), updateFields: { note: 'För sent' } }, { operation: 'void', id: byId(id) }]) {
			const refused = await transfer(credential, parameters);
			expect(refused.error()?.message).toMatch(/^The stock transfer is released: Fortnox neither changes nor voids a released transfer/);
		}
		expect([stock('MAIN', 'A1').inStock, stock('STORE', 'B1').inStock]).toEqual([13, 12]);
	});

	it('voids an unreleased transfer: its reservation ends and nothing moves; a voided transfer is not released', async () => {
		const { tenantId, credential, point } = company();
		const [created] = await ok(credential, 'stockTransfer', {
			operation: 'create',
			rows: { row: [{ itemId: '1003', requestedQuantity: 5, fromStockPointId: point('MAIN').id, toStockPointId: point('STORE').id }] },
		});
		expect(sandbox().stock(tenantId, '1003', 'MAIN', 'A1')).toEqual({ inStock: 15, availableStock: 10 });
		const [voided] = await ok(credential, 'stockTransfer', { operation: 'void', id: byId(created.id as number) });
		expect(voided).toMatchObject({ released: false, voided: true });
		expect(sandbox().stock(tenantId, '1003', 'MAIN', 'A1')).toEqual({ inStock: 15, availableStock: 15 });
		const release = await transfer(credential, { operation: 'release', id: byId(created.id as number) });
		expect(release.error()?.message).toMatch(/voided/);
		expect(sandbox().stock(tenantId, '1003', 'STORE', 'B1').inStock).toBe(0);
	});

	it('updates an unreleased transfer: the fields given change, the rows stay unless replaced, the version read is sent back', async () => {
		const { tenantId, credential, place, point } = company();
		checkpoint();
		const [created] = await ok(credential, 'stockTransfer', {
			operation: 'create',
			rows: { row: [{ itemId: '1002', requestedQuantity: 2, fromStockPointId: point('MAIN').id, toStockPointId: point('STORE').id }] },
		});
		const id = created.id as number;
		const [noted] = await ok(credential, 'stockTransfer', { operation: 'update', id: byId(id), updateFields: { note: 'Två skrivbord' } });
		expect(noted).toMatchObject({ note: 'Två skrivbord', version: 2, rows: [expect.objectContaining({ itemId: '1002', requestedQuantity: 2, fromStockLocationCode: 'A1' })] });
		expect(writes().at(-1)?.body).toMatchObject({ version: 1, note: 'Två skrivbord' });

		const from = place('1003', 'MAIN', 'A1');
		const to = place('1003', 'MAIN', 'A2');
		const rows = [{ itemId: '1003', requestedQuantity: 4, fromStockPointId: from.stockPointId, fromStockLocationId: from.stockLocationId, toStockPointId: to.stockPointId, toStockLocationId: to.stockLocationId }];
		const [replaced] = await ok(credential, 'stockTransfer', { operation: 'update', id: byId(id), replaceRows: true, rowsInput: 'json', rowsJson: JSON.stringify(rows) });
		expect(replaced).toMatchObject({ note: 'Två skrivbord', version: 3, rows: [expect.objectContaining({ itemId: '1003', fromStockLocationCode: 'A1', toStockLocationCode: 'A2' })] });
		const [got] = await ok(credential, 'stockTransfer', { operation: 'get', id: byId(id) });
		expect(got).toMatchObject({ id, version: 3 });

		await ok(credential, 'stockTransfer', { operation: 'release', id: byId(id) });
		expect([sandbox().stock(tenantId, '1003', 'MAIN', 'A1').inStock, sandbox().stock(tenantId, '1003', 'MAIN', 'A2').inStock]).toEqual([11, 4]);

		const context = loadOptionsContext({ type: NODE, credential, parameters: { resource: 'stockTransfer', operation: 'get' } });
		const listed = await new FortnoxWarehouse().methods.listSearch.searchManualDocuments.call(context);
		expect(listed.results).toEqual([{ name: `${id} · ${TODAY} · Två skrivbord · released`, value: String(id) }]);
	});

	it('refuses rows that break the OpenAPI before sending: a quantity under 0.01, a stock point given by code, no destination', async () => {
		const { credential, point } = company();
		checkpoint();
		for (const [row, message] of [
			[{ itemId: '1001', requestedQuantity: 0, fromStockPointId: point('MAIN').id, toStockPointId: point('STORE').id }, /^Row 1 Requested Quantity 0 is out of range: it must be at least 0.01$/],
			[{ itemId: '1001', requestedQuantity: 1, fromStockPointId: 'MAIN', toStockPointId: point('STORE').id }, /^Row 1 From Stock Point "MAIN" has the wrong format: it must be a UUID/],
			[{ itemId: '1001', requestedQuantity: 1, fromStockPointId: point('MAIN').id }, /^Row 1 To Stock Point is missing: every row needs the stock point the goods go to$/],
		] as const) {
			const result = await transfer(credential, { operation: 'create', rows: { row: [row] } });
			expect(result.error()?.message).toMatch(message);
		}
		expect(writes()).toEqual([]);
	});

	it("passes Fortnox's refusal through when the from place lacks the stock, and nothing moves", async () => {
		const { tenantId, credential, point } = company();
		const [tooMany] = await ok(credential, 'stockTransfer', {
			operation: 'create',
			rows: { row: [{ itemId: '1001', requestedQuantity: 50, fromStockPointId: point('MAIN').id, toStockPointId: point('STORE').id }] },
		});
		const short = await transfer(credential, { operation: 'release', id: byId(tooMany.id as number) });
		expect(short.error()?.message).toMatch(/only 20 is in stock/);
		expect([sandbox().stock(tenantId, '1001', 'MAIN', 'A1').inStock, sandbox().stock(tenantId, '1001', 'STORE', 'B1').inStock]).toEqual([20, 5]);
	});
});

describe('Fortnox Warehouse node: tenant', () => {
	it('tells whether the warehouse is activated, also for a company without it', async () => {
		const { tenantId, credential } = company();
		const [on] = await ok(credential, 'tenant', { operation: 'get' });
		expect(on).toEqual({ activated: true, tenantId: sandbox().tenant(tenantId).sales.company.DatabaseNumber });
		sandbox().setWarehouseEnabled(tenantId, false);
		const [off] = await ok(credential, 'tenant', { operation: 'get' });
		expect(off.activated).toBe(false);
		const refused = await run(credential, 'stockBalance', { operation: 'get', itemIds: ['1001'] });
		expect(refused.error()?.message).toMatch(/no licence for the Lager module/);
	});
});
