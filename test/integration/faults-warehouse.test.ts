import type { IDataObject } from 'n8n-workflow';

import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { Credential, NodeError } from '../harness/warehouse';
import { byId, fromList, purchaseOrderHeader, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const STOCK_TAKINGS = '/api/warehouse/stocktaking-v1';

const { sandbox, writes, company, run, ok } = useWarehouseSandbox();

const proxy = useFaultProxy(() => sandbox().url);

const stockTakingRows = (tenantId: string, id: number) =>
	sandbox().tenant(tenantId).warehouse.stockTakings.find((stockTaking) => stockTaking.id === id)!.rows;

async function newStockTaking(credential: Credential): Promise<number> {
	const [created] = await ok(credential, 'stockTaking', { operation: 'create', name: 'Inventering', responsible: 'Anna Svensson' });
	return created.id as number;
}

describe('stock taking counts after a lost answer report what the stock taking holds', () => {
	it('Add Rows by Filter: the repeat adds nothing more, and the output counts the rows the first attempt added', async () => {
		const { tenantId, credential, point } = company(TODAY);
		const id = await newStockTaking(credential);
		throughProxy(credential, proxy());
		proxy().setRule(once((request) => request.path.endsWith('/addrows'), { kind: 'dropAnswer' }));

		const [output] = await ok(credential, 'stockTaking', { operation: 'addRowsByFilter', id: byId(id), filters: { stockPointIds: [point('MAIN').id] } });
		const held = stockTakingRows(tenantId, id).length;
		expect(held).toBeGreaterThan(0);
		expect(output).toEqual({ stockTakingId: id, rowsAdded: held });
		expect(proxy().log.filter((request) => request.path.endsWith('/addrows'))).toHaveLength(2);
	});

	it('Delete Rows by Filter and Delete Row: the repeats find nothing left, and the outputs count what went', async () => {
		const { tenantId, credential, point } = company(TODAY);
		const id = await newStockTaking(credential);
		await ok(credential, 'stockTaking', { operation: 'addRowsByFilter', id: byId(id), filters: { stockPointIds: [point('MAIN').id, point('STORE').id] } });
		const before = stockTakingRows(tenantId, id).length;
		throughProxy(credential, proxy());

		proxy().setRule(once((request) => request.method === 'DELETE', { kind: 'dropAnswer' }));
		const [byFilter] = await ok(credential, 'stockTaking', { operation: 'deleteRowsByFilter', id: byId(id), filters: { stockPointIds: [point('STORE').id] } });
		const afterFilter = stockTakingRows(tenantId, id).length;
		expect(afterFilter).toBeLessThan(before);
		expect(byFilter).toEqual({ stockTakingId: id, rowsDeleted: before - afterFilter, deleted: true });

		const [rowOutput] = await ok(credential, 'stockTaking', { operation: 'getRows', id: byId(id), returnAll: false, limit: 1 });
		proxy().setRule(once((request) => request.method === 'DELETE', { kind: 'dropAnswer' }));
		const [oneRow] = await ok(credential, 'stockTaking', { operation: 'deleteRow', id: byId(id), rowId: String(rowOutput.id) });
		expect(oneRow).toMatchObject({ stockTakingId: id, rowsDeleted: 1, deleted: true });
		expect(stockTakingRows(tenantId, id)).toHaveLength(afterFilter - 1);
		expect(proxy().log.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
			`${STOCK_TAKINGS}/${id}/rows`,
			`${STOCK_TAKINGS}/${id}/rows`,
			`${STOCK_TAKINGS}/${id}/rows/${rowOutput.id}`,
			`${STOCK_TAKINGS}/${id}/rows/${rowOutput.id}`,
		]);
	});
});

describe("incoming goods from a purchase order with an item on two rows", () => {
	async function orderWithTwoRowsOf1003(credential: Credential): Promise<number> {
		const [order] = await ok(credential, 'purchaseOrder', {
			operation: 'create',
			supplier: fromList('201'),
			...purchaseOrderHeader(TODAY),
			rows: {
				row: [
					{ itemId: '1003', orderedQuantity: 6, price: 249, stockLocation: 'A1' },
					{ itemId: '1003', orderedQuantity: 4, price: 249, stockLocation: 'A2' },
				],
			},
		});
		return order.id as number;
	}

	it.each([
		[3, [['A1', 3]]],
		[8, [['A1', 6], ['A2', 2]]],
		[12, [['A1', 6], ['A2', 6]]],
	])('a Received Quantity of %i fills the rows in order and raises stock by exactly that much', async (quantity, expected) => {
		const { tenantId, credential } = company(TODAY);
		const orderId = await orderWithTwoRowsOf1003(credential);
		const inStock = (location: string) => sandbox().stock(tenantId, '1003', 'MAIN', location).inStock;
		const before = { A1: inStock('A1'), A2: inStock('A2') };

		const [goods] = await ok(credential, 'incomingGoods', {
			operation: 'create',
			deliveryNoteId: 'FS-2001',
			rowsInput: 'purchaseOrder',
			purchaseOrder: byId(orderId),
			receivedQuantities: { item: [{ itemId: '1003', quantity }] },
		});
		await ok(credential, 'incomingGoods', { operation: 'release', id: byId(goods.id as number) });

		const rows = (goods.rows as IDataObject[]).map((row) => [row.receivedQuantity]);
		expect(rows).toEqual((expected as Array<[string, number]>).map(([, received]) => [received]));
		expect(inStock('A1') - before.A1 + (inStock('A2') - before.A2)).toBe(quantity);
		for (const [location, received] of expected as Array<[string, number]>) {
			expect(inStock(location) - before[location as 'A1' | 'A2']).toBe(received);
		}
	});
});

describe('what is checked before anything is sent', () => {
	it('a day the calendar does not have is refused, naming the item as n8n numbers it (from 1)', async () => {
		const { credential } = company(TODAY);
		sandbox().clearRequests();
		const result = await run(
			credential,
			'stockTaking',
			{ operation: 'create', name: 'Inventering', responsible: 'Anna Svensson', additionalFields: { date: '={{ $json.date }}' } },
			{ items: [{ date: '2026-02-28' }, { date: '2026-02-30' }] },
		);
		const error = result.error() as NodeError;
		expect(error.message).toBe('Date "2026-02-30" is a day the calendar does not have: use a date such as 2026-11-22');
		expect(error.description).toBe('Item 2: nothing was sent to Fortnox. Fix "Date" and run again.');
		expect(writes().filter((request) => (request.body as IDataObject | undefined)?.date === '2026-02-30')).toEqual([]);
	});
});
