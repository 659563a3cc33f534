// @ts-check
'use strict';

/**
 * Demo data (startSandbox({ demo: true }) and `npm run sandbox`): one tenant anyone can use.
 */

const { demoChart } = require('./chart-of-accounts');
const { newAccount } = require('./tenants');
const inboxTree = require('./classic/inbox-tree');
const { seedRecurringDemo } = require('./recurring/demo');

const DEMO = Object.freeze({
	tenantId: 'demo',
	tenantName: 'Demo Bokföring AB',
	accessToken: 'demo-access-token',
	clientSecret: 'demo-client-secret',
	oauthClientId: 'demo-client-id',
	oauthClientSecret: 'demo-client-secret',
});

/** Opening balances of the current year, to make the demo look lived-in. */
const BALANCES = { 1510: 84250, 1910: 3200, 1930: 412870.5, 2081: -50000, 2440: -61340.25, 2650: -18760 };

/**
 * @param {any} sandbox the object returned by startSandbox
 * @param {any} state the internal state
 * @returns {string} the demo tenant's id
 */
function seedDemo(sandbox, state) {
	sandbox.createOAuthClient({ clientId: DEMO.oauthClientId, clientSecret: DEMO.oauthClientSecret });
	const { tenantId } = sandbox.createTenant({
		tenantId: DEMO.tenantId, name: DEMO.tenantName, accessToken: DEMO.accessToken, clientSecret: DEMO.clientSecret,
	});
	/** @type {import('./tenants').Tenant} */
	const tenant = state.tenantById(tenantId);

	for (const Description of ['Prio', 'Export', 'Campaign 2026']) {
		tenant.labels.push({ Id: tenant.nextLabelId++, Description });
	}

	const current = tenant.financialYears[tenant.financialYears.length - 1].Id;
	const accounts = /** @type {Map<number, import('./tenants').Account>} */ (tenant.accounts.get(current));
	for (const [Number, Description, SRU, VATCode] of demoChart()) {
		if (!accounts.has(Number)) accounts.set(Number, newAccount(current, { Number, Description, SRU, VATCode }));
	}
	for (const [n, balance] of Object.entries(BALANCES)) {
		const a = accounts.get(+n);
		if (a) a.BalanceBroughtForward = a.BalanceCarriedForward = balance;
	}
	const rent = accounts.get(5010);
	if (rent) Object.assign(rent, { CostCenter: 'CC1', CostCenterSettings: 'MANDATORY' });

	const t = tenant.inbox;
	inboxTree.addFile(t, 'inbox_s', pdf('Faktura 10023 Kontorsgiganten AB.pdf', 'Faktura 10023 - Kontorsgiganten AB - 1 250,00 SEK'));
	const y2026 = inboxTree.addFolder(t, 'inbox_s', '2026');
	inboxTree.addFile(t, y2026.id, pdf('Faktura 2026-0045 Städbolaget.pdf', 'Faktura 2026-0045 - Städbolaget i Sverige - 3 400,00 SEK'));
	inboxTree.addFile(t, 'inbox_v', {
		name: 'Kvitto lunch 2026-03-14.txt',
		contentType: 'text/plain; charset=utf-8',
		bytes: Buffer.from('Restaurang Smörgåsen\n2026-03-14\nLunch 2 pers 289,00 SEK (moms 12 %)\n', 'utf8'),
	});
	seedRecurringDemo(tenant.recurring, state.clock.now());
	return tenantId;
}

/**
 * A tiny, valid one-page PDF showing one line of text.
 * @param {string} name @param {string} text
 */
function pdf(name, text) {
	const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
	const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let out = '%PDF-1.4\n';
	const offsets = objects.map((obj, i) => {
		const at = out.length;
		out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
		return at;
	});
	const xref = out.length;
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
	out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return { name, contentType: 'application/pdf', bytes: Buffer.from(out, 'latin1') };
}

module.exports = { seedDemo, DEMO };
