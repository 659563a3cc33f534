// @ts-check
'use strict';

/**
 * Swedish BAS accounts used to seed each financial year: those the ledgers book on (sales/bookings.js,
 * purchasing) and a few more.
 * [Number, Description, SRU, VATCode]
 * @type {Array<[number, string, number, string | null]>}
 */
const BASE_CHART = [
	[1510, 'Kundfordringar', 7251, null],
	[1910, 'Kassa', 7281, null],
	[1930, 'Företagskonto', 7281, null],
	[2081, 'Aktiekapital', 7301, null],
	[2440, 'Leverantörsskulder', 7368, null],
	[2611, 'Utgående moms på försäljning inom Sverige, 25 %', 7369, 'MP1'],
	[2621, 'Utgående moms på försäljning inom Sverige, 12 %', 7369, 'MP2'],
	[2631, 'Utgående moms på försäljning inom Sverige, 6 %', 7369, 'MP3'],
	[2641, 'Debiterad ingående moms', 7369, 'I'],
	[2650, 'Redovisningskonto för moms', 7369, null],
	[3001, 'Försäljning inom Sverige, 25 % moms', 7410, 'MP1'],
	[3002, 'Försäljning inom Sverige, 12 % moms', 7410, 'MP2'],
	[3003, 'Försäljning inom Sverige, 6 % moms', 7410, 'MP3'],
	[3004, 'Försäljning inom Sverige, momsfri', 7410, null],
	[3520, 'Fakturerade frakter', 7410, null],
	[3540, 'Faktureringsavgifter', 7410, null],
	[3740, 'Öres- och kronutjämning', 7410, null],
	[4010, 'Inköp varor och material', 7511, null],
	[5010, 'Lokalhyra', 7513, null],
	[6110, 'Kontorsmateriel', 7513, null],
	[6212, 'Mobiltelefon', 7513, null],
	[6570, 'Bankkostnader', 7513, null],
	[7210, 'Löner till tjänstemän', 7514, null],
	[8310, 'Ränteintäkter från omsättningstillgångar', 7417, null],
];

/**
 * BAS accounts of the demo company beyond the base chart, by their BAS names: those of its asset
 * types (assets/demo.js), which the Assets node's hints name (1220, 1229, 7832).
 * @type {Array<[number, string, number, string | null]>}
 */
const DEMO_ACCOUNTS = [
	[1220, 'Inventarier och verktyg', 7215, null],
	[1229, 'Ackumulerade avskrivningar på inventarier och verktyg', 7215, null],
	[1250, 'Datorer', 7215, null],
	[1259, 'Ackumulerade avskrivningar på datorer', 7215, null],
	[7832, 'Avskrivningar på inventarier och verktyg', 7515, null],
	[7835, 'Avskrivningar på datorer', 7515, null],
];

/**
 * BAS account groups (first two digits) used to generate a large demo chart.
 * @type {Array<[number, string]>}
 */
