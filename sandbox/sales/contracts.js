// @ts-check
'use strict';

/**
 * Contracts (avtal) and their templates, as Fortnox's OpenAPI describes them (fortnox_Contract,
 * fortnox_ContractTemplate). A contract is a sales document (kinds.js: numbering, the customer's
 * defaults, rows and totals as documents.js and rows.js have them) with a period and a count:
 *   GET  /3/contracts                       list items of fortnox_ContractListItem; filter active | inactive | finished
 *   GET  /3/contracts/{DocumentNumber}
 *   POST /3/contracts                       → 201; CustomerNumber, InvoiceRows and PeriodEnd required, an article on every
 *                                           row; a TemplateNumber gives what the body does not: the template's rows,
 *                                           interval, length, continuity, fees, references, terms; PeriodStart
 *                                           defaults to ContractDate (today), and may not come after PeriodEnd
 *   PUT  /3/contracts/{DocumentNumber}      refused when finished; Active false makes it inactive, true active again
 *   PUT  …/createinvoice                    an AGREEMENTINVOICE (sales/invoices) of the contract's head and rows,
 *                                           ContractReference = the contract, InvoicePeriodStart/End = its period;
 *                                           answers {"Invoice": …}; the contract moves on (below)
 *   PUT  …/increaseinvoicecount             moves on without an invoice; answers the contract
 *   PUT  …/finish                           finished: Active false, no invoices remaining; a second finish is refused
 * Moving on: LastInvoiceDate today, the next period starts the day after PeriodEnd and lasts
 * InvoiceInterval months; InvoicesRemaining (ContractLength / InvoiceInterval, whole intervals,
 * less those made; a contract without a length has one) drops by one, and at 0 the contract is
 * finished. A continuous contract counts no remaining invoices ("0") and runs until finished.
 * An inactive or finished contract makes no invoice and counts none (400).
 *   GET /3/contracttemplates, GET/POST/PUT /3/contracttemplates/{TemplateNumber}: numbered 1, 2, …; the
 *   list items name ContractTemplate and ContractTemplateName (fortnox_ContractTemplateListItem). No DELETE.
 */

const { badRequest, notFound } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap, unwrapUpdate } = require('../classic/validate');
const { readFields, applyFields, text, number, integer, boolean, oneOf, required, defaults } = require('../classic/fields');
const { addMonths } = require('../recurring/dates');
const { KINDS } = require('./kinds');
const { writeDocument, findDocument, renderDocument, documentName } = require('./documents');
const { convert } = require('./convert');
const { readList } = require('./checks');
const { articleFacts } = require('./articles');
const { quantityText } = require('./values');
const { stockholmDate: dateOf, addDays } = require('../dates');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./documents').Doc & { invoiced?: number, finished?: boolean }} Doc a contract: its count and whether it is finished */
/** @typedef {import('./types').SandboxContractTemplate} Template */
/** @typedef {{ url: string, clock: { now(): number } }} State */

const KIND = KINDS.contract;
/** What fortnox_Contract shows: its writable fields, what follows from invoices and template, the amounts. */
const SHOWN = new Set([
	'@url', '@urlTaxReductionList', ...Object.keys(KIND.head), 'InvoicesRemaining', 'LastInvoiceDate', 'TemplateName', 'InvoiceRows', 'BasisTaxReduction',
	'ContributionPercent', 'ContributionValue', 'Gross', 'HouseWork', 'Net', 'RoundOff', 'TaxReduction', 'Total', 'TotalToPay', 'TotalVAT',
]);

/** fortnox_ContractListItem's fields as the contract names them (beside Invoiceinterval, InvoicesRemaining and Status). */
const LIST_FIELDS = ['Continuous', 'ContractLength', 'Currency', 'CustomerName', 'CustomerNumber', 'DocumentNumber', 'LastInvoiceDate', 'PeriodEnd', 'PeriodStart',
	'TemplateNumber', 'Total'];

