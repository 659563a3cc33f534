import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { FINANCIAL_YEARS, VOUCHERS } from '../shared/kinds';
import { classicChanges, classicChangesAt } from '../shared/polling';
import { EVERY_RECORD, fortnoxApiRequest } from '../shared/transport';
import type { TriggerEvent } from './events';
import type { Fired } from './memory';
import type { RecordRef } from '../shared/transport/record';
import { stockholmMinute } from '../shared/polling/stockholm-time';
import type { Sampler, Work } from './work';

export const VOUCHER_CREATED: TriggerEvent = 'voucherCreated';

/**
 * Vouchers are kept per financial year, and Fortnox's OpenAPI gives their list only `financialyear`
 * (no `lastmodified`). Fortnox numbers a year's vouchers upwards in each series and never deletes
 * one (a mistake is corrected by another voucher), so a year's count only grows: the trigger remembers
 * per year the count and the highest number of each series, asks each poll for the count alone (one
 * record), and reads the year's list only when the count grew. It watches the financial year holding
 * today's date (Stockholm) and the one before it, where vouchers still come until the year is closed.
 */
export interface VoucherMemory {
	years: Record<string, { total: number; highest: Record<string, number> }>;
}

/** The ids of the years watched: the year holding today (in Stockholm, by Fortnox's clock), and the one before it (if any). */
async function watchedYears(context: IPollFunctions): Promise<number[]> {
	const { records: years, at } = await classicChangesAt(context, { path: FINANCIAL_YEARS.path, listKey: FINANCIAL_YEARS.plural }, EVERY_RECORD);
	const today = stockholmMinute(at ?? Date.now()).slice(0, 10);
	const current = years.find((year) => String(year.FromDate) <= today && today <= String(year.ToDate));
	if (!current) return [];
	const earlier = years.filter((year) => String(year.ToDate) < String(current.FromDate)).sort((a, b) => String(b.ToDate).localeCompare(String(a.ToDate)));
	return [...earlier.slice(0, 1), current].map((year) => Number(year.Id));
}

/** How many vouchers the year holds, as Fortnox reports it for a page of one. */
async function voucherCount(context: IPollFunctions, year: number): Promise<number> {
	const body = await fortnoxApiRequest(context, { method: 'GET', path: VOUCHERS.path, qs: { financialyear: year, limit: 1 } });
	return Number((body.MetaInformation as IDataObject | undefined)?.['@TotalResources'] ?? 0);
}

/** The highest voucher number of each series. */
function highestBySeries(vouchers: IDataObject[]): Record<string, number> {
	const highest: Record<string, number> = {};
	for (const voucher of vouchers) {
		const series = String(voucher.VoucherSeries);
		highest[series] = Math.max(highest[series] ?? 0, Number(voucher.VoucherNumber));
	}
	return highest;
}

const ref = (year: number, voucher: IDataObject): RecordRef => ({
	path: `${VOUCHERS.path}/${encodeURIComponent(String(voucher.VoucherSeries))}`,
	recordKey: 'Voucher',
	id: String(voucher.VoucherNumber),
	qs: { financialyear: year },
});

/**
 * The vouchers created since `memory` (none without one: the baseline), as work for the poll (each is
 * fetched whole with its rows), and the memory after them. A year first seen after the baseline (a new
 * financial year) starts empty: every voucher in it is new.
 */
export async function voucherWork(context: IPollFunctions, memory: VoucherMemory | undefined): Promise<{ work: Work[]; memory: VoucherMemory }> {
	const next: VoucherMemory = { years: {} };
	const work: Work[] = [];
	for (const year of await watchedYears(context)) {
		const known = memory ? (memory.years[year] ?? { total: 0, highest: {} }) : undefined;
		const total = await voucherCount(context, year);
		if (known && known.total === total) {
			next.years[year] = known;
			continue;
		}
		const vouchers = await classicChanges(context, { path: VOUCHERS.path, listKey: VOUCHERS.plural, qs: { financialyear: year } }, EVERY_RECORD);
		next.years[year] = { total: vouchers.length, highest: highestBySeries(vouchers) };
		if (!known) continue;
		const created = vouchers.filter((voucher) => Number(voucher.VoucherNumber) > (known.highest[String(voucher.VoucherSeries)] ?? 0));
		for (const voucher of created) work.push({ ref: ref(year, voucher), events: [VOUCHER_CREATED], item: voucher });
	}
	return { work, memory: next };
}

/** For a manual test: the newest voucher of the latest watched year (the last of its list). */
export async function latestVoucher(context: IPollFunctions, sample: Sampler): Promise<Fired[]> {
	const [year] = (await watchedYears(context)).slice(-1);
	if (year === undefined) return [];
	const [newest] = await classicChanges(context, { path: VOUCHERS.path, listKey: VOUCHERS.plural, qs: { financialyear: year, sortorder: 'descending' } }, { returnAll: false, limit: 1 });
	if (!newest) return [];
	const record = await sample(VOUCHER_CREATED, ref(year, newest), newest);
	return record ? [{ event: VOUCHER_CREATED, record }] : [];
}