const GROUPS = [
	[10, 'Immateriella anläggningstillgångar'], [11, 'Byggnader och mark'],
	[12, 'Maskiner och inventarier'], [13, 'Finansiella anläggningstillgångar'],
	[14, 'Lager och pågående arbeten'], [15, 'Kundfordringar'],
	[16, 'Övriga kortfristiga fordringar'], [17, 'Förutbetalda kostnader och upplupna intäkter'],
	[18, 'Kortfristiga placeringar'], [19, 'Kassa och bank'], [20, 'Eget kapital'],
	[21, 'Obeskattade reserver'], [22, 'Avsättningar'], [23, 'Långfristiga skulder'],
	[24, 'Kortfristiga skulder'], [25, 'Skatteskulder'], [26, 'Moms och punktskatter'],
	[27, 'Personalens skatter och avgifter'], [28, 'Övriga kortfristiga skulder'],
	[29, 'Upplupna kostnader och förutbetalda intäkter'], [30, 'Försäljning varor'],
	[31, 'Försäljning tjänster'], [35, 'Fakturerade kostnader'], [36, 'Rörelsens sidointäkter'],
	[37, 'Intäktskorrigeringar'], [38, 'Aktiverat arbete för egen räkning'],
	[39, 'Övriga rörelseintäkter'], [40, 'Inköp av varor och material'], [45, 'Övriga inköp'],
	[46, 'Legoarbeten och underentreprenader'], [49, 'Förändring av lager'],
	[50, 'Lokalkostnader'], [51, 'Fastighetskostnader'], [52, 'Hyra av anläggningstillgångar'],
	[53, 'Energikostnader'], [54, 'Förbrukningsinventarier och förbrukningsmaterial'],
	[55, 'Reparation och underhåll'], [56, 'Kostnader för transportmedel'],
	[57, 'Frakter och transporter'], [58, 'Resekostnader'], [59, 'Reklam och PR'],
	[60, 'Övriga försäljningskostnader'], [61, 'Kontorsmateriel och trycksaker'],
	[62, 'Tele och post'], [63, 'Företagsförsäkringar'], [64, 'Förvaltningskostnader'],
	[65, 'Övriga externa tjänster'], [69, 'Övriga externa kostnader'],
	[70, 'Löner till kollektivanställda'], [72, 'Löner till tjänstemän'],
	[73, 'Kostnadsersättningar och förmåner'], [74, 'Pensionskostnader'],
	[75, 'Sociala avgifter'], [76, 'Övriga personalkostnader'], [78, 'Avskrivningar enligt plan'],
	[79, 'Övriga rörelsekostnader'], [82, 'Resultat från övriga värdepapper'],
	[83, 'Övriga ränteintäkter'], [84, 'Räntekostnader'], [88, 'Bokslutsdispositioner'],
	[89, 'Skatter och årets resultat'],
];
/** @type {Array<[number, string]>} */
const VARIANTS = [
	[10, ''], [20, ', inrikes'], [30, ', EU'], [40, ', export'], [90, ', övrigt'],
];

/** SRU code for an account number, roughly following the BAS/INK2 mapping. @param {number} n */
function sruFor(n) {
	if (n < 2000) return 7200 + Math.floor(n / 100) - 10 + 1;
	if (n < 3000) return 7300 + Math.floor(n / 100) - 20 + 1;
	if (n < 4000) return 7410;
	if (n < 8000) return 7500 + Math.floor(n / 1000) - 4 + 1;
	return 7400 + Math.floor(n / 100) - 80 + 10;
}

/**
 * The demo chart: the base chart, the demo's own accounts and generated ones (> 250 in all).
 * @returns {Array<[number, string, number, string | null]>}
 */
function demoChart() {
	const byNumber = new Map([...BASE_CHART, ...DEMO_ACCOUNTS].map((row) => [row[0], row]));
	for (const [group, name] of GROUPS) {
		for (const [suffix, variant] of VARIANTS) {
			const number = group * 100 + suffix;
			if (!byNumber.has(number)) byNumber.set(number, [number, `${name}${variant}`, sruFor(number), null]);
		}
	}
	return [...byNumber.values()].sort((a, b) => a[0] - b[0]);
}

/** @typedef {import('./tenants').Account} Account */

/**
 * Builds a fresh account record with defaults.
 * @param {number} year
 * @param {Partial<Account> & { Number: number, Description: string }} fields
 * @param {number} now sandbox time, ms
 * @returns {Account}
 */
function newAccount(year, fields, now) {
	const account = {
		Active: true,
		BalanceBroughtForward: 0,
		BalanceCarriedForward: 0,
		CostCenter: '',
		CostCenterSettings: 'ALLOWED',
		Project: '',
		ProjectSettings: 'ALLOWED',
		SRU: 0,
		TransactionInformation: '',
		TransactionInformationSettings: 'ALLOWED',
		VATCode: null,
		...fields,
		Year: year,
		modifiedAt: now,
	};
	account.BalanceCarriedForward = account.BalanceBroughtForward;
	return account;
}

module.exports = { BASE_CHART, demoChart, newAccount };
