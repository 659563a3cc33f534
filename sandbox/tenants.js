// @ts-check
'use strict';

const { fullAccess } = require('./access');
const { randomBytes, randomUUID } = require('node:crypto');
const { BASE_CHART, newAccount } = require('./chart-of-accounts');
const { createInboxTree, createArchiveTree } = require('./classic/inbox-tree');
const { createRecurringState } = require('./recurring/state');
const { createPartnerState } = require('./partner/seed');
const { createCompanyOrderState } = require('./bank-process/state');
const { createWarehouseState } = require('./warehouse/state');
const { createRegisters } = require('./classic/registers');
const { createSalesState } = require('./sales/state');
const { createPurchasingState } = require('./purchasing/state');
const { createBookkeepingState } = require('./bookkeeping/state');
const { createAssetsState } = require('./assets/state');
const { createPayrollState } = require('./payroll/state');
const { createLinksState } = require('./classic/links');
const { createSettingsState } = require('./classic/settings');

/**
 * @typedef {object} Account stored with the service's JSON keys ("@url" is added on output)
 * @property {number} Number
 * @property {string} Description
 * @property {boolean} Active
 * @property {number} BalanceBroughtForward
 * @property {number} BalanceCarriedForward
 * @property {string} CostCenter               "" when none
 * @property {string} CostCenterSettings
 * @property {string} Project                  "" when none
 * @property {string} ProjectSettings
 * @property {number} SRU                      0 when none
 * @property {string} TransactionInformation   "" when none
 * @property {string} TransactionInformationSettings
 * @property {string | null} VATCode
 * @property {number} Year                     financial year id
 * @property {number} modifiedAt               ms, sandbox clock (created or changed); not shown
 *
 * @typedef {{ Id: number, FromDate: string, ToDate: string, AccountingMethod: string, AccountChartType: string }} FinancialYear
 *
 * @typedef {object} Tenant
 * @property {string} id
 * @property {string} name
 * @property {string} accessToken   legacy Access-Token header value
 * @property {string} clientSecret  legacy Client-Secret header value
 * @property {FinancialYear[]} financialYears  in date order (POST /3/financialyears may add one before the first); the last one is the default
 * @property {Map<number, Map<number, Account>>} accounts  year id -> account number -> account
 * @property {Array<{ Id: number, Description: string }>} labels  ascending by Id
 * @property {number} nextLabelId
 * @property {import('./classic/registers').TermsOfPayment[]} termsOfPayments  the registers (classic/registers.js)
 * @property {import('./classic/registers').PriceList[]} priceLists
 * @property {import('./classic/registers').Currency[]} currencies
 * @property {import('./classic/registers').Unit[]} units
 * @property {import('./classic/registers').CostCenter[]} costCenters
 * @property {import('./classic/registers').Project[]} projects
 * @property {number} nextProjectNumber
 * @property {import('./classic/prices').Price[]} prices  articles' prices per price list and quantity step (classic/prices.js)
 * @property {import('./classic/registers').TermsOfDelivery[]} termsOfDeliveries
 * @property {import('./classic/registers').ModeOfPayment[]} modesOfPayments
 * @property {import('./classic/registers').WayOfDelivery[]} wayOfDeliveries
 * @property {import('./classic/settings').SettingsState} settings  predefined accounts and voucher series, trusted e-mail senders
 * @property {import('./access').Access} access  what the company has licences for, its legacy token holds and its user may see
 * @property {import('./classic/inbox-tree').FileTree} inbox
 * @property {import('./classic/inbox-tree').FileTree} archive  the archive (/3/archive); connected inbox files move here
 * @property {import('./fileattachments').Attachment[]} fileAttachments  files attached to offers, orders, invoices, customers, warehouse documents (fileattachments/)
 * @property {import('./recurring/state').RecurringState} recurring  recurring contracts, invoice requests, invoices
 * @property {import('./partner/seed').PartnerState} partner  the tenant's integrations as a developer
 * @property {import('./bank-process/state').CompanyOrders} companyOrders  bank-process orders, documents, webhooks
 * @property {import('./warehouse/types').SandboxWarehouseState} warehouse  items, stock points, ledger, documents, settings
 * @property {Customer[]} customers  in insertion order
 * @property {number} nextCustomerNumber
 * @property {number} nextArticleNumber  POST /3/articles without an ArticleNumber
 * @property {import('./sales/types').SandboxSalesState} sales  company information, invoices, orders, offers, invoice payments, sent e-mails
 * @property {import('./purchasing/types').SandboxPurchasingState} purchasing  suppliers, supplier invoices, supplier invoice payments
 * @property {import('./bookkeeping/types').SandboxBookkeepingState} bookkeeping  voucher series, vouchers, file connections, accruals
 * @property {import('./assets/types').SandboxAssetsState} assets  the fixed-asset register: asset types, assets, their file connections
 * @property {import('./payroll/state').PayrollState} payroll  employees, payroll transactions, schedule times, expenses, Fortnox Tid
 * @property {import('./classic/links').LinksState} links  customer references, article and supplier invoice URL connections
 *
 * @typedef {{ CustomerNumber: string, Name: string, Address1: string, Address2: string, City: string, ZipCode: string,
 *             Email: string, Phone1: string, OrganisationNumber: string, GLN: string, GLNDelivery: string, Active: boolean,
 *             modifiedAt: number, [field: string]: unknown }} Customer  every field of classic/customer-fields.js;
 *   modifiedAt: ms, sandbox clock (created or changed)
 */


