/**
 * A SIE 4 export of a busy year, read by the Fortnox node: the sandbox holds N vouchers (default
 * 10,000) of three rows each in one financial year, and SIE → Get (type 4) runs through n8n's engine
 * with Parse "Accounts With Balances", then "Verifications With Rows". Prints the file's size, the
 * seconds, and how far heap and RSS rose above where they stood before the run (sampled every 10 ms;
 * the sandbox making the file runs in this process too, so its share is in the figure). Checks the
 * parsed sums against the vouchers the sandbox holds. Last, the reader alone on the same file, outside n8n.
 *
 *   npm run bench:sie
 *   npm run bench:sie -- --vouchers=50000
 *   npm run bench:sie -- --only=accounts        (accounts, verifications, reader; comma-separated)
 */
import type { IDataObject } from 'n8n-workflow';

import { sieAccounts, sieVerifications } from '../nodes/shared/sie/parse';
import type { Sandbox } from '../test/harness/sandbox';
import { binaryBytes } from '../test/harness/run-workflow';
import { accessTokenCredential } from '../test/harness/sandbox';
import { postRecord, runBench, timedRun, withSandbox } from './everyday-core';
import { argument, print } from './figures';

const VOUCHERS = Number(argument('vouchers', '10000'));
const MB = 1024 * 1024;

/** Voucher k: a sale on 3001 with its VAT, or a cost on 6110, against the bank; in öre, so they balance exactly. */
function rowsOf(k: number) {
	const net = 10_000 + (k % 997) * 100;
	const vat = net / 4;
	const [account, sign] = k % 3 === 0 ? [6110, 1] : [3001, -1];
	return [
		{ Account: 1930, Debit: sign < 0 ? (net + vat) / 100 : 0, Credit: sign > 0 ? (net + vat) / 100 : 0, TransactionInformation: `Rad ${k + 1} för åäö` },
		{ Account: account, Debit: sign > 0 ? net / 100 : 0, Credit: sign < 0 ? net / 100 : 0, TransactionInformation: '' },
		{ Account: sign > 0 ? 2641 : 2611, Debit: sign > 0 ? vat / 100 : 0, Credit: sign < 0 ? vat / 100 : 0, TransactionInformation: '' },
	];
}

/** N vouchers in the newest year: one POSTed over the HTTP API, the rest copies of it renumbered, each with its own rows. */
async function seedVouchers(sandbox: Sandbox) {
	const { tenant, credential } = accessTokenCredential(sandbox);
	const state = sandbox.tenant(tenant.tenantId);
	const year = state.financialYears[state.financialYears.length - 1];
	await postRecord(sandbox, tenant, `/3/vouchers?financialyear=${year.Id}`, {
		Voucher: { VoucherSeries: 'A', TransactionDate: year.FromDate, Description: 'Verifikation 1', VoucherRows: rowsOf(0) },
	});
	const [template] = state.bookkeeping.vouchers;
	for (let k = 1; k < VOUCHERS; k++) {
		const month = String((k % 12) + 1).padStart(2, '0');
		state.bookkeeping.vouchers.push({
			...template,
			VoucherNumber: k + 1,
			Description: `Verifikation ${k + 1} – Försäljning på torget`,
			TransactionDate: `${year.FromDate.slice(0, 4)}-${month}-15`,
			VoucherRows: rowsOf(k).map((row) => ({ ...template.VoucherRows[0], ...row })),
		});
	}
	return { tenant, credential, vouchers: state.bookkeeping.vouchers, yearId: year.Id, year: year.FromDate.slice(0, 4) };
}

/** Runs `run`, sampling heap and RSS; their peaks above the start. */
async function peakGrowth<T>(run: () => Promise<T>): Promise<{ value: T; heapMb: number; rssMb: number }> {
	(globalThis as { gc?: () => void }).gc?.();
	const start = process.memoryUsage();
	let [heap, rss] = [start.heapUsed, start.rss];
	const sample = setInterval(() => {
		const now = process.memoryUsage();
		[heap, rss] = [Math.max(heap, now.heapUsed), Math.max(rss, now.rss)];
	}, 10);
	try {
		const value = await run();
		const now = process.memoryUsage();
		[heap, rss] = [Math.max(heap, now.heapUsed), Math.max(rss, now.rss)];
		return { value, heapMb: (heap - start.heapUsed) / MB, rssMb: (rss - start.rss) / MB };
	} finally {
		clearInterval(sample);
	}
}

function sieGet(parse: 'accounts' | 'verifications') {
	return async () => {
		await withSandbox(0, async (sandbox) => {
			const { credential, vouchers, yearId, year } = await seedVouchers(sandbox);
			const expected = vouchers.reduce((sum, voucher) => sum + voucher.VoucherRows.filter((row) => row.Account === 3001).reduce((s, row) => s + row.Credit - row.Debit, 0), 0);
			const { value, heapMb, rssMb } = await peakGrowth(
				async () =>
					await timedRun({ type: 'fortnox', credential, parameters: { resource: 'sie', operation: 'get', sieType: '4', financialYear: String(yearId), parse } }, [{}]),
			);
			const { items, seconds, failed } = value;
			const size = binaryBytes(items[0]).length;
			const sales =
				parse === 'accounts'
					? -Number(items.find((item) => item.json.Account === 3001)?.json.Result)
					: items.reduce((sum, item) => sum + (item.json.Rows as IDataObject[]).filter((row) => row.Account === 3001).reduce((s, row) => s - Number(row.Amount), 0), 0);
			print(
				[
					`SIE 4 of ${year}, ${VOUCHERS} vouchers, Parse ${parse}`.padEnd(52),
					`file ${(size / MB).toFixed(1)} MB`,
					`${seconds.toFixed(1)} s`,
					`peak heap +${heapMb.toFixed(0)} MB`,
					`peak RSS +${rssMb.toFixed(0)} MB`,
					`items ${items.length}`,
					`failed ${failed}`,
					`3001 sales ${Math.round(sales * 100) === Math.round(expected * 100) ? 'agree with the vouchers' : `DIFFER: ${sales} ≠ ${expected}`}`,
				].join('  '),
			);
		});
	};
}

/** The reader alone on the same file: accounts, then every verification walked through without keeping it. */
async function readerAlone(): Promise<void> {
	await withSandbox(0, async (sandbox) => {
		const { tenant, yearId } = await seedVouchers(sandbox);
		const answer = await fetch(`${sandbox.url}/3/sie/4?financialYear=${yearId}`, { headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret } });
		const bytes = Buffer.from(await answer.arrayBuffer());
		const accounts = await peakGrowth(async () => await Promise.resolve(sieAccounts(bytes).length));
		const rows = await peakGrowth(async () => {
			let count = 0;
			for (const verification of sieVerifications(bytes)) count += (verification.Rows as unknown[]).length;
			return await Promise.resolve(count);
		});
		print(`Reader alone on the ${(bytes.length / MB).toFixed(1)} MB file`.padEnd(52) + `  accounts ${accounts.value}: peak heap +${accounts.heapMb.toFixed(1)} MB  rows ${rows.value} walked: peak heap +${rows.heapMb.toFixed(1)} MB`);
	});
}

runBench('SIE', 0, { accounts: sieGet('accounts'), verifications: sieGet('verifications'), reader: readerAlone });
