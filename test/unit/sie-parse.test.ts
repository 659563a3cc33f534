import { decodeCp437 } from '../../nodes/shared/sie/cp437';
import { sieAccounts, sieFields, sieHead, sieLines, sieVerifications } from '../../nodes/shared/sie/parse';

/** Text as CP437 bytes, for the few characters these tests use beyond ASCII. */
const CP437: Record<string, number> = { å: 0x86, ä: 0x84, ö: 0x94, Å: 0x8f, Ä: 0x8e, Ö: 0x99, é: 0x82, '½': 0xab, '█': 0xdb };
const cp437 = (text: string): Buffer => Buffer.from([...text].map((char) => CP437[char] ?? char.charCodeAt(0)));

const FILE = [
	'#FLAGGA 0',
	'#PROGRAM "Fortnox" 3.0',
	'#FORMAT PC8',
	'#SIETYP 4',
	'#FNAMN "Blåbär & Öl AB"',
	'#RAR 0 20260101 20261231',
	'#RAR -1 20250101 20251231',
	'#KONTO 1930 "Företagskonto"',
	'#KTYP 1930 T',
	'#KONTO 3001 "Försäljning inom Sverige, 25 % moms"',
	'#KTYP 3001 I',
	'#KONTO 6110 Kontorsmateriel',
	'#IB -1 1930 100.00',
	'#IB 0 1930 5000.00',
	'#UB 0 1930 6250.50',
	'#RES 0 3001 -1000.40',
	'#RES -1 3001 -99.00',
	'#VER "A" "1" 20260115 "Sålt till \\"Kalle\\" på torget" 20260116',
	'{',
	'   #TRANS 1930 {} 1250.50 20260115 "" ',
	'\t#TRANS 3001 {1 "100" 6 "P 1"} -1000.40 20260115 "Äpplen" 2',
	'   #TRANS 2611 {} -250.10',
	'}',
	'#VER A 2 20260131 Hyra',
	'{',
	'#TRANS 5010 {} 800',
	'#TRANS 1930 {} -800',
	'}',
].join('\r\n');

describe('SIE reader', () => {
	it('decodes every byte of code page 437, Swedish letters included', () => {
		expect(decodeCp437(cp437('Räksmörgås ÅÄÖ é ½ █'))).toBe('Räksmörgås ÅÄÖ é ½ █');
		const all = decodeCp437(Uint8Array.from({ length: 256 }, (_, byte) => byte));
		expect(all).toHaveLength(256);
		expect(all.slice(0, 0x80)).toBe(String.fromCharCode(...Array.from({ length: 0x80 }, (_, code) => code)));
		expect([all[0x80], all[0x9b], all[0xe1], all[0xff]]).toEqual(['Ç', '¢', 'ß', '\u00a0']);
	});

	it('splits fields: quoted ones with escaped quotes, bare ones, and object lists', () => {
		expect(sieFields('#VER "A" "12" 20260115 "Sålt \\"x\\" \\\\ y" 20260116')).toEqual(['#VER', 'A', '12', '20260115', 'Sålt "x" \\ y', '20260116']);
		expect(sieFields('#TRANS 3001 {1 "100" 6 "P 1"} -1000.40 20260115 ""')).toEqual(['#TRANS', '3001', ['1', '100', '6', 'P 1'], '-1000.40', '20260115', '']);
		expect(sieFields('#TRANS 1930 {} 1.00')).toEqual(['#TRANS', '1930', [], '1.00']);
		expect(sieFields('#KONTO\t6110   Kontorsmateriel')).toEqual(['#KONTO', '6110', 'Kontorsmateriel']);
	});

	it('reads lines across chunk boundaries, CR LF or LF, without losing a character', () => {
		const bytes = cp437('#KONTO 1930 "Företagskonto"\r\n#KONTO 2440 "Leverantörsskulder"\n#KONTO 3001 "Försäljning"');
		for (const chunk of [1, 2, 7, 64]) {
			expect([...sieLines(bytes, chunk)]).toEqual(['#KONTO 1930 "Företagskonto"', '#KONTO 2440 "Leverantörsskulder"', '#KONTO 3001 "Försäljning"']);
		}
	});

	it("reads the head: type, company and the chosen year's dates", () => {
		expect(sieHead(cp437(FILE))).toEqual({ type: 4, company: 'Blåbär & Öl AB', yearFrom: '2026-01-01', yearTo: '2026-12-31' });
	});

	it('gives the accounts with the balances of year 0 only, 0 where the file has none', () => {
		expect(sieAccounts(cp437(FILE))).toEqual([
			{ Account: 1930, Name: 'Företagskonto', Type: 'T', OpeningBalance: 5000, ClosingBalance: 6250.5, Result: 0 },
			{ Account: 3001, Name: 'Försäljning inom Sverige, 25 % moms', Type: 'I', OpeningBalance: 0, ClosingBalance: 0, Result: -1000.4 },
			{ Account: 6110, Name: 'Kontorsmateriel', Type: '', OpeningBalance: 0, ClosingBalance: 0, Result: 0 },
		]);
	});

	it('gives the verifications with the #TRANS rows of their {} blocks, objects as cost centre and project', () => {
		for (const chunk of [3, 4096]) {
			expect([...sieVerifications(cp437(FILE), chunk)]).toEqual([
				{
					Series: 'A',
					Number: 1,
					TransactionDate: '2026-01-15',
					Description: 'Sålt till "Kalle" på torget',
					RegistrationDate: '2026-01-16',
					Rows: [
						{ Account: 1930, Amount: 1250.5, TransactionDate: '2026-01-15' },
						{
							Account: 3001,
							Amount: -1000.4,
							TransactionDate: '2026-01-15',
							Description: 'Äpplen',
							Quantity: 2,
							CostCenter: '100',
							Project: 'P 1',
							Objects: [
								{ Dimension: 1, Object: '100' },
								{ Dimension: 6, Object: 'P 1' },
							],
						},
						{ Account: 2611, Amount: -250.1 },
					],
				},
				{ Series: 'A', Number: 2, TransactionDate: '2026-01-31', Description: 'Hyra', Rows: [{ Account: 5010, Amount: 800 }, { Account: 1930, Amount: -800 }] },
			]);
		}
	});

	it('keeps a verification without a block, with no rows', () => {
		expect([...sieVerifications(cp437('#VER A 1 20260101 "Tom"\n#VER A 2 20260102 Sista\n{\n#TRANS 1930 {} 1\n}'))].map((v) => [v.Number, (v.Rows as unknown[]).length])).toEqual([
			[1, 0],
			[2, 1],
		]);
	});
});
