// @ts-check
'use strict';

/**
 * Demo data (startSandbox({ demo: true }) and `npm run sandbox`): one tenant anyone can use, with
 * everything; a second, as a real company can be (LIMITED): no warehouse module, a token without
 * the salary scope, a user who may not see contribution values; and a third (CLIENT), with
 * customers and invoices of its own. All three are clients of the demo firm: they approved the
 * demo app as a service account.
 */

const { demoChart } = require('./chart-of-accounts');
const { newAccount } = require('./chart-of-accounts');
const inboxTree = require('./classic/inbox-tree');
const { seedRecurringDemo } = require('./recurring/demo');
const { pdf } = require('./pdf');
const { addCustomer } = require('./classic/customers');
const { seedSalesDemo } = require('./sales/demo');
const { seedBookkeepingDemo } = require('./bookkeeping/demo');
const { seedPurchasingDemo } = require('./purchasing/demo');
const { seedPayrollDemo } = require('./payroll/demo');
const { seedAssetsDemo } = require('./assets/demo');
const { EVERY_SCOPE } = require('./access');

const DEMO = Object.freeze({
	tenantId: 'demo',
	tenantName: 'Demo Bokföring AB',
	accessToken: 'demo-access-token',
	clientSecret: 'demo-client-secret',
	oauthClientId: 'demo-client-id',
	oauthClientSecret: 'demo-client-secret',
});

const DEMO_CUSTOMERS = [
	{
		CustomerNumber: '1001', Name: 'Kontorsgiganten AB', OrganisationNumber: '556677-8899', Address1: 'Industrigatan 4', ZipCode: '352 46',
		City: 'Växjö', Email: 'ekonomi@kontorsgiganten.example', Phone1: '0470-123 45',
	},
	{
		CustomerNumber: '1002', Name: 'Städbolaget i Sverige AB', OrganisationNumber: '559012-3456', Address1: 'Sveavägen 12', ZipCode: '111 57',
		City: 'Stockholm', Email: 'info@stadbolaget.example', EmailInvoice: 'faktura@stadbolaget.example', TermsOfPayment: '20',
	},
];

const LIMITED = Object.freeze({
	tenantId: 'demo-limited',
	tenantName: 'Begränsad Handel AB',
	accessToken: 'demo-limited-access-token',
	clientSecret: 'demo-limited-client-secret',
});

const CLIENT = Object.freeze({
	tenantId: 'demo-client',
	tenantName: 'Norrsken Konsult AB',
	accessToken: 'demo-client-access-token',
	clientSecret: 'demo-client-client-secret',
});

const CLIENT_CUSTOMERS = [
	{
		CustomerNumber: '501', Name: 'Fjällstugan i Åre AB', OrganisationNumber: '556801-2345', Address1: 'Storlien 1', ZipCode: '837 52',
		City: 'Åre', Email: 'bokning@fjallstugan.example',
	},
	{
		CustomerNumber: '502', Name: 'Kiruna Bygg & Montage AB', OrganisationNumber: '559233-4455', Address1: 'Malmvägen 8', ZipCode: '981 31',
		City: 'Kiruna', Email: 'ekonomi@kirunabygg.example', TermsOfPayment: '10',
	},
	{
		CustomerNumber: '503', Name: 'Luleå Hamnkafé HB', Address1: 'Hamngatan 2', ZipCode: '972 31', City: 'Luleå', Email: 'kafe@hamnkafe.example',
	},
];

/** How long before the sandbox started the demo records were made. */
const SEEDED_BEFORE_MS = 10 * 60_000;

/** Opening balances of the current year, to make the demo look lived-in. */
const BALANCES = { 1510: 84250, 1910: 3200, 1930: 412870.5, 2081: -50000, 2440: -61340.25, 2650: -18760 };

/**
 * @param {any} sandbox the object returned by startSandbox
 * @param {any} state the internal state
 * @returns {string} the demo tenant's id
 */
