import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { failedPoll, onePollAtATime, PollBudget, pollMemory, readEvents, refusalEnded, refusalReportedLately, refuseSetting } from '../shared/polling';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../shared/transport';
import { ARTICLES, STOCK_BALANCE } from '../shared/kinds';
import { commaList } from '../shared/warehouse/list-filters';
import { warehouseList } from '../shared/warehouse/request';
import type { DocumentCursor, DocumentEvent } from './documents';
import { DOCUMENT_KINDS, documentEvents, eventsOf, latestEvents } from './documents';
import type { WarehouseEvent } from './events';
import { EVENT_OPTIONS, STOCK_EVENT } from './events';
import type { StockCursor, StockSettings } from './stock';
import { belowThreshold, stockCrossings, stockScope } from './stock';

/** The node's static data: one cursor per watched list. */
interface TriggerState {
	documents?: Record<string, DocumentCursor>;
	stock?: StockCursor;
}

/** Far above any stock a warehouse holds: a larger threshold (1e308) is a typo, not a level. */
const MAX_THRESHOLD = 1_000_000_000;

function readStockSettings(context: IPollFunctions): StockSettings {
	const stockPointCode = String(context.getNodeParameter('stockPointCode', '') ?? '').trim();
	if (!stockPointCode) refuseSetting(context, 'Stock Point', 'is missing', 'it is required for Stock Below Threshold');
	if (stockPointCode.length > 10) refuseSetting(context, 'Stock Point', `is ${stockPointCode.length} characters long`, 'a stock point code has 1 to 10 characters');
	const raw = context.getNodeParameter('threshold', 0) as unknown;
	const threshold = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
	if (!Number.isFinite(threshold) || threshold < 0 || threshold > MAX_THRESHOLD) {
		refuseSetting(context, 'Threshold', `is ${JSON.stringify(raw)}`, `it must be a stock level from 0 to ${MAX_THRESHOLD.toLocaleString('en')}, e.g. 5`);
	}
	if (context.getNodeParameter('watch', 'allItems') !== 'someItems') return { stockPointCode, itemIds: [], threshold };
	const itemIds = commaList(context.getNodeParameter('itemIds', []))?.split(',');
	if (!itemIds) refuseSetting(context, 'Items', 'are empty', 'choose at least one item, or watch all items');
	return { stockPointCode, itemIds, threshold };
}

/**
 * The stock point and the chosen items exist in the company: otherwise the stock list is simply
 * empty for them and the trigger would wait for ever without a word. Checked when the watch starts
 * (activation, or new settings) and in the manual test, before the lists are read.
 */
async function checkStockSettings(context: IPollFunctions, stock: StockSettings): Promise<void> {
	const points = await warehouseList(context, { path: '/stockpoints-v1', qs: { q: stock.stockPointCode, state: 'ALL' } }, EVERY_RECORD);
	if (!points.some((point) => String(point.code).toUpperCase() === stock.stockPointCode.toUpperCase())) {
		refuseSetting(context, 'Stock Point', `"${stock.stockPointCode}" is no stock point of this company`, 'choose one from the list');
	}
	for (const itemId of stock.itemIds) {
		// Fortnox's article number filter finds the numbers that contain it: the item is the one equal to it.
		const found = await classicList(context, { path: ARTICLES.path, listKey: ARTICLES.plural, qs: { articlenumber: itemId } }, EVERY_RECORD);
		if (!found.some((article) => String(article.ArticleNumber) === itemId)) {
			refuseSetting(context, 'Items', `include "${itemId}", which is no article of this company`, 'choose the items from the list');
		}
	}
}

/**
 * The article of each item, for its supplier, purchase price and Fortnox's own stock warning level,
 * while the poll's budget lasts: the items it had no time for are left for the next poll.
 */
async function withArticles(context: IPollFunctions, records: IDataObject[], budget: PollBudget): Promise<{ withItem: IDataObject[]; left: IDataObject[] }> {
	const withItem: IDataObject[] = [];
	for (const [k, record] of records.entries()) {
		if (!budget.allows()) return { withItem, left: records.slice(k) };
		const { Article } = await fortnoxApiRequest<{ Article: IDataObject }>(context, {
			method: 'GET',
			path: `${ARTICLES.path}/${encodeURIComponent(String(record.itemId))}`,
		});
		withItem.push({ ...record, item: Article });
	}
	return { withItem, left: [] };
}

