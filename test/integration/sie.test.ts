import type { IDataObject } from 'n8n-workflow';

import { decodeCp437 } from '../../nodes/shared/sie/cp437';
import { useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryBytes, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const fortnox = (credential: NodeSpec['credential'], parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters });

/** Two vouchers of 2026 (financial year 2), booked through the node, with Swedish letters in their texts. */
const VOUCHERS = [
	{
		date: '2026-03-10',
		description: 'Försäljning på torget',
		rows: [
			{ Account: 1930, Debit: 1250, Credit: 0, TransactionInformation: 'Kontant åäö' },
			{ Account: 3001, Debit: 0, Credit: 1000 },
			{ Account: 2611, Debit: 0, Credit: 250 },
		],
	},
	{
		date: '2026-11-20',
		description: 'Kontorsmaterial "Clas Ohlson"',
		rows: [
			{ Account: 6110, Debit: 799.6, Credit: 0, TransactionInformation: 'Pärmar' },
			{ Account: 2641, Debit: 199.9, Credit: 0 },
			{ Account: 1930, Debit: 0, Credit: 999.5 },
		],
	},
];

async function bookVouchers(credential: NodeSpec['credential']) {
	for (const { date, description, rows } of VOUCHERS) {
		const made = await fortnox(credential, { resource: 'voucher', operation: 'create', voucherSeries: 'A', transactionDate: date, description, rowsInput: 'json', rowsJson: JSON.stringify(rows) });
		expect(made.error()).toBeUndefined();
	}
	sandbox().clearRequests();
}

const sie = (credential: NodeSpec['credential'], parameters: IDataObject) => fortnox(credential, { resource: 'sie', operation: 'get', sieType: '4', financialYear: '2', ...parameters });