function seedDemo(sandbox, state) {
	// Records made ten minutes ago, not as n8n starts: what a trigger's first poll takes for history, as in a company lived in.
	const seededAt = state.clock.now() - SEEDED_BEFORE_MS;
	sandbox.createOAuthClient({ clientId: DEMO.oauthClientId, clientSecret: DEMO.oauthClientSecret });
	const { tenantId } = sandbox.createTenant({
		tenantId: DEMO.tenantId, name: DEMO.tenantName, accessToken: DEMO.accessToken, clientSecret: DEMO.clientSecret,
	});
	// The demo app is also the demo company's service account (client credentials grant).
	sandbox.createServiceAccount(tenantId, { clientId: DEMO.oauthClientId });
	/** @type {import('./tenants').Tenant} */
	const tenant = state.tenantById(tenantId);

	for (const Description of ['Prio', 'Export', 'Campaign 2026']) {
		tenant.labels.push({ Id: tenant.nextLabelId++, Description });
	}

	const current = tenant.financialYears[tenant.financialYears.length - 1].Id;
	const accounts = /** @type {Map<number, import('./tenants').Account>} */ (tenant.accounts.get(current));
	for (const [Number, Description, SRU, VATCode] of demoChart()) {
		if (!accounts.has(Number)) accounts.set(Number, newAccount(current, { Number, Description, SRU, VATCode }, seededAt));
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
	seedRecurringDemo(tenant.recurring, seededAt);
	// The recurring contracts' first two customers, and a few invoices to them (sales/demo.js).
	for (const customer of DEMO_CUSTOMERS) addCustomer(tenant, customer, seededAt);
	seedSalesDemo(tenant, seededAt);
	seedBookkeepingDemo(tenant, seededAt);
	// Suppliers of the inbox's supplier invoices, one invoice booked and one not (purchasing/demo.js).
	seedPurchasingDemo(tenant, seededAt);
	// Two employees whose hours the payroll example reports (payroll/demo.js).
	seedPayrollDemo(tenant, seededAt);
	// Asset types on the accounts the Assets node's hints name (assets/demo.js).
	seedAssetsDemo(tenant);
	seedLimitedCompany(sandbox, state, seededAt);
	seedClientCompany(sandbox, state, seededAt);
	return tenantId;
}

/**
 * The second demo company: a customer and an invoice to it, no Lager module (2001101), a token
 * without `salary` (2000663), contribution values the user may not see (`API_NORIGHT`). With the
 * demo company it is a client of the demo firm: both approved the demo app as a service account.
 * @param {any} sandbox @param {any} state @param {number} seededAt
 */
function seedLimitedCompany(sandbox, state, seededAt) {
	const { tenantId } = sandbox.createTenant({ tenantId: LIMITED.tenantId, name: LIMITED.tenantName, accessToken: LIMITED.accessToken, clientSecret: LIMITED.clientSecret });
	const tenant = state.tenantById(tenantId);
	for (const customer of DEMO_CUSTOMERS) addCustomer(tenant, customer, seededAt);
	seedSalesDemo(tenant, seededAt);
	sandbox.setWarehouseEnabled(tenantId, false);
	// A client of the demo firm: it approved the demo app as a service account too (docs/companies.md).
	sandbox.createServiceAccount(tenantId, { clientId: DEMO.oauthClientId, clientSecret: DEMO.oauthClientSecret, scopes: EVERY_SCOPE.filter((scope) => scope !== 'salary') });
	sandbox.setAccess(tenantId, {
		tokenScopes: EVERY_SCOPE.filter((scope) => scope !== 'salary'),
		hiddenValues: ['ContributionPercent', 'ContributionValue'],
	});
}

/**
 * The third demo company, another client of the demo firm: customers and invoices of its own (one
 * of them overdue), every module and scope.
 * @param {any} sandbox @param {any} state @param {number} seededAt
 */
function seedClientCompany(sandbox, state, seededAt) {
	const { tenantId } = sandbox.createTenant({ tenantId: CLIENT.tenantId, name: CLIENT.tenantName, accessToken: CLIENT.accessToken, clientSecret: CLIENT.clientSecret });
	const tenant = state.tenantById(tenantId);
	for (const customer of CLIENT_CUSTOMERS) addCustomer(tenant, customer, seededAt);
	seedSalesDemo(tenant, seededAt);
	sandbox.createServiceAccount(tenantId, { clientId: DEMO.oauthClientId, clientSecret: DEMO.oauthClientSecret });
}

module.exports = { seedDemo, DEMO, LIMITED, CLIENT };