/** @type {import('../classic/fields').Schema} */
const TEMPLATE = {
	AdministrationFee: number(0), Continuous: boolean(), ContractLength: integer(1, 9999), Freight: number(0), InvoiceInterval: integer(1, 9999, 1),
	OurReference: text(25), PrintTemplate: text(), Remarks: text(1024), TemplateName: required(text(1024, 1)), TermsOfDelivery: text(),
	TermsOfPayment: text(), WayOfDelivery: text(),
};
/** @type {import('../classic/fields').Schema} */
const TEMPLATE_ROW = {
	AccountNumber: integer(), ArticleNumber: text(), CostCenter: text(), DeliveredQuantity: number(0), Description: text(), Discount: number(0),
	DiscountType: oneOf(['PERCENT', 'AMOUNT'], 'PERCENT'), Price: number(), Project: text(), Unit: text(),
};
/** What a contract takes from its template where its body gives none. */
const FROM_TEMPLATE = ['InvoiceInterval', 'ContractLength', 'Continuous', 'AdministrationFee', 'Freight', 'OurReference', 'PrintTemplate', 'Remarks',
	'TermsOfDelivery', 'TermsOfPayment', 'WayOfDelivery'];

/** @param {Doc} doc */
const statusOf = (doc) => (doc.finished ? 'FINISHED' : doc.head.Active ? 'ACTIVE' : 'INACTIVE');

/** The invoices a fixed-length contract has left; a contract without a length has one. @param {Doc} doc */
function remaining(doc) {
	const { ContractLength, InvoiceInterval } = doc.head;
	const total = Math.max(1, Math.floor((ContractLength ?? InvoiceInterval) / InvoiceInterval));
	return doc.head.Continuous || doc.finished ? 0 : Math.max(0, total - (doc.invoiced ?? 0));
}

/** @param {Tenant} tenant @param {unknown} number @returns {Template} */
function templateOf(tenant, number) {
	const template = tenant.sales.contractTemplates.find((t) => t.head.TemplateNumber === Number(number));
	if (!template) throw badRequest(SALES_CODES.CONTRACT_TEMPLATE_UNKNOWN, `Contract template ${String(number)} does not exist (/3/contracttemplates).`);
	return template;
}

/** @param {Record<string, unknown>} input */
function checkRowsHaveArticles(input) {
	const rows = input.InvoiceRows;
	if (!Array.isArray(rows)) return;
	rows.forEach((row, i) => {
		if (row && typeof row === 'object' && row.RowId == null && !row.ArticleNumber) {
			throw badRequest(SALES_CODES.CONTRACT_ROW_WITHOUT_ARTICLE, `InvoiceRows[${i}]: a contract row needs an ArticleNumber.`);
		}
	});
}

/** @param {Doc} doc @param {string} action */
function checkNotFinished(doc, action) {
	if (doc.finished) throw badRequest(SALES_CODES.CONTRACT_FINISHED, `${documentName(KIND, doc)} is finished and cannot be ${action}.`);
}

/** @param {Doc} doc @param {string} action */
function checkInvoiceable(doc, action) {
	checkNotFinished(doc, action);
	if (!doc.head.Active) throw badRequest(SALES_CODES.CONTRACT_INACTIVE, `${documentName(KIND, doc)} is inactive and cannot be ${action}; make it active first.`);
}

/** What follows from the head and the count: the period's start, the invoices remaining. @param {Tenant} tenant @param {Doc} doc */
function settle(tenant, doc) {
	const { head } = doc;
	if (!head.PeriodStart) head.PeriodStart = head.ContractDate;
	head.TemplateName = head.TemplateNumber == null ? '' : String(templateOf(tenant, head.TemplateNumber).head.TemplateName);
	head.InvoicesRemaining = String(remaining(doc));
}

/** The contract's period counted as invoiced: the next period, one fewer invoice, finished after the last. @param {Doc} doc @param {number} now */
function moveOn(doc, now) {
	const { head } = doc;
	doc.invoiced = (doc.invoiced ?? 0) + 1;
	head.LastInvoiceDate = dateOf(now);
	head.PeriodStart = addDays(head.PeriodEnd, 1);
	head.PeriodEnd = addDays(addMonths(head.PeriodStart, head.InvoiceInterval, `DAY_${Number(head.PeriodStart.slice(8))}`), -1);
	if (!head.Continuous && remaining(doc) === 0) Object.assign(doc, { finished: true });
	if (doc.finished) head.Active = false;
	head.InvoicesRemaining = String(remaining(doc));
	doc.modifiedAt = now;
}

