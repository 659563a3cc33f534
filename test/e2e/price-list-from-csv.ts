// The price-list-from-csv example in a real n8n, activated: a webshop's price export posted to its
// webhook becomes the prices of price list A, quantity steps included; posted again with changed
// prices, the same prices are updated and none is added.
import type { SandboxPrice } from '../../sandbox';
import { EXAMPLE_RUN_TIMEOUT_MS, postCsv, readExample, type Execution, type RealN8n } from './harness';

const FILE = 'price-list-from-csv.json';
/** Articles of the demo company, their first price and a price from 10 (or 100) pieces. */
const PRICES = [
	{ PriceList: 'A', ArticleNumber: '1001', FromQuantity: 0, Price: 2490 },
	{ PriceList: 'A', ArticleNumber: '1001', FromQuantity: 10, Price: 2290 },
	{ PriceList: 'A', ArticleNumber: '1003', FromQuantity: 0, Price: 399 },
	{ PriceList: 'A', ArticleNumber: '1004', FromQuantity: 0, Price: 29.9 },
	{ PriceList: 'A', ArticleNumber: '1004', FromQuantity: 100, Price: 24.5 },
];
/** The export as a webshop writes it: the first step's FromQuantity left empty. */
const csv = (rows: typeof PRICES) =>
	['PriceList,ArticleNumber,FromQuantity,Price', ...rows.map((row) => [row.PriceList, row.ArticleNumber, row.FromQuantity || '', row.Price.toFixed(2)].join(','))].join('\n') + '\n';
/** The next month's export: two prices lowered. */
const LOWERED = PRICES.map((row) => (row.ArticleNumber === '1001' ? { ...row, Price: row.Price - 100 } : row));

/** The prices as the file lists them: by list, article and step (the node creates several at once, in any order). */
const keyed = (prices: SandboxPrice[]) =>
	prices
		.map(({ PriceList, ArticleNumber, FromQuantity, Price }) => ({ PriceList, ArticleNumber, FromQuantity, Price }))
		.sort((a, b) => a.PriceList.localeCompare(b.PriceList) || a.ArticleNumber.localeCompare(b.ArticleNumber) || a.FromQuantity - b.FromQuantity);

export function describePriceListFromCsv(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const example = readExample(FILE);
		const prices = () => keyed(real().sandbox.tenant('demo').prices);
		const runs: Array<{ execution: Execution; prices: ReturnType<typeof prices> }> = [];
		const seen: string[] = [];

		/** Posts a price export as a webshop would. */
		async function post(body: string) {
			const { execution } = await postCsv(real, { path: 'fortnox-price-list-csv', workflowId: example.id, body, seen });
			runs.push({ execution, prices: prices() });
		}

		beforeAll(async () => {
			expect(prices()).toEqual([]);
			expect(await real().api(`/workflows/${example.id}/activate`, 'POST')).toMatchObject({ id: example.id, active: true });
			await post(csv(PRICES));
			await post(csv(LOWERED));
		}, 2 * EXAMPLE_RUN_TIMEOUT_MS);

		afterAll(async () => {
			await real().api(`/workflows/${example.id}/deactivate`, 'POST');
		});

		it('creates every price of the first file, quantity steps included, and updates none', () => {
			const [first] = runs;
			const { runData, error } = first.execution.data.resultData;

			expect({ mode: first.execution.mode, status: first.execution.status, error: error?.message }).toEqual({ mode: 'webhook', status: 'success', error: undefined });
			expect(first.prices).toEqual(PRICES);
			expect(runData['Create the price'][0].data!.main[0]!.map((item) => [item.json.ArticleNumber, item.json.FromQuantity, item.json.Price])).toEqual(
				PRICES.map((row) => [row.ArticleNumber, row.FromQuantity, row.Price]),
			);
			expect(runData['Update the price']).toBeUndefined();
		});

		it('updates the prices of the second file in place: the lowered ones change, none is added', () => {
			const [, second] = runs;
			const { runData, error } = second.execution.data.resultData;

			expect({ status: second.execution.status, error: error?.message }).toEqual({ status: 'success', error: undefined });
			expect(second.prices).toEqual(LOWERED);
			expect(runData['Update the price'][0].data!.main[0]!).toHaveLength(PRICES.length);
			expect(runData['Create the price']).toBeUndefined();
		});
	});
}
