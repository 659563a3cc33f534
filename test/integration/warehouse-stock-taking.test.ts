import type { IDataObject } from 'n8n-workflow';

import type { Credential, NodeError, RunOptions } from '../harness/warehouse';
import { byId, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const PATH = '/api/warehouse/stocktaking-v1';

const { sandbox, warehouseRequests, writes, company: tenant, run: runResource, ok: okResource } = useWarehouseSandbox();

const company = () => tenant(TODAY);
const run = (credential: Credential, parameters: IDataObject, options?: RunOptions) => runResource(credential, 'stockTaking', parameters, options);

const ok = (credential: Credential, parameters: IDataObject) => okResource(credential, 'stockTaking', parameters);

/** Creates a stock taking through the node; returns its ID. */
async function create(credential: Credential, additionalFields: IDataObject = {}): Promise<number> {
	const [created] = await ok(credential, { operation: 'create', name: 'Year-end count', responsible: 'Anna Svensson', additionalFields });
	return created.id as number;
}

/** A stock taking of every item place of MAIN, started on `date`. */
async function startedForMain(credential: Credential, mainId: string, date = TODAY): Promise<number> {
	const id = await create(credential);
	await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { stockPointIds: [mainId] } });
	await ok(credential, { operation: 'update', id: byId(id), updateFields: { state: 'started', date } });
	return id;
}

const stored = (tenantId: string, id: number) => sandbox().tenant(tenantId).warehouse.stockTakings.find((stockTaking) => stockTaking.id === id);
const counted = (rows: IDataObject[]) => rows.map((row) => [row.itemId, row.totalQuantityInStock, row.stockTakenQuantity ?? null]);