/** @param {any} r the classic route group @param {State} state */
function registerContractRoutes(r, state) {
	const now = () => state.clock.now();
	/** @param {Doc} doc */
	const render = (doc) => Object.fromEntries(Object.entries(renderDocument(state.url, KIND, doc)).filter(([field]) => SHOWN.has(field)));
	/** @param {Doc} doc @param {number} [status] */
	const reply = (doc, status) => json({ Contract: render(doc) }, status);
	/** @param {any} ctx */
	const find = (ctx) => findDocument(ctx.tenant, KIND, ctx.params.number);
	/** @type {import('../classic/list-query').ListSpec<Doc>} */
	const list = {
		filters: { active: (d) => statusOf(d) === 'ACTIVE', inactive: (d) => statusOf(d) === 'INACTIVE', finished: (d) => statusOf(d) === 'FINISHED' },
		modifiedAt: (d) => d.modifiedAt,
	};

	r.get('/3/contracts', (/** @type {any} */ ctx) => {
		const byNumber = [...ctx.tenant.sales.contracts].sort((a, b) => Number(a.head.DocumentNumber) - Number(b.head.DocumentNumber));
		const { meta, items } = listPage(byNumber, ctx.query, list);
		return json({
			Contracts: items.map((/** @type {Doc} */ d) => ({
				'@url': `${state.url}/3/contracts/${d.head.DocumentNumber}`,
				...Object.fromEntries(LIST_FIELDS.map((field) => [field, d.head[field]])),
				Invoiceinterval: d.head.InvoiceInterval, InvoicesRemaining: remaining(d), Status: statusOf(d),
			})),
			MetaInformation: meta,
		});
	});

	r.get('/3/contracts/:number', (/** @type {any} */ ctx) => reply(find(ctx)));

	r.post('/3/contracts', async (/** @type {any} */ ctx) => {
		const input = unwrap(await ctx.json(), 'Contract');
		if (input.TemplateNumber != null && input.TemplateNumber !== '') {
			const template = templateOf(ctx.tenant, input.TemplateNumber);
			for (const field of FROM_TEMPLATE) if (input[field] === undefined) input[field] = template.head[field];
			if (input.InvoiceRows === undefined) input.InvoiceRows = template.head.InvoiceRows;
		}
		if (input.InvoiceRows === undefined) throw badRequest(SALES_CODES.NOT_A_LIST, 'InvoiceRows is required.');
		checkRowsHaveArticles(input);
		const start = String(input.PeriodStart || input.ContractDate || dateOf(now()));
		if (typeof input.PeriodEnd === 'string' && input.PeriodEnd < start) throw badRequest(SALES_CODES.CONTRACT_PERIOD, `PeriodEnd ${input.PeriodEnd} is before PeriodStart ${start}.`);
		const doc = writeDocument(ctx.tenant, KIND, input, now());
		settle(ctx.tenant, doc);
		return reply(doc, 201);
	});

	r.put('/3/contracts/:number', async (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotFinished(doc, 'updated');
		const input = unwrapUpdate(await ctx.json(), 'Contract');
		checkRowsHaveArticles(input);
		const start = String(input.PeriodStart ?? doc.head.PeriodStart);
		const end = String(input.PeriodEnd ?? doc.head.PeriodEnd);
		if (end < start) throw badRequest(SALES_CODES.CONTRACT_PERIOD, `PeriodEnd ${end} is before PeriodStart ${start}.`);
		if (input.TemplateNumber != null && input.TemplateNumber !== '') templateOf(ctx.tenant, input.TemplateNumber);
		writeDocument(ctx.tenant, KIND, input, now(), doc);
		settle(ctx.tenant, doc);
		return reply(doc);
	});

	r.put('/3/contracts/:number/createinvoice', (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkInvoiceable(doc, 'invoiced');
		const invoice = convert(ctx.tenant, KIND, doc, KINDS.invoice, now());
		Object.assign(invoice.head, {
			InvoiceType: 'AGREEMENTINVOICE', ContractReference: Number(doc.head.DocumentNumber), InvoicePeriodStart: doc.head.PeriodStart, InvoicePeriodEnd: doc.head.PeriodEnd,
		});
		moveOn(doc, now());
		return json({ Invoice: renderDocument(state.url, KINDS.invoice, invoice) });
	});

	r.put('/3/contracts/:number/increaseinvoicecount', (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkInvoiceable(doc, 'counted');
		moveOn(doc, now());
		return reply(doc);
	});

	r.put('/3/contracts/:number/finish', (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotFinished(doc, 'finished');
		Object.assign(doc, { finished: true, modifiedAt: now() });
		Object.assign(doc.head, { Active: false, InvoicesRemaining: '0' });
		return reply(doc);
	});

	registerTemplateRoutes(r, state);
}

