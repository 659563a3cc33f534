import type { IDataObject } from 'n8n-workflow';

import { ACTIVATION_MARGIN_MS } from '../../nodes/shared/activation-margin';
import { isChecked } from '../contract/checked-paths';
import { contractProblems } from '../contract/openapi-contract';
import type { NodeSpec } from './run-workflow';
import { runNode } from './run-workflow';
import type { Sandbox } from './sandbox';
import { accessTokenCredential, startSandbox } from './sandbox';

/** A record locator in "By Number" mode, as an expression or the editor leaves it. */
export const byNumber = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });

/** The day `days` after `date` (YYYY-MM-DD). */
export const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type SalesKind = 'invoices' | 'orders' | 'offers';

/** Each kind's row quantity field, and the text of a one-row document's row. */
const ONE_ROW = {
	invoice: { quantity: 'DeliveredQuantity', description: 'Konsulttimmar' },
	order: { quantity: 'OrderedQuantity', description: 'Montering' },
	offer: { quantity: 'Quantity', description: 'Städning, kontor' },
};

/** What a test of the sales resources needs: the sandbox's "today", its stored documents, a company to sell from. */
function salesHelpers(sandbox: () => Sandbox) {
	return {
		/** "Today" as the sandbox reads it: Stockholm's date by the sandbox clock. */
		today: () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(sandbox().now()),
		/** Fortnox's clock moves past the triggers' activation margin: what was made until now is history to a first poll. */
		madeLongAgo: () => sandbox().setTime(sandbox().now() + ACTIVATION_MARGIN_MS + 2 * 60_000),
		/** A document as the sandbox holds it; a missing one fails the test. */
		storedDocument(tenantId: string, kind: SalesKind, number: unknown) {
			const found = sandbox().tenant(tenantId).sales[kind].find((document) => document.head.DocumentNumber === String(number));
			if (!found) throw new Error(`no ${kind} ${String(number)} in the sandbox`);
			return found;
		},
		/** A document of one text row made through the node (what a test needs to act on); returns its document number. */
		async oneRowDocument(kind: keyof typeof ONE_ROW, credential: NodeSpec['credential'], customer: string, price = 1000, additionalFields: IDataObject = {}): Promise<string> {
			const { quantity, description } = ONE_ROW[kind];
			const created = await runNode({
				type: 'fortnox',
				credential,
				parameters: {
					resource: kind,
					operation: 'create',
					customer: byNumber(customer),
					rowsInput: 'fields',
					rows: { row: [{ Description: description, [quantity]: 1, rowFields: { Price: price } }] },
					additionalFields,
				},
			});
			expect(created.error()).toBeUndefined();
			return String(created.items[0].json.DocumentNumber);
		},
		/**
		 * A company to sell from, made through the node as a user would: its customers (name and fields)
		 * and service articles (number, description, price, 25 % VAT); the request log starts afresh.
		 */
		async salesCompany(
			{ customers, articles }: { customers: Array<readonly [string, IDataObject]>; articles: Array<readonly [string, string, number]> },
			{ tenant, credential }: { tenant: { tenantId: string }; credential: NodeSpec['credential'] } = accessTokenCredential(sandbox()),
		) {
			const numbers: string[] = [];
			for (const [name, additionalFields] of customers) {
				const made = await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'create', name, additionalFields } });
				expect(made.error()).toBeUndefined();
				numbers.push(String(made.items[0].json.CustomerNumber));
			}
			for (const [ArticleNumber, description, SalesPrice] of articles) {
				const made = await runNode({
					type: 'fortnox',
					credential,
					parameters: { resource: 'article', operation: 'create', description, additionalFields: { ArticleNumber, SalesPrice, VAT: 25, Unit: 'st', Type: 'SERVICE', StockGoods: false } },
				});
				expect(made.error()).toBeUndefined();
			}
			sandbox().clearRequests();
			return { tenantId: tenant.tenantId, credential, customer: numbers[0], other: numbers[1] };
		},
	};
}

/**
 * For a test file of the everyday core: a sandbox that records requests, and after each test a check
 * that every request the nodes sent to a core path matches Fortnox's OpenAPI (method, path, query
 * names, body fields and their limits).
 */
export function useCoreSandbox(): { sandbox: () => Sandbox; coreRequests: () => Sandbox['requests'] } & ReturnType<typeof salesHelpers> {
	let current: Sandbox | undefined;
	beforeAll(async () => {
		current = await startSandbox({ recordRequests: true, rateLimit: false });
	});
	afterAll(async () => await current?.close());
	const sandbox = () => {
		if (!current) throw new Error('the sandbox did not start');
		return current;
	};
	const coreRequests = () => sandbox().requests.filter((request) => isChecked(request.path));
	afterEach(() => {
		const problems = coreRequests().flatMap((request) => contractProblems(request));
		sandbox().clearRequests();
		expect(problems).toEqual([]);
	});
	return { sandbox, coreRequests, ...salesHelpers(sandbox) };
}