describe('Fortnox Warehouse node: stock taking', () => {
	it('creates a stock taking in planning, gets it and lists it by state and item', async () => {
		const { credential, point } = company();
		sandbox().clearRequests();
		const [created] = await ok(credential, {
			operation: 'create',
			name: ' Year-end count ',
			responsible: 'Anna Svensson',
			additionalFields: { date: `${TODAY}T10:00:00.000+01:00`, costCenterCode: 'LAGER', projectId: '7', sortingId: 2 },
		});
		expect(writes()[0]).toMatchObject({ method: 'POST', path: PATH });
		expect(writes()[0].body).toEqual({
			name: 'Year-end count',
			responsible: 'Anna Svensson',
			state: 'planning',
			date: TODAY,
			costCenterCode: 'LAGER',
			projectId: '7',
			sortingId: 2,
		});
		expect(created).toMatchObject({ name: 'Year-end count', state: 'planning', date: TODAY, usingStockPoints: true, rows: [] });
		const id = created.id as number;

		expect((await ok(credential, { operation: 'get', id: byId(id) }))[0]).toMatchObject({ id, state: 'planning' });
		const other = await create(credential);
		await ok(credential, { operation: 'addRowsByFilter', id: byId(other), filters: { itemIds: ['1005', '1001'], stockPointIds: [point('STORE').id] } });

		sandbox().clearRequests();
		const planning = await ok(credential, { operation: 'getAll', returnAll: true, filters: { state: 'planning' } });
		expect(planning.map((stockTaking) => stockTaking.id)).toEqual([id, other]);
		const withItem = await ok(credential, { operation: 'getAll', returnAll: true, filters: { itemId: '1001' } });
		expect(withItem.map((stockTaking) => stockTaking.id)).toEqual([other]);
		const started = await ok(credential, { operation: 'getAll', returnAll: true, filters: { state: 'started' } });
		expect(started).toEqual([]);
		expect(warehouseRequests().map((request) => request.query)).toEqual([{ state: 'planning' }, { itemId: '1001' }, { state: 'started' }]);
	});

	it('adds the rows of one stock point by filter, counts them, and release sets the stock to the counts as of the date', async () => {
		const { tenantId, credential, point, place } = company();
		const id = await create(credential);
		const main = point('MAIN').id;

		sandbox().clearRequests();
		const candidates = await ok(credential, { operation: 'getCandidateRows', id: byId(id), returnAll: true, filters: { stockPointIds: [main] } });
		expect(counted(candidates)).toEqual([
			['1001', 20, null],
			['1002', 8, null],
			['1003', 15, null],
			['1004', 200, null],
		]);
		// Lists go as repeated keys, as the OpenAPI declares them (style form, explode).
		expect(warehouseRequests()[0]).toMatchObject({ method: 'GET', path: `${PATH}/${id}/candidates`, query: { stockPointIds: main } });

		const [added] = await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { stockPointIds: [main] } });
		expect(added).toEqual({ stockTakingId: id, rowsAdded: 4 });
		expect(writes()[0]).toMatchObject({ method: 'POST', path: `${PATH}/${id}/addrows`, query: { stockPointIds: main } });
		// Rows it already has are no candidates: adding again adds none.
		expect((await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { stockPointIds: [main] } }))[0]).toEqual({ stockTakingId: id, rowsAdded: 0 });

		// Counted the day before today; a delivery of 5 to MAIN › A1 today comes after the count.
		await ok(credential, { operation: 'update', id: byId(id), updateFields: { state: 'started', date: '2026-11-19' } });
		const delivery = await runResource(credential, 'manualInboundDocument', {
			operation: 'create',
			date: TODAY,
			rows: { row: [{ itemId: '1001', quantity: 5, stockPoint: 'MAIN', stockLocation: 'A1' }] },
		});
		await runResource(credential, 'manualInboundDocument', { operation: 'release', id: byId(delivery.items[0].json.id as number) });
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1').inStock).toBe(25);

		// The rows as Get Rows outputs them, with counts set, go back as they are: the answer-only fields are dropped.
		const rows = await ok(credential, { operation: 'getRows', id: byId(id), returnAll: true });
		const counts: Record<string, number> = { '1001': 18, '1002': 9, '1003': 15 };
		const countedRows = rows.filter((row) => counts[row.itemId as string] !== undefined).map((row) => ({ ...row, stockTakenQuantity: counts[row.itemId as string], countedBy: 'Erik' }));
		sandbox().clearRequests();
		const [updated] = await ok(credential, { operation: 'update', id: byId(id), updateRows: true, rowsInput: 'json', rowsJson: JSON.stringify(countedRows) });
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET', 'PUT']);
		expect(writes()[0].body).toEqual({
			name: 'Year-end count',
			responsible: 'Anna Svensson',
			state: 'started',
			date: '2026-11-19',
			rows: ['1001', '1002', '1003'].map((itemId) => ({ ...place(itemId, 'MAIN', itemId === '1002' ? 'A2' : 'A1'), stockTakenQuantity: counts[itemId], countedBy: 'Erik' })),
		});
		expect(counted(updated.rows as IDataObject[])).toEqual([
			['1001', 20, 18],
			['1002', 8, 9],
			['1003', 15, 15],
			['1004', 200, null],
		]);

		sandbox().clearRequests();
		const deviations = await ok(credential, { operation: 'getRows', id: byId(id), returnAll: true, filters: { stateFilter: 'stockTakenWithDeviation' } });
		expect(counted(deviations)).toEqual([
			['1001', 20, 18],
			['1002', 8, 9],
		]);
		expect(warehouseRequests()[0].query).toEqual({ stateFilter: 'stockTakenWithDeviation' });
		const notCounted = await ok(credential, { operation: 'getRows', id: byId(id), returnAll: true, filters: { stateFilter: 'notStockTaken' } });
		expect(notCounted.map((row) => row.itemId)).toEqual(['1004']);

		sandbox().clearRequests();
		const [released] = await ok(credential, { operation: 'release', id: byId(id) });
		expect(warehouseRequests().map((request) => `${request.method} ${request.path}`)).toEqual([`PUT ${PATH}/${id}/release`, `GET ${PATH}/${id}`]);
		expect(released).toMatchObject({ id, state: 'completed' });
		// 18 counted on the 19th, plus today's 5; the rest as counted; the row not counted is left alone.
		expect(sandbox().stock(tenantId, '1001', 'MAIN', 'A1').inStock).toBe(23);
		expect(sandbox().stock(tenantId, '1002', 'MAIN', 'A2').inStock).toBe(9);
		expect(sandbox().stock(tenantId, '1003', 'MAIN', 'A1').inStock).toBe(15);
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2').inStock).toBe(200);
		expect(sandbox().stock(tenantId, '1001', 'STORE', 'B1').inStock).toBe(5);

		const again = (await run(credential, { operation: 'release', id: byId(id) })).error('Fortnox') as NodeError;
		expect(again.message).toBe('The stock taking is already completed (released): it cannot be released again');
		expect(again.context?.code).toBe('document_is_released');
	});

	it('empties the counted quantity and counter of a given row that leaves them out', async () => {
		const { credential, point, place } = company();
		const id = await startedForMain(credential, point('MAIN').id);
		await ok(credential, { operation: 'update', id: byId(id), updateRows: true, rows: { row: [{ itemId: '1003', stockPoint: point('MAIN').id, stockLocation: place('1003', 'MAIN', 'A1').stockLocationId, stockTakenQuantity: 0, countedBy: 'Erik' }] } });
		let rows = await ok(credential, { operation: 'getRows', id: byId(id), returnAll: true, filters: { itemIds: ['1003'] } });
		// A count of 0 from the form is a count: none found.
		expect(rows).toEqual([expect.objectContaining({ itemId: '1003', stockTakenQuantity: 0, countedBy: 'Erik' })]);

		sandbox().clearRequests();
		await ok(credential, { operation: 'update', id: byId(id), updateRows: true, rowsInput: 'json', rowsJson: JSON.stringify([place('1003', 'MAIN', 'A1')]) });
		expect((writes()[0].body as IDataObject).rows).toEqual([place('1003', 'MAIN', 'A1')]);
		rows = await ok(credential, { operation: 'getRows', id: byId(id), returnAll: true, filters: { itemIds: ['1003'] } });
		expect(rows).toEqual([expect.objectContaining({ itemId: '1003', stockTakenQuantity: null, countedBy: null })]);
	});

	it('adds explicit rows (a row it has is left as it is), deletes one by ID and others by filter', async () => {
		const { tenantId, credential, point, place } = company();
		const id = await create(credential);
		sandbox().clearRequests();
		const added = await ok(credential, {
			operation: 'addRows',
			id: byId(id),
			rows: { row: [{ itemId: '1001', stockPoint: point('STORE').id, stockLocation: place('1001', 'STORE', 'B1').stockLocationId }] },
		});
		expect(writes()[0]).toMatchObject({ method: 'POST', path: `${PATH}/${id}/rows`, body: [place('1001', 'STORE', 'B1')] });
		// The output: the stock taking's rows of the items sent.
		expect(warehouseRequests()[1]).toMatchObject({ method: 'GET', path: `${PATH}/${id}/rows`, query: { itemIds: '1001' } });
		expect(added).toEqual([expect.objectContaining({ ...place('1001', 'STORE', 'B1'), totalQuantityInStock: 5, stockTakenQuantity: null })]);

		const twice = await ok(credential, {
			operation: 'addRows',
			id: byId(id),
			rowsInput: 'json',
			rowsJson: JSON.stringify([place('1001', 'STORE', 'B1'), place('1001', 'MAIN', 'A1'), place('1004', 'MAIN', 'A2')]),
		});
		expect(twice.map((row) => [row.itemId, row.stockPointId])).toEqual([
			['1001', point('MAIN').id],
			['1001', point('STORE').id],
			['1004', point('MAIN').id],
		]);
		expect(stored(tenantId, id)?.rows).toHaveLength(3);

		sandbox().clearRequests();
		const rowId = twice[1].id as string;
		const [one] = await ok(credential, { operation: 'deleteRow', id: byId(id), rowId });
		expect(one).toEqual({ stockTakingId: id, rowId, rowsDeleted: 1, deleted: true });
		expect(writes()[0]).toMatchObject({ method: 'DELETE', path: `${PATH}/${id}/rows/${rowId}` });

		sandbox().clearRequests();
		const [byFilter] = await ok(credential, { operation: 'deleteRowsByFilter', id: byId(id), filters: { itemIds: '1001, 1004' } });
		expect(byFilter).toEqual({ stockTakingId: id, rowsDeleted: 2, deleted: true });
		expect(writes()[0]).toMatchObject({ method: 'DELETE', path: `${PATH}/${id}/rows`, query: { itemIds: ['1001', '1004'] } });
		expect(stored(tenantId, id)?.rows).toHaveLength(0);
	});

	it('sends every row filter with its OpenAPI name and finds the rows they describe', async () => {
		const { credential, point, location } = company();
		const id = await create(credential);
		await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { excludeZeroBalanceItems: true } });
		const itemsOf = (rows: IDataObject[]) => rows.map((row) => `${row.itemId as string}@${row.stockLocationId === location('STORE', 'B1') ? 'B1' : 'MAIN'}`);
		const rows = async (filters: IDataObject) => itemsOf(await ok(credential, { operation: 'getRows', id: byId(id), returnAll: true, filters }));

		expect(await rows({})).toEqual(['1001@MAIN', '1001@B1', '1002@MAIN', '1003@MAIN', '1004@MAIN']);
		expect(await rows({ itemIds: ['1001', '1003'] })).toEqual(['1001@MAIN', '1001@B1', '1003@MAIN']);
		expect(await rows({ stockLocationIds: [location('MAIN', 'A2')] })).toEqual(['1002@MAIN', '1004@MAIN']);
		expect(await rows({ itemIdSearch: '00', itemDescriptionSearch: 'skrivbord' })).toEqual(['1002@MAIN', '1003@MAIN']);
		expect(await rows({ secondarysortby: 'totalQuantityInStock', secondaryorder: 'desc', stockPointIds: [point('MAIN').id] })).toEqual([
			'1001@MAIN',
			'1002@MAIN',
			'1003@MAIN',
			'1004@MAIN',
		]);
		expect(await rows({ startingItemId: '1003' })).toEqual(['1003@MAIN', '1004@MAIN']);
		expect(await rows({ startingRowNo: 4 })).toEqual(['1003@MAIN', '1004@MAIN']);
		expect(await rows({ transactionDate: '2026-11-01T00:00:00.000+01:00' })).toEqual([]);
		expect(await rows({ supplierNumbers: '201' })).toEqual(['1003@MAIN', '1004@MAIN']);

		sandbox().clearRequests();
		await rows({
			itemIds: ['1001', '1002'],
			supplierNumbers: '201, 202',
			stockPointIds: [point('MAIN').id],
			stockLocationIds: [location('MAIN', 'A1')],
			transactionDate: '2026-01-01',
			itemIdSearch: '1',
			itemDescriptionSearch: 'stol',
			excludeZeroBalanceItems: false,
			secondarysortby: 'itemDescription',
			secondaryorder: 'asc',
			stateFilter: 'all',
			startingRowNo: 1,
			startingItemId: '1001',
		});
		expect(warehouseRequests()[0].query).toEqual({
			itemIds: ['1001', '1002'],
			supplierNumbers: ['201', '202'],
			stockPointIds: point('MAIN').id,
			stockLocationIds: location('MAIN', 'A1'),
			transactionDate: '2026-01-01',
			itemIdSearch: '1',
			itemDescriptionSearch: 'stol',
			excludeZeroBalanceItems: 'false',
			secondarysortby: 'itemDescription',
			secondaryorder: 'asc',
			stateFilter: 'all',
			startingRowNo: '1',
			startingItemId: '1001',
		});

		// The inbound options belong to their own routes.
		sandbox().clearRequests();
		await ok(credential, { operation: 'getCandidateRows', id: byId(id), returnAll: true, filters: { includeNonInboundItems: true, stateFilter: 'all' } });
		await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { excludeNonInboundItems: true } });
		// Add Rows by Filter reads the stock taking first: it counts what it added even after a lost answer.
		expect(warehouseRequests().map((request) => request.query)).toEqual([{ includeNonInboundItems: 'true' }, {}, { excludeNonInboundItems: 'true' }]);
	});

	it('counts per item and location when the company does not use stock points in stock taking', async () => {
		const { tenantId, credential } = company();
		sandbox().setStockTakingUsesStockPoints(tenantId, false);
		const id = await create(credential);
		expect(stored(tenantId, id)?.usingStockPoints).toBe(false);
		const [added] = await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { itemIds: ['1001'] } });
		expect(added.rowsAdded).toBe(2);
		expect((await ok(credential, { operation: 'get', id: byId(id) }))[0]).toMatchObject({ usingStockPoints: false });
	});

	it('refuses to start without a date, and counted rows before it is started, before writing', async () => {
		const { credential, place } = company();
		const id = await create(credential);
		sandbox().clearRequests();
		const undated = await run(credential, { operation: 'update', id: byId(id), updateFields: { state: 'started' } });
		expect(undated.error('Fortnox')?.message).toBe('Date is missing: a started stock taking needs a date: the day the stock is counted');
		const early = await run(credential, { operation: 'update', id: byId(id), updateRows: true, rowsInput: 'json', rowsJson: JSON.stringify([{ ...place('1001', 'MAIN', 'A1'), stockTakenQuantity: 3 }]) });
		expect(early.error('Fortnox')?.message).toBe('Rows cannot be counted while the stock taking is planning: set State to Started (with a date), in this update or before');
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET', 'GET']);

		// Both in one update: start with a date and count.
		await ok(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { itemIds: ['1001'] } });
		const [started] = await ok(credential, {
			operation: 'update',
			id: byId(id),
			updateRows: true,
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ ...place('1001', 'MAIN', 'A1'), stockTakenQuantity: 3 }]),
			updateFields: { state: 'started', date: TODAY, name: 'Spot check' },
		});
		expect(started).toMatchObject({ state: 'started', date: TODAY, name: 'Spot check', responsible: 'Anna Svensson' });
	});

	it.each([
		['the state completed', { updateFields: { state: '={{ "completed" }}' } }, 'State "completed" cannot be set by an update: use the Release operation'],
		['the state voided', { updateFields: { state: '={{ "voided" }}' } }, 'State "voided" cannot be set by an update: use the Void operation'],
		['a name of 51 characters', { updateFields: { name: 'n'.repeat(51) } }, 'Name is 51 characters long: it must be 1 to 50 characters'],
		['an empty responsible', { updateFields: { responsible: '={{ " " }}' } }, 'Responsible is 0 characters long: it must be 1 to 50 characters'],
		['a row without its stock location', { updateRows: true, rowsInput: 'json', rowsJson: '[{"itemId": "1001", "stockPointId": "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10"}]' }, 'Row 1 Stock Location is missing: every stock taking row needs its stock location ID'],
		['a row without its item', { updateRows: true, rowsInput: 'json', rowsJson: '[{"stockPointId": "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10"}]' }, 'Row 1 Item is missing: every row needs an item'],
		['a negative count', { updateRows: true, rowsInput: 'json', rowsJson: '[{"itemId": "1001", "stockPointId": "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10", "stockLocationId": "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f11", "stockTakenQuantity": -1}]' }, 'Row 1 Stock Taken Quantity -1 is out of range: it must be at least 0'],
		['a stock point by code', { updateRows: true, rowsInput: 'json', rowsJson: '[{"itemId": "1001", "stockPointCode": "MAIN"}]' }, /^Row 1 stockPointCode is not a field of a stock taking row/],
		['a counter of 101 characters', { updateRows: true, rowsInput: 'json', rowsJson: `[{"itemId": "1001", "stockPointId": "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10", "stockLocationId": "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f11", "countedBy": "${'c'.repeat(101)}"}]` }, 'Row 1 Counted By is 101 characters long: it must be 0 to 100 characters'],
	])('refuses an update with %s and sends nothing', async (_case, change, message) => {
		const { credential } = company();
		const id = await create(credential);
		sandbox().clearRequests();
		const refused = await run(credential, { operation: 'update', id: byId(id), ...change });
		expect(refused.error('Fortnox')?.message).toMatch(message);
		expect(warehouseRequests()).toEqual([]);
	});

	it.each([
		['a name of 51 characters', { name: 'n'.repeat(51) }, 'Name is 51 characters long: it must be 1 to 50 characters'],
		['no responsible', { responsible: '={{ "" }}' }, 'Responsible is missing: it is required'],
		['a date that is no date', { additionalFields: { date: 'Friday' } }, 'Date "Friday" is not a date: use a date such as 2026-11-22'],
		['a sorting ID of 1.5', { additionalFields: { sortingId: 1.5 } }, 'Sorting ID "1.5" is not a whole number: enter a whole number'],
	])('refuses to create with %s and sends nothing', async (_case, change, message) => {
		const { credential } = company();
		sandbox().clearRequests();
		const refused = await run(credential, { operation: 'create', name: 'Count', responsible: 'Anna', ...change });
		expect(refused.error('Fortnox')?.message).toMatch(message);
		expect(warehouseRequests()).toEqual([]);
	});

	it('refuses bad row filters before sending', async () => {
		const { credential } = company();
		const id = await create(credential);
		sandbox().clearRequests();
		const point = await run(credential, { operation: 'addRowsByFilter', id: byId(id), filters: { stockPointIds: 'MAIN' } });
		expect(point.error('Fortnox')?.message).toMatch(/^Stock Points "MAIN" has the wrong format: it must be a UUID/);
		const state = await run(credential, { operation: 'getRows', id: byId(id), returnAll: true, filters: { stateFilter: '={{ "counted" }}' } });
		expect(state.error('Fortnox')?.message).toMatch(/^Row State "counted" is not a valid value: use one of all, notStockTaken/);
		const date = await run(credential, { operation: 'deleteRowsByFilter', id: byId(id), filters: { transactionDate: 'yesterday' } });
		expect(date.error('Fortnox')?.message).toBe('Transaction Date "yesterday" is not a date: use a date such as 2026-11-22');
		const noRow = await run(credential, { operation: 'deleteRow', id: byId(id), rowId: '={{ " " }}' });
		expect(noRow.error('Fortnox')?.message).toBe('Row ID is missing: it is required');
		expect(warehouseRequests()).toEqual([]);
	});

	it('refuses to update a completed stock taking after reading it; Fortnox refuses to delete or void it', async () => {
		const { tenantId, credential, point } = company();
		const id = await startedForMain(credential, point('MAIN').id);
		await ok(credential, { operation: 'release', id: byId(id) });

		sandbox().clearRequests();
		const update = await run(credential, { operation: 'update', id: byId(id), updateFields: { name: 'Renamed' } });
		expect(update.error('Fortnox')?.message).toBe(
			`Stock Taking ${id} is completed: Only a stock taking in planning or started can be updated; a completed or voided one stays as it is`,
		);
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET']);

		const deleted = (await run(credential, { operation: 'delete', id: byId(id) })).error('Fortnox') as NodeError;
		expect(deleted.message).toBe('The stock taking is completed (released). Only a stock taking in planning or started can be changed; a completed or voided one stays as it is');
		expect(deleted.context?.code).toBe('cannot_modify_released_document');
		expect(deleted.httpCode).toBe('400');
		const rows = (await run(credential, { operation: 'addRowsByFilter', id: byId(id) })).error('Fortnox') as NodeError;
		expect(rows.context?.code).toBe('cannot_modify_released_document');
		const voided = (await run(credential, { operation: 'void', id: byId(id) })).error('Fortnox') as NodeError;
		expect(voided.context?.code).toBe('cannot_modify_released_document');
		expect(voided.message).toMatch(/completed/);
		expect(stored(tenantId, id)?.state).toBe('completed');
	});

	it('deletes a stock taking in planning with its rows', async () => {
		const { tenantId, credential } = company();
		const id = await create(credential);
		await ok(credential, { operation: 'addRowsByFilter', id: byId(id) });
		sandbox().clearRequests();
		const [deleted] = await ok(credential, { operation: 'delete', id: byId(id) });
		expect(deleted).toEqual({ id, deleted: true });
		expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: `${PATH}/${id}` })]);
		expect(stored(tenantId, id)).toBeUndefined();
		const gone = (await run(credential, { operation: 'get', id: byId(id) })).error('Fortnox') as NodeError;
		expect(gone.httpCode).toBe('404');
	});

	it('voids a started stock taking (stock unchanged) and then refuses to release it', async () => {
		const { tenantId, credential, point, place } = company();
		const id = await startedForMain(credential, point('MAIN').id);
		await ok(credential, { operation: 'update', id: byId(id), updateRows: true, rowsInput: 'json', rowsJson: JSON.stringify([{ ...place('1004', 'MAIN', 'A2'), stockTakenQuantity: 1 }]) });
		const [voided] = await ok(credential, { operation: 'void', id: byId(id) });
		expect(voided).toMatchObject({ id, state: 'voided' });
		const release = (await run(credential, { operation: 'release', id: byId(id) })).error('Fortnox') as NodeError;
		expect(release.message).toBe('The stock taking is voided. Only a stock taking in planning or started can be changed; a completed or voided one stays as it is');
		expect(release.context?.code).toBe('document_is_voided');
		expect(sandbox().stock(tenantId, '1004', 'MAIN', 'A2').inStock).toBe(200);
	});

	it('explains a refused release: still in planning, or dated after today', async () => {
		const { tenantId, credential, point } = company();
		const planning = await create(credential, { date: TODAY });
		const notStarted = (await run(credential, { operation: 'release', id: byId(planning) })).error('Fortnox') as NodeError;
		expect(notStarted.message).toBe(
			'Fortnox would not release the stock taking. It must be started (Update with State Started and a date), its date not in the future nor in a locked period',
		);
		expect(notStarted.description).toContain('Fortnox said:');

		const future = await startedForMain(credential, point('MAIN').id, '2026-11-24');
		const early = (await run(credential, { operation: 'release', id: byId(future) })).error('Fortnox') as NodeError;
		expect(early.context?.code).toBe('cannot_release_later_than_current_date');
		expect(stored(tenantId, future)?.state).toBe('started');
	});

	it('under Continue On Fail, a bad item fails alone and nothing is sent for it', async () => {
		const { tenantId, credential } = company();
		sandbox().clearRequests();
		const result = await run(
			credential,
			{ operation: 'create', name: '={{ $json.name }}', responsible: 'Anna' },
			{ items: [{ name: 'Shelf A' }, { name: 'x'.repeat(51) }, { name: 'Shelf B' }], continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.name ?? item.json.error)).toEqual(['Shelf A', 'Name is 51 characters long: it must be 1 to 50 characters', 'Shelf B']);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(writes()).toHaveLength(2);
		expect(sandbox().tenant(tenantId).warehouse.stockTakings.map((stockTaking) => stockTaking.name)).toEqual(['Shelf A', 'Shelf B']);
	});
});
