// @ts-check
'use strict';

/**
 * Straight-line depreciation, month by month: an asset's book value above its residual value is
 * spread evenly over the months from the start of its depreciation (AcquisitionStart, else
 * AcquisitionDate) to DepreciationFinal, both months counted. A run depreciates the whole months
 * due up to a day (a month is due once its last day is on or before it) as the share of what is
 * left: after a write-down, write-up or partial sale the rest is spread over the months that are
 * left, and the last month takes what is left, so the asset ends at its residual value exactly.
 */

/** @typedef {import('./state').Asset} Asset */

/** Months since year 0 of a YYYY-MM-DD day. @param {string} date */
const monthOf = (date) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** The last day of a month counted by monthOf. @param {number} month */
function lastDayOf(month) {
	const year = Math.floor(month / 12);
	const day = new Date(Date.UTC(year, (month % 12) + 1, 0));
	return day.toISOString().slice(0, 10);
}

/** The first month not yet depreciated. @param {Asset} asset */
const firstOpenMonth = (asset) => (asset.DepreciatedTo ? monthOf(asset.DepreciatedTo) + 1 : monthOf(asset.AcquisitionStart || asset.AcquisitionDate));

/**
 * What a depreciation up to `until` does to an asset: the whole months due, the amount and the day
 * it is depreciated to; none when no month is due.
 * @param {Asset} asset @param {string} until YYYY-MM-DD
 * @returns {{ months: number, amount: number, to: string, final: boolean } | undefined}
 */
function depreciationDue(asset, until) {
	const first = firstOpenMonth(asset);
	const lastPlanned = monthOf(asset.DepreciationFinal);
	// A month is due once its last day has come.
	const lastDue = Math.min(lastPlanned, until >= lastDayOf(monthOf(until)) ? monthOf(until) : monthOf(until) - 1);
	const months = lastDue - first + 1;
	if (months <= 0) return undefined;
	const left = lastPlanned - first + 1;
	const base = Math.max(0, asset.bookValue - asset.DepreciateToResidualValue);
	const final = months === left;
	const amount = final ? base : Math.round((base * months) / left);
	return { months, amount, to: lastDayOf(lastDue), final };
}

module.exports = { depreciationDue, monthOf, lastDayOf };