/**
 * @param {{ tenantId?: string, name?: string, accessToken?: string, clientSecret?: string }} options
 * @param {number} now sandbox time, ms: when the seeded records were made
 * @param {Array<[number, string, number, string | null]>} [chart]
 * @returns {Tenant}
 */
function createTenantState(options, now, chart = BASE_CHART) {
	const id = options.tenantId || randomUUID();
	/** @type {FinancialYear[]} */
	const financialYears = [
		{ Id: 1, FromDate: '2025-01-01', ToDate: '2025-12-31', AccountingMethod: 'ACCRUAL', AccountChartType: 'BAS 2024' },
		{ Id: 2, FromDate: '2026-01-01', ToDate: '2026-12-31', AccountingMethod: 'ACCRUAL', AccountChartType: 'BAS 2024' },
	];
	/** @type {Map<number, Map<number, Account>>} */
	const accounts = new Map();
	for (const fy of financialYears) {
		const perYear = new Map();
		for (const [Number, Description, SRU, VATCode] of chart) {
			perYear.set(Number, newAccount(fy.Id, { Number, Description, SRU, VATCode }, now));
		}
		accounts.set(fy.Id, perYear);
	}
	const emailTag = id.replace(/[^a-z0-9]/gi, '').slice(0, 8).toLowerCase() || 'tenant';
	const purchasing = createPurchasingState();
	return {
		id,
		name: options.name || `Sandbox company ${id.slice(0, 8)}`,
		accessToken: options.accessToken || randomUUID(),
		clientSecret: options.clientSecret || randomBytes(12).toString('base64url'),
		financialYears,
		accounts,
		labels: [],
		nextLabelId: 1,
		...createRegisters(now),
		prices: [],
		inbox: createInboxTree(emailTag),
		archive: createArchiveTree(emailTag),
		fileAttachments: [],
		recurring: createRecurringState(),
		partner: createPartnerState(),
		companyOrders: createCompanyOrderState(),
		warehouse: createWarehouseState(now, purchasing),
		customers: [],
		nextCustomerNumber: 1,
		nextArticleNumber: 1,
		sales: createSalesState(id),
		purchasing,
		bookkeeping: createBookkeepingState(now),
		assets: createAssetsState(),
		payroll: createPayrollState(),
		links: createLinksState(),
		settings: createSettingsState(),
		access: fullAccess(),
	};
}

module.exports = { createTenantState };