/** @param {Tenant} tenant @param {unknown} raw */
function templateRows(tenant, raw) {
	return readList(raw, 'InvoiceRows', (item) => {
		const row = readFields(item, TEMPLATE_ROW, { readOnly: [], creating: false });
		if (row.ArticleNumber && !articleFacts(tenant, String(row.ArticleNumber))) {
			throw badRequest(SALES_CODES.ARTICLE_UNKNOWN, `article ${String(row.ArticleNumber)} does not exist (/3/articles).`);
		}
		return row;
	});
}

/** @param {any} r the classic route group @param {State} state */
function registerTemplateRoutes(r, state) {
	const base = '/3/contracttemplates';
	/** @param {Template} t */
	const url = (t) => `${state.url}${base}/${String(t.head.TemplateNumber)}`;
	/** @param {Template} t */
	const render = (t) => ({
		'@url': url(t),
		...t.head,
		InvoiceRows: /** @type {Array<Record<string, any>>} */ (t.head.InvoiceRows).map((row) => ({ ...row, DeliveredQuantity: quantityText(Number(row.DeliveredQuantity ?? 0)) })),
	});
	/** @param {any} ctx @returns {Template} */
	const find = (ctx) => {
		const found = ctx.tenant.sales.contractTemplates.find((/** @type {Template} */ t) => String(t.head.TemplateNumber) === ctx.params.number);
		if (!found) throw notFound(SALES_CODES.CONTRACT_TEMPLATE_NOT_FOUND, `Contract template ${ctx.params.number} not found.`);
		return found;
	};
	/** @param {any} ctx @param {Template} [template] */
	const write = async (ctx, template) => {
		const { InvoiceRows: rows, ...rest } = unwrap(await ctx.json(), 'ContractTemplate');
		const fields = readFields(rest, TEMPLATE, { readOnly: ['@url', 'TemplateNumber'], creating: !template });
		const newRows = rows === undefined ? (template?.head.InvoiceRows ?? []) : templateRows(ctx.tenant, rows);
		const head = template ? template.head : { ...defaults(TEMPLATE), TemplateNumber: ctx.tenant.sales.next.contractTemplates++ };
		applyFields(head, TEMPLATE, fields);
		head.InvoiceRows = newRows;
		if (template) template.modifiedAt = state.clock.now();
		return template ?? { head, modifiedAt: state.clock.now() };
	};

	r.get(base, (/** @type {any} */ ctx) => {
		const { meta, items } = listPage(ctx.tenant.sales.contractTemplates, ctx.query, { modifiedAt: (/** @type {Template} */ t) => t.modifiedAt });
		return json({
			ContractTemplates: items.map((/** @type {Template} */ t) => ({
				'@url': url(t), ContractLength: t.head.ContractLength, ContractTemplate: t.head.TemplateNumber, ContractTemplateName: t.head.TemplateName,
				InvoiceInterval: t.head.InvoiceInterval,
			})),
			MetaInformation: meta,
		});
	});
	r.get(`${base}/:number`, (/** @type {any} */ ctx) => json({ ContractTemplate: render(find(ctx)) }));
	r.post(base, async (/** @type {any} */ ctx) => {
		const template = await write(ctx);
		ctx.tenant.sales.contractTemplates.push(template);
		return json({ ContractTemplate: render(template) }, 201);
	});
	r.put(`${base}/:number`, async (/** @type {any} */ ctx) => json({ ContractTemplate: render(await write(ctx, find(ctx))) }));
}

module.exports = { registerContractRoutes };
