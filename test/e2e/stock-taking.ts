import type { IDataObject } from 'n8n-workflow';

import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution, type RealN8n } from './harness';

const FILE = 'stock-taking.json';

/** The example's scanner counts, as its "Scanner export" node lists them: item, shelf of MAIN, counted. */
interface Scan {
	itemId: string;
	location: string;
	counted: number;
}

/**
 * examples/stock-taking.json in a real n8n: a stock taking of MAIN from start to release, with
 * counts from a scanner export; checked on n8n's recorded execution and on the sandbox's ledger.
 */
export function describeStockTakingExample(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		let execution: Execution;
		const demo = () => real().sandbox.tenant('demo').warehouse;
		const json = (node: string) => outputOf(execution, node).map((item) => item.json);
		const main = () => [...demo().stockPoints.values()].find((point) => point.code === 'MAIN')!;
		const shelf = (locationId: unknown) => main().stockLocations.find((location) => location.id === locationId)?.code;

		beforeAll(async () => {
			// The workflow dates the count with n8n's today (Stockholm time); the sandbox's own today is the UTC date.
			const stockholmToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
			real().sandbox.setWarehouseToday('demo', stockholmToday);
			try {
				execution = await real().runExample(FILE);
			} finally {
				real().sandbox.setWarehouseToday('demo', null);
			}
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node of the workflow successfully', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it('creates a stock taking, starts it with a date, and adds a row for every item place of MAIN', () => {
			const [created] = json('Create stock taking');
			const [started] = json('Start counting today');
			const rows = json('Read the rows');

			expect(created).toMatchObject({ state: 'planning', responsible: 'Warehouse team', name: expect.stringMatching(/^Count of MAIN \d{4}-\d{2}-\d{2}$/) });
			expect(started).toMatchObject({ id: created.id, state: 'started', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
			expect(json('Add the rows of MAIN')).toEqual([{ stockTakingId: created.id, rowsAdded: rows.length }]);
			expect(rows.length).toBeGreaterThanOrEqual(4);
			expect(rows.every((row) => row.stockPointId === main().id && row.stockTakenQuantity === null)).toBe(true);
		});

		it('releases the stock taking: the stock of every counted row is its count in the ledger, the rest unchanged', () => {
			const [created] = json('Create stock taking');
			const scans = json('Scanner export') as unknown as Scan[];
			const rows = json('Read the rows');
			const stored = demo().stockTakings.find((stockTaking) => stockTaking.id === created.id);

			expect(json('Release')).toEqual([expect.objectContaining({ id: created.id, state: 'completed' })]);
			expect(stored?.state).toBe('completed');
			for (const scan of scans) {
				expect([scan.itemId, scan.location, real().sandbox.stock('demo', scan.itemId, 'MAIN', scan.location).inStock]).toEqual([
					scan.itemId,
					scan.location,
					scan.counted,
				]);
			}
			const unscanned = rows.filter((row) => !scans.some((scan) => scan.itemId === row.itemId && scan.location === shelf(row.stockLocationId)));
			for (const row of unscanned) {
				const code = String(shelf(row.stockLocationId));
				expect([row.itemId, code, real().sandbox.stock('demo', String(row.itemId), 'MAIN', code).inStock]).toEqual([row.itemId, code, row.totalQuantityInStock]);
			}
		});

		it('outputs the rows whose count differed from the books, with the correction', () => {
			const scans = json('Scanner export') as unknown as Scan[];
			const before = (scan: Scan) =>
				json('Read the rows').find((row) => row.itemId === scan.itemId && shelf(row.stockLocationId) === scan.location)?.totalQuantityInStock as number;
			const expected = scans
				.filter((scan) => scan.counted !== before(scan))
				.map((scan): IDataObject => ({ itemId: scan.itemId, shelf: scan.location, inBooks: before(scan), counted: scan.counted, correction: scan.counted - before(scan) }));

			expect(expected.length).toBeGreaterThan(0);
			expect(json('Deviation report')).toEqual(expected);
			expect(json('Get the deviations').every((row) => row.stockTakenQuantity !== row.totalQuantityInStock)).toBe(true);
		});
	});
}