/** The document with its event first; `previousState` is there only for a state change. */
const documentItem = ({ event, document, ...change }: DocumentEvent): IDataObject => ({ event, ...document, ...change });

const stockItem = (record: IDataObject, threshold: number): IDataObject => ({ event: STOCK_EVENT, ...record, threshold });

/**
 * One poll: read every watched list (one request each, more only for a list longer than a page;
 * one that changes between its pages is read again, so no document slips between them), work out
 * what happened since the cursors, and only then move the cursors, in the same step that hands the
 * events to n8n. A failing request throws before any cursor moved, so the next poll reports what
 * this one could not. A tick that finds the previous poll still running is skipped, and the articles
 * of Include Item Details are fetched only while the poll's budget lasts.
 */
export async function pollWarehouse(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const wanted = readEvents<WarehouseEvent>(this, EVENT_OPTIONS.map((option) => option.value));
	const stock = wanted.has(STOCK_EVENT) ? readStockSettings(this) : undefined;
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const manual = this.getMode() === 'manual';
	const kinds = DOCUMENT_KINDS.filter((kind) => eventsOf(kind).some((event) => wanted.has(event)));

	const run = async (): Promise<INodeExecutionData[][] | null> => {
		// A manual test reads the memory as it is and changes nothing.
		const memory = manual ? undefined : await pollMemory<TriggerState>(this);
		const state = memory?.state ?? (this.getWorkflowStaticData('node') as TriggerState);
		const budget = new PollBudget(this);
		if (stock && (manual || state.stock?.scope !== stockScope(stock))) await checkStockSettings(this, stock);
		const lists: IDataObject[][] = [];
		for (const kind of kinds) lists.push(await warehouseList(this, { path: kind.path, qs: kind.qs }, EVERY_RECORD));
		const balance = stock
			? await warehouseList(
					this,
					{
						path: STOCK_BALANCE.path,
						qs: { stockPointCodes: stock.stockPointCode, ...(stock.itemIds.length ? { itemIds: stock.itemIds.join(',') } : {}) },
					},
					EVERY_RECORD,
				)
			: [];

		const emitFirst = options.emitOnFirstPoll === true;
		const found: DocumentEvent[] = [];
		// Only the watched lists keep a cursor: a list watched again later starts afresh.
		const cursors: Record<string, DocumentCursor> = {};
		kinds.forEach((kind, k) => {
			if (manual) {
				found.push(...latestEvents(kind, lists[k], wanted));
				return;
			}
			const cursor = state.documents?.[kind.key];
			const result = documentEvents(kind, lists[k], cursor, wanted);
			if (cursor || emitFirst) found.push(...result.events);
			cursors[kind.key] = result.cursor;
		});

		let crossed: IDataObject[] = [];
		let stockCursor: StockCursor | undefined;
		if (stock) {
			const below = belowThreshold(balance, stock);
			const scope = stockScope(stock);
			const result = stockCrossings(below, manual ? undefined : state.stock, scope);
			crossed = manual || state.stock?.scope === scope || emitFirst ? result.crossed : [];
			stockCursor = result.cursor;
		}
		if (crossed.length && options.includeItem === true) {
			const { withItem, left } = await withArticles(this, crossed, budget);
			crossed = withItem;
			// Not reported yet: still below at the next poll, they are reported then.
			const unreported = new Set(left.map((record) => String(record.itemId)));
			if (stockCursor) stockCursor.below = stockCursor.below.filter((itemId) => !unreported.has(itemId));
		}

		if (!manual) {
			state.documents = cursors;
			if (stockCursor) state.stock = stockCursor;
			else delete state.stock;
			memory?.keep();
		}
		const items = [...found.map(documentItem), ...crossed.map((record) => stockItem(record, stock?.threshold ?? 0))];
		return items.length ? [this.helpers.returnJsonArray(items)] : null;
	};
	try {
		// A manual test touches no memory: it may run beside the active trigger's poll.
		if (manual) return await run();
		const polled = await onePollAtATime(this, run);
		refusalEnded(this);
		return polled;
	} catch (error) {
		if (refusalReportedLately(this, error)) return null;
		throw failedPoll(this, error);
	}
}