describe('Fortnox → SIE', () => {
	it('gets the SIE 4 file of a year as a binary .se file in code page 437, its numbers those of the vouchers booked', async () => {
		const { credential } = accessTokenCredential(sandbox());
		await bookVouchers(credential);
		const result = await sie(credential, {});
		expect(result.error()).toBeUndefined();
		expect(coreRequests().map((request) => [request.method, request.path, request.query])).toEqual([['GET', '/3/sie/4', { financialYear: '2' }]]);
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json).toMatchObject({ fileName: 'sie4-2026.se', sieType: 4, financialYear: 2, fromDate: '2026-01-01', toDate: '2026-12-31' });
		expect(result.items[0].binary?.data).toMatchObject({ fileName: 'sie4-2026.se', fileExtension: 'se' });
		const bytes = binaryBytes(result.items[0]);
		// CP437: å 0x86, ä 0x84, ö 0x94 — one byte each, not UTF-8's two.
		expect(bytes.includes(Buffer.from([0x4b, 0x6f, 0x6e, 0x74, 0x61, 0x6e, 0x74, 0x20, 0x86, 0x84, 0x94]))).toBe(true);
		expect(bytes.includes(Buffer.from('ä', 'utf8'))).toBe(false);
		const text = decodeCp437(bytes);
		expect(text).toContain('#FORMAT PC8\r\n');
		expect(text).toContain('#SIETYP 4\r\n');
		expect(text).toContain('#RAR 0 20260101 20261231\r\n');
		expect(text).toContain('#VER "A" "1" 20260310 "Försäljning på torget"');
		expect(text).toContain('#TRANS 1930 {} 1250.00 20260310 "Kontant åäö"');
		expect(text).toContain('#VER "A" "2" 20261120 "Kontorsmaterial \\"Clas Ohlson\\""');
		expect(text).toContain('#TRANS 6110 {} 799.60 20261120 "Pärmar"');
		expect(text).toContain('#TRANS 1930 {} -999.50 20261120 ""');
		expect(text).toContain('#IB 0 1930 0.00\r\n#UB 0 1930 250.50\r\n');
		expect(text).toContain('#RES 0 3001 -1000.00\r\n');
		expect(text).toContain('#RES 0 6110 799.60\r\n');
	});

	it('outputs the accounts with balances that sum what the vouchers booked, the file on the first item', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		await bookVouchers(credential);
		const result = await sie(credential, { parse: 'accounts' });
		expect(result.error()).toBeUndefined();
		const byAccount = new Map(result.items.map((item) => [item.json.Account, item.json]));
		expect(byAccount.get(1930)).toEqual({ Account: 1930, Name: 'Företagskonto', Type: 'T', OpeningBalance: 0, ClosingBalance: 250.5, Result: 0 });
		expect(byAccount.get(2611)).toMatchObject({ Type: 'S', ClosingBalance: -250 });
		expect(byAccount.get(3001)).toMatchObject({ Name: 'Försäljning inom Sverige, 25 % moms', Type: 'I', Result: -1000 });
		expect(byAccount.get(6110)).toMatchObject({ Type: 'K', Result: 799.6 });
		// Every account of the year's chart, in number order; the books balance.
		const chart = [...(sandbox().tenant(tenant.tenantId).accounts.get(2)?.keys() ?? [])].sort((a, b) => a - b);
		expect(result.items.map((item) => item.json.Account)).toEqual(chart);
		const total = result.items.reduce((sum, { json }) => sum + Number(json.ClosingBalance) - Number(json.OpeningBalance) + Number(json.Result), 0);
		expect(Math.round(total * 100)).toBe(0);
		expect(binaryBytes(result.items[0]).length).toBeGreaterThan(0);
		expect(result.items[1].binary).toBeUndefined();
	});

	it('outputs the verifications with their rows, as the vouchers were booked', async () => {
		const { credential } = accessTokenCredential(sandbox());
		await bookVouchers(credential);
		const result = await sie(credential, { parse: 'verifications' });
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json)).toEqual(
			VOUCHERS.map(({ date, description, rows }, index) => ({
				Series: 'A',
				Number: index + 1,
				TransactionDate: date,
				Description: description,
				RegistrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
				Rows: rows.map(({ Account, Debit, Credit, TransactionInformation }) => ({
					Account,
					Amount: Math.round((Debit - Credit) * 100) / 100,
					TransactionDate: date,
					...(TransactionInformation ? { Description: TransactionInformation } : {}),
				})),
			})),
		);
		expect(result.items[0].binary?.data?.fileName).toBe('sie4-2026.se');
	});

	it('gets SIE types 1–3 without verifications; type 1 has no period balances and type 3 names the objects', async () => {
		const { credential } = accessTokenCredential(sandbox());
		await bookVouchers(credential);
		const texts: Record<string, string> = {};
		for (const sieType of ['1', '2', '3']) {
			const result = await sie(credential, { sieType, options: { fileName: `bok-${sieType}.se` } });
			expect(result.error()).toBeUndefined();
			expect(result.items[0].binary?.data?.fileName).toBe(`bok-${sieType}.se`);
			texts[sieType] = decodeCp437(binaryBytes(result.items[0]));
			expect(texts[sieType]).toContain(`#SIETYP ${sieType}\r\n`);
			expect(texts[sieType]).not.toContain('#VER');
			expect(texts[sieType]).toContain('#UB 0 1930 250.50');
		}
		expect(texts['1']).not.toContain('#PSALDO');
		expect(texts['2']).toContain('#PSALDO 0 202611 6110 {} 799.60');
		expect(texts['2']).not.toContain('#DIM');
		expect(texts['3']).toContain('#DIM 6 "Projekt"');
	});

	it('refuses what Fortnox would refuse before sending, and passes Fortnox’s error for an unknown year through', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const wrongParse = await sie(credential, { sieType: '2', parse: 'verifications' });
		expect(wrongParse.error()?.message).toBe('Parse "Verifications With Rows" is chosen for SIE type 2: only SIE type 4 holds verifications');
		const wrongType = await sie(credential, { sieType: '={{ "5" }}' });
		expect(wrongType.error()?.message).toBe('SIE Type "5" is not a SIE type: Fortnox exports SIE types 1, 2, 3 and 4');
		const wrongYear = await sie(credential, { financialYear: 'x' });
		expect(wrongYear.error()?.message).toBe(`Financial Year "x" is not a financial year's Id: choose one from the list, or give its Id, a whole number such as 3`);
		expect(coreRequests()).toEqual([]);
		const unknownYear = await sie(credential, { financialYear: '99' });
		expect(unknownYear.error()?.message).toContain('Financial year 99 does not exist');
		expect(coreRequests().map((request) => request.path)).toEqual(['/3/sie/4']);
	});

	it('fails one item alone under Continue On Fail', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const result = await runNode(
			{ type: 'fortnox', credential, continueOnFail: true, parameters: { resource: 'sie', operation: 'get', sieType: '1', financialYear: '={{ $json.year }}' } },
			[{ year: 99 }, { year: 2 }],
		);
		expect(result.items).toHaveLength(2);
		expect(String(result.items[0].json.error)).toContain('Financial year 99 does not exist');
		expect(result.items[1].json).toMatchObject({ fileName: 'sie1-2026.se', financialYear: 2 });
	});
});
