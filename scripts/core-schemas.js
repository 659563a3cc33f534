#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * node scripts/core-schemas.js [path/to/fortnox-openapi.json]
 *
 * Writes nodes/shared/schema/schemas.ts: the writable fields of the everyday-core records
 * (customers, articles, invoices, orders, offers, payments, suppliers, supplier invoices and their
 * payments, vouchers, projects, cost centers, financial years, tax reductions, price lists and prices, contracts and
 * their templates, accruals, customer references, URL connections, the payroll's records, and their rows) as Fortnox's official
 * OpenAPI document types and limits them. The Fortnox node builds its Additional Fields / Update
 * Fields and checks every value before sending from it, so both follow Fortnox's own names and
 * limits. The nodes ship with it (no file outside the package is read at run time); run this again
 * when Fortnox publishes a new document. test/unit/core-schemas.test.ts fails when it is stale.
 */

const fs = require('node:fs');
const path = require('node:path');

const DEFAULT_SOURCE = path.join(__dirname, '..', 'openapi', 'fortnox-openapi-2026-04.json');
const TARGET = path.join(__dirname, '..', 'nodes', 'shared', 'schema', 'schemas.ts');

/**
 * Fields Fortnox computes or sets by its actions, which a write ignores or refuses. For invoices
 * Fortnox's write schema (InvoicePayload) already leaves them out; orders and offers have none, so
 * the invoice's read-only fields stand for theirs, plus their own.
 */
const COMPUTED_DOCUMENT_FIELDS = [
	'@url', '@urlTaxReductionList', 'AccountingMethod', 'AdministrationFeeVAT', 'Balance', 'BasisTaxReduction', 'Booked',
	'Cancelled', 'ContractReference', 'ContributionPercent', 'ContributionValue', 'Credit', 'FinalPayDate', 'FreightVAT',
	'Gross', 'HouseWork', 'InvoicePeriodEnd', 'InvoicePeriodReference', 'InvoicePeriodStart', 'LastRemindDate', 'Net',
	'NoxFinans', 'OfferReference', 'OrderReference', 'OrganisationNumber', 'Reminders', 'RoundOff', 'Sent', 'TaxReduction',
	'TimeBasisReference', 'Total', 'TotalToPay', 'TotalVAT', 'VoucherNumber', 'VoucherSeries', 'VoucherYear', 'WarehouseReady',
	'DeliveryState', 'InvoiceReference', 'OrderType', 'StockPointId',
];
const COMPUTED_ROW_FIELDS = ['ContributionPercent', 'ContributionValue', 'PriceExcludingVAT', 'Total', 'TotalExcludingVAT', 'ReservedQuantity', 'StockPointId'];

/**
 * An employee's vacation days Fortnox keeps itself: "VacationDaysSaved and all registered and pending
 * vacationdays are read only" (PUT /3/employees/{EmployeeId}).
 */
const READ_ONLY_VACATION_DAYS = [
	'VacationDaysSaved',
	...['Paid', 'Prepaid', 'Saved', 'SavedYear1', 'SavedYear2', 'SavedYear3', 'SavedYear4', 'SavedYear5', 'SavedYear6Plus', 'Unpaid'].flatMap((days) => [
		`VacationDaysRegistered${days}`,
		`VacationDaysPending${days}`,
	]),
];

/** What the nodes write, from which OpenAPI schema, less what Fortnox computes. */
const SCHEMAS = {
	Customer: { schema: 'fortnox_Customer', computed: ['@url'] },
	Article: { schema: 'fortnox_Article', computed: ['@url', 'DisposableQuantity', 'ReservedQuantity', 'StockValue', 'SupplierName'] },
	Invoice: { schema: 'fortnox_InvoicePayload', computed: [] },
	InvoiceRow: { schema: 'fortnox_InvoicePayload_InvoiceRow', computed: [] },
	Order: { schema: 'fortnox_Order', computed: COMPUTED_DOCUMENT_FIELDS },
	OrderRow: { schema: 'fortnox_Order_OrderRow', computed: COMPUTED_ROW_FIELDS },
	Offer: { schema: 'fortnox_Offer', computed: COMPUTED_DOCUMENT_FIELDS },
	OfferRow: { schema: 'fortnox_Offer_OfferRow', computed: COMPUTED_ROW_FIELDS },
	InvoicePayment: {
		schema: 'fortnox_InvoicePayment',
		computed: ['@url', 'Booked', 'InvoiceCustomerName', 'InvoiceCustomerNumber', 'InvoiceDueDate', 'InvoiceOCR', 'InvoiceTotal', 'Source', 'VoucherNumber', 'VoucherSeries', 'VoucherYear'],
	},
	Supplier: { schema: 'fortnox_Supplier', computed: ['@url'] },
	// What a register's list shows of each record: Create or Update compares an item with it before it writes.
	CustomerListItem: { schema: 'fortnox_CustomerListItem', computed: ['@url'] },
	ArticleListItem: { schema: 'fortnox_ArticleListItem', computed: ['@url'] },
	SupplierListItem: { schema: 'fortnox_SupplierListItem', computed: ['@url'] },
	SupplierInvoice: {
		schema: 'fortnox_SupplierInvoice',
		computed: ['@url', 'Balance', 'Booked', 'Cancelled', 'Credit', 'CreditReference', 'FinalPayDate', 'GivenNumber', 'PaymentPending', 'SupplierName', 'VoucherNumber', 'VoucherSeries', 'VoucherYear', 'Vouchers'],
	},
	SupplierInvoiceRow: { schema: 'fortnox_SupplierInvoice_SupplierInvoiceRow', computed: ['AccountDescription'] },
	SupplierInvoicePayment: {
		schema: 'fortnox_SupplierInvoicePayment',
		computed: ['@url', 'Booked', 'InvoiceDueDate', 'InvoiceOCR', 'InvoiceSupplierName', 'InvoiceSupplierNumber', 'InvoiceTotal', 'Number', 'Source', 'VoucherNumber', 'VoucherSeries', 'VoucherYear'],
	},
	Voucher: { schema: 'fortnox_Voucher', computed: ['@url', 'ApprovalState', 'VoucherNumber', 'Year'] },
	VoucherRow: { schema: 'fortnox_Voucher_VoucherRow', computed: ['Removed'] },
	Project: { schema: 'fortnox_Project', computed: ['@url'] },
	CostCenter: { schema: 'fortnox_CostCenter', computed: ['@url'] },
	FinancialYear: { schema: 'fortnox_FinancialYear', computed: ['@url', 'Id'] },
	// The fixed-asset register. Its OpenAPI types every date as plain text: `dates` are YYYY-MM-DD days.
	Asset: {
		schema: 'fortnox_Asset',
		computed: ['@url', 'DepreciatedTo', 'History', 'Id', 'Status', 'StatusId', 'Type'],
		dates: ['AcquisitionDate', 'AcquisitionStart', 'DepreciationFinal'],
	},
	AssetUpdate: { schema: 'fortnox_UpdateAsset', computed: [] },
	AssetType: { schema: 'fortnox_CreateAsset', computed: [] },
	AssetTypeUpdate: { schema: 'fortnox_UpdateAsset', computed: [] },
	AssetOpeningValue: { schema: 'fortnox_ManualObAsset', computed: [] },
	AssetSale: { schema: 'fortnox_Sell', computed: [], dates: ['Date'] },
	AssetScrap: { schema: 'fortnox_Scrap', computed: [], dates: ['Date'] },
	AssetWriteDown: { schema: 'fortnox_WriteDown', computed: [], dates: ['Date'] },
	AssetWriteUp: { schema: 'fortnox_WriteUp', computed: [], dates: ['Date'] },
	PriceList: { schema: 'fortnox_PriceList', computed: ['@url'] },
	// Date is the day Fortnox last set the price.
	Price: { schema: 'fortnox_Price', computed: ['@url', 'Date'] },
	Employee: { schema: 'fortnox_Employee', computed: ['@url', 'FullName', ...READ_ONLY_VACATION_DAYS] },
	SalaryTransaction: { schema: 'fortnox_SalaryTransaction', computed: ['@url', 'SalaryRow'] },
	AbsenceTransaction: { schema: 'fortnox_AbsenceTransactionPayload', computed: [] },
	AttendanceTransaction: { schema: 'fortnox_AttendanceTransaction', computed: [] },
	// A schedule time is named by its employee and date, in the path.
	ScheduleTime: { schema: 'fortnox_ScheduleTime', computed: ['Date', 'EmployeeId'] },
	Expense: { schema: 'fortnox_Expense', computed: [] },
	// InvoicesRemaining, LastInvoiceDate and TemplateName follow from the contract's invoices and its template.
	Contract: {
		schema: 'fortnox_Contract',
		computed: [
			'@url', '@urlTaxReductionList', 'BasisTaxReduction', 'ContributionPercent', 'ContributionValue', 'Gross', 'HouseWork', 'InvoicesRemaining',
			'LastInvoiceDate', 'Net', 'RoundOff', 'TaxReduction', 'TemplateName', 'Total', 'TotalToPay', 'TotalVAT',
		],
	},
	ContractRow: { schema: 'fortnox_Contract_InvoiceRow', computed: COMPUTED_ROW_FIELDS },
	// Fortnox numbers templates.
	ContractTemplate: { schema: 'fortnox_ContractTemplate', computed: ['@url', 'TemplateNumber'] },
	ContractAccrual: { schema: 'fortnox_ContractAccrual', computed: ['@url'] },
	ContractAccrualRow: { schema: 'fortnox_ContractAccrual_AccrualRow', computed: [] },
	InvoiceAccrual: { schema: 'fortnox_InvoiceAccrual', computed: ['@url'] },
	InvoiceAccrualRow: { schema: 'fortnox_InvoiceAccrual_InvoiceAccrualRow', computed: [] },
	SupplierInvoiceAccrual: { schema: 'fortnox_SupplierInvoiceAccrual', computed: ['@url'] },
	SupplierInvoiceAccrualRow: { schema: 'fortnox_SupplierInvoiceAccrual_SupplierInvoiceAccrualRows', computed: [] },
	CustomerReferenceRow: { schema: 'fortnox_CustomerReference_CustomerReferenceRow', computed: ['Id'] },
	ArticleUrlConnection: { schema: 'fortnox_ArticleUrlConnection', computed: ['@url', 'Id'] },
	SupplierInvoiceUrlConnection: { schema: 'fortnox_SupplierInvoiceExternalURLConnectionUpdate', computed: [] },
	// Fortnox approves, numbers and books an application; TypeOfReduction is gone: the document's TaxReductionType rules.
	TaxReduction: { schema: 'fortnox_TaxReduction', computed: ['@url', 'ApprovedAmount', 'Id', 'RequestSent', 'VoucherNumber', 'VoucherSeries', 'VoucherYear'] },
	Currency: { schema: 'fortnox_Currency', computed: ['@url'] },
	Unit: { schema: 'fortnox_Unit', computed: ['@url'] },
	TermsOfPayment: { schema: 'fortnox_TermsOfPayment', computed: ['@url'] },
	TermsOfDelivery: { schema: 'fortnox_TermsOfDelivery', computed: ['@url'] },
	ModeOfPayment: { schema: 'fortnox_ModeOfPayment', computed: ['@url'] },
	WayOfDelivery: { schema: 'fortnox_WayOfDelivery', computed: ['@url'] },
	VoucherSeries: { schema: 'fortnox_VoucherSeries', computed: ['@url', 'NextVoucherNumber', 'Year'] },
	PredefinedAccount: { schema: 'fortnox_PredefinedAccount', computed: ['@url'] },
	PredefinedVoucherSeries: { schema: 'fortnox_PredefinedVoucherSeries', computed: ['@url'] },
	TrustedEmailSender: { schema: 'fortnox_TrustedEmailSender_TrustedSender', computed: ['Id'] },
};

/**
 * Fortnox's OpenAPI describes one record several times: the write payload, the full record, V2, the
 * response, the list item, and the rows inside each. A limit often sits in only some of them
 * (fortnox_Invoice_InvoiceRow.Description has maxLength 255, the write payload's row none), so the
 * nodes check each field against all of them. `schema` itself comes first.
 * @param {any} document @param {string} schema
 * @returns {any[]}
 */
function variantsOf(document, schema) {
	const match = /^fortnox_([A-Za-z]+?)(?:Payload)?(?:V2)?(?:_([A-Za-z]+))?$/.exec(schema);
	if (!match) return [document.components.schemas[schema]];
	const [, stem, row] = match;
	const variant = new RegExp(`^fortnox_${stem}(?:Payload)?(?:V2)?(?:Response|ListItem)?(?:V2)?${row ? `_${row}` : ''}$`);
	const others = Object.keys(document.components.schemas).filter((name) => name !== schema && variant.test(name)).sort();
	return [schema, ...others].map((name) => document.components.schemas[name]);
}

/** The strictest of two limits of a kind: the larger minimum, the smaller maximum. */
const STRICTEST = { minLength: Math.max, maxLength: Math.min, minimum: Math.max, maximum: Math.min };

/**
 * The limits of one field the nodes check before sending: its type and format from the write
 * schema, every limit any variant of the same type states, the strictest where they differ (and
 * only the values every variant with a list allows). A list item types numbers as text; its
 * limits are not the field's.
 * @param {any[]} variants the field in each variant that has it, the write schema's first
 */
function fieldOf(variants) {
	const [own] = variants;
	const type = own.$ref ? 'object' : own.type;
	/** @type {Record<string, any>} */
	const limits = {};
	for (const variant of variants.filter((candidate) => (candidate.$ref ? 'object' : candidate.type) === type)) {
		for (const [key, strictest] of Object.entries(STRICTEST)) {
			if (variant[key] !== undefined) limits[key] = limits[key] === undefined ? variant[key] : strictest(limits[key], variant[key]);
		}
		if (variant.enum) limits.enum = limits.enum ? limits.enum.filter((/** @type {string} */ value) => variant.enum.includes(value)) : variant.enum;
	}
	/** @type {Record<string, unknown>} */
	const field = { type };
	if (own.format !== undefined) field.format = own.format;
	for (const key of ['enum', 'minLength', 'maxLength', 'minimum', 'maximum']) {
		if (limits[key] !== undefined) field[key] = limits[key];
	}
	return field;
}

/**
 * The fields a write of `schema` may carry, less `computed`, each with the limits of every variant;
 * `dates` get the format the OpenAPI leaves off them.
 * @param {any} document @param {string} schema @param {string[]} computed @param {string[]} [dates]
 * @returns {Record<string, Record<string, unknown>>}
 */
function writableFields(document, schema, computed, dates = []) {
	const properties = document.components.schemas[schema]?.properties;
	if (!properties) throw new Error(`${schema} is not in the OpenAPI document`);
	const variants = variantsOf(document, schema);
	return Object.fromEntries(
		Object.keys(properties)
			.filter((field) => !computed.includes(field))
			.sort((a, b) => a.localeCompare(b))
			.map((field) => {
				const limits = fieldOf(variants.map((variant) => variant.properties?.[field]).filter(Boolean));
				return [field, dates.includes(field) ? { ...limits, format: 'date' } : limits];
			}),
	);
}

/** @param {any} document */
const build = (document) =>
	Object.fromEntries(Object.entries(SCHEMAS).map(([name, entry]) => [name, writableFields(document, entry.schema, entry.computed, 'dates' in entry ? entry.dates : [])]));

/** The TypeScript module's text. @param {any} document @param {string} sourceName */
function render(document, sourceName) {
	const schemas = build(document);
	return `// Written by scripts/core-schemas.js from ${sourceName}; do not edit by hand.

/** A field as Fortnox's OpenAPI types and limits it. */
export interface FieldSchema {
	type: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
	format?: string;
	enum?: string[];
	minLength?: number;
	maxLength?: number;
	minimum?: number;
	maximum?: number;
}

/** The fields a write of each record may carry. */
export const SCHEMAS = ${JSON.stringify(schemas, null, '\t')} as const satisfies Record<string, Record<string, FieldSchema>>;

export type SchemaName = keyof typeof SCHEMAS;
`;
}

if (require.main === module) {
	const source = path.resolve(process.argv[2] ?? DEFAULT_SOURCE);
	const text = render(JSON.parse(fs.readFileSync(source, 'utf8')), path.basename(source));
	fs.writeFileSync(TARGET, text);
	process.stdout.write(`${path.relative(process.cwd(), TARGET)}: ${Object.keys(SCHEMAS).length} records\n`);
}

module.exports = { DEFAULT_SOURCE, TARGET, render, writableFields };
