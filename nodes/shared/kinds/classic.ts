import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

/**
 * A record kind of Fortnox's classic API (`/3/…`) as Fortnox names it: where its list is, how its
 * answers wrap one record and the list, and the field that numbers a record. The action nodes and
 * the triggers read these; what a node shows of a kind lives with the node.
 */
export interface ClassicKind {
	/** The list's path; one record's is the path and its number. */
	path: string;
	/** The body's wrapper of one record, e.g. Invoice. */
	single: string;
	/** The wrapper of one record in a request, where Fortnox names it otherwise than in its answers (an asset: answered in Assets, sent in Asset). */
	request?: string;
	/** The list's array, e.g. Invoices. */
	plural: string;
	/** The field that numbers a record, its identity, e.g. DocumentNumber. */
	numberField: string;
	/** Whether that number is a whole number (the OpenAPI types the record's path parameter as an integer). */
	wholeNumber?: boolean;
	/** How a record is named in a sentence. */
	noun: string;
	/** How records are named, where not the noun and an s: currencies, voucher series. */
	nounPlural?: string;
	/** The field that names a record beside its number: a customer's Name, an invoice's CustomerName. */
	nameField?: string;
	/** The date a document is dated by. */
	dateField?: string;
	/** The list's search on the number and on the name, where Fortnox's OpenAPI declares one (it keeps records that contain the text). */
	search?: { number: string; name: string };
	/** The list's sort key for newest first, where Fortnox sorts it. */
	newestFirst?: string;
	/** Where the list's items name the number and the name otherwise than the record does (a contract template's list). */
	listFields?: { number: string; name: string };
}

/** The query that lists a kind newest first. */
export const newestFirstQuery = (kind: ClassicKind): IDataObject => (kind.newestFirst ? { sortby: kind.newestFirst, sortorder: 'descending' } : {});

/** How records of a kind are named in a sentence: "customers", "currencies". */
export const pluralOf = (kind: ClassicKind): string => kind.nounPlural ?? `${kind.noun}s`;

/** The path of one record: its number escaped, as numbers are text in Fortnox and may hold anything. */
export const recordPath = (kind: ClassicKind, number: string): string => `${kind.path}/${encodeURIComponent(number)}`;

const code = (path: string, single: string, plural: string, noun: string, nounPlural?: string): ClassicKind => ({
	path,
	single,
	plural,
	numberField: 'Code',
	noun,
	...(nounPlural ? { nounPlural } : {}),
	nameField: 'Description',
});

export const CUSTOMERS: ClassicKind = {
	path: '/3/customers',
	single: 'Customer',
	plural: 'Customers',
	numberField: 'CustomerNumber',
	noun: 'customer',
	nameField: 'Name',
	search: { number: 'customernumber', name: 'name' },
	newestFirst: 'customernumber',
};
export const ARTICLES: ClassicKind = {
	path: '/3/articles',
	single: 'Article',
	plural: 'Articles',
	numberField: 'ArticleNumber',
	noun: 'article',
	nameField: 'Description',
	search: { number: 'articlenumber', name: 'description' },
	newestFirst: 'articlenumber',
};
// Fortnox's OpenAPI declares no search on /3/suppliers.
export const SUPPLIERS: ClassicKind = { path: '/3/suppliers', single: 'Supplier', plural: 'Suppliers', numberField: 'SupplierNumber', noun: 'supplier', nameField: 'Name' };
export const PROJECTS: ClassicKind = { path: '/3/projects', single: 'Project', plural: 'Projects', numberField: 'ProjectNumber', noun: 'project', nameField: 'Description' };
export const COST_CENTERS = code('/3/costcenters', 'CostCenter', 'CostCenters', 'cost center');
export const TERMS_OF_PAYMENT = code('/3/termsofpayments', 'TermsOfPayment', 'TermsOfPayments', 'terms of payment', 'terms of payment');
export const PRICE_LISTS = code('/3/pricelists', 'PriceList', 'PriceLists', 'price list');
/** An article's price in a price list from a quantity: named by its list, article and FromQuantity together. */
export const PRICES: ClassicKind = { path: '/3/prices', single: 'Price', plural: 'Prices', numberField: 'ArticleNumber', noun: 'price' };
export const CURRENCIES = code('/3/currencies', 'Currency', 'Currencies', 'currency', 'currencies');
export const UNITS = code('/3/units', 'Unit', 'Units', 'unit');
export const VOUCHER_SERIES = code('/3/voucherseries', 'VoucherSeries', 'VoucherSeriesCollection', 'voucher series', 'voucher series');
export const TERMS_OF_DELIVERY = code('/3/termsofdeliveries', 'TermsOfDelivery', 'TermsOfDeliveries', 'terms of delivery', 'terms of delivery');
export const MODES_OF_PAYMENT = code('/3/modesofpayments', 'ModeOfPayment', 'ModesOfPayments', 'mode of payment', 'modes of payment');
export const WAYS_OF_DELIVERY = code('/3/wayofdeliveries', 'WayOfDelivery', 'WayOfDeliveries', 'way of delivery', 'ways of delivery');
/** Fortnox's own names for the accounts and voucher series it books to by default, e.g. INVOICE_VAT or INVOICE; Fortnox spells the wrappers PreDefined. */
export const PREDEFINED_ACCOUNTS: ClassicKind = { path: '/3/predefinedaccounts', single: 'PreDefinedAccount', plural: 'PreDefinedAccounts', numberField: 'Name', noun: 'predefined account' };
export const PREDEFINED_VOUCHER_SERIES: ClassicKind = {
	path: '/3/predefinedvoucherseries',
	single: 'PreDefinedVoucherSeries',
	plural: 'PreDefinedVoucherSeriesCollection',
	numberField: 'Name',
	noun: 'predefined voucher series',
	nounPlural: 'predefined voucher series',
};
/** Lists of names only: the print templates of a document type, the account charts a new financial year can start from. */
export const PRINT_TEMPLATES: ClassicKind = { path: '/3/printtemplates', single: 'PrintTemplate', plural: 'PrintTemplates', numberField: 'Template', noun: 'print template', nameField: 'Name' };
export const ACCOUNT_CHARTS: ClassicKind = { path: '/3/accountcharts', single: 'AccountChart', plural: 'AccountCharts', numberField: 'Name', noun: 'account chart' };
export const ACCOUNTS: ClassicKind = { path: '/3/accounts', single: 'Account', plural: 'Accounts', numberField: 'Number', noun: 'account', nameField: 'Description' };
export const FINANCIAL_YEARS: ClassicKind = { path: '/3/financialyears', single: 'FinancialYear', plural: 'FinancialYears', numberField: 'Id', noun: 'financial year' };
export const LABELS: ClassicKind = { path: '/3/labels', single: 'Label', plural: 'Labels', numberField: 'Id', noun: 'label', nameField: 'Description' };
/** ROT, RUT and green technology applications, each by its Id and naming the document it is for. Its list declares no search. */
export const TAX_REDUCTIONS: ClassicKind = { path: '/3/taxreductions', single: 'TaxReduction', plural: 'TaxReductions', numberField: 'Id', wholeNumber: true, noun: 'tax reduction', nameField: 'CustomerName' };
export const COMPANY_INFORMATION = { path: '/3/companyinformation', single: 'CompanyInformation' };
/** A setting Fortnox keeps one of per company (or user): read whole, in its wrapper. */
export interface SettingKind {
	path: string;
	single: string;
	noun: string;
}
export const COMPANY_SETTINGS: SettingKind = { path: '/3/settings/company', single: 'CompanySettings', noun: 'company settings' };
export const LOCKED_PERIOD: SettingKind = { path: '/3/settings/lockedperiod', single: 'LockedPeriod', noun: 'locked period' };
export const ME: SettingKind = { path: '/3/me', single: 'MeInformation', noun: 'user' };
export const EU_VAT_LIMIT_REGULATION: SettingKind = { path: '/3/euvatlimitregulation', single: 'EUVatLimitRegulation', noun: 'EU VAT limit' };
/** The addresses whose e-mails the inbox takes (trusted) or turns away (rejected); Fortnox numbers each by Id. */
export const EMAIL_SENDERS = { path: '/3/emailsenders', single: 'EmailSenders', trusted: '/3/emailsenders/trusted', one: 'TrustedSender' };

const sales = (path: string, single: string, plural: string, noun: string, dateField: string, newestFirst: string): ClassicKind => ({
	path,
	single,
	plural,
	numberField: 'DocumentNumber',
	noun,
	nameField: 'CustomerName',
	dateField,
	search: { number: 'documentnumber', name: 'customername' },
	newestFirst,
});
export const INVOICES = sales('/3/invoices', 'Invoice', 'Invoices', 'invoice', 'InvoiceDate', 'documentnumber');
export const ORDERS = sales('/3/orders', 'Order', 'Orders', 'order', 'OrderDate', 'documentnumber');
// Offers sort by id: their list takes no document number as a sort key.
export const OFFERS = sales('/3/offers', 'Offer', 'Offers', 'offer', 'OfferDate', 'id');
/** Contracts (avtal): invoices made again each period. Fortnox's OpenAPI declares no search on their list. */
export const CONTRACTS: ClassicKind = {
	path: '/3/contracts',
	single: 'Contract',
	plural: 'Contracts',
	numberField: 'DocumentNumber',
	noun: 'contract',
	nameField: 'CustomerName',
	dateField: 'ContractDate',
};
export const CONTRACT_TEMPLATES: ClassicKind = {
	path: '/3/contracttemplates',
	single: 'ContractTemplate',
	plural: 'ContractTemplates',
	numberField: 'TemplateNumber',
	noun: 'contract template',
	nameField: 'TemplateName',
	listFields: { number: 'ContractTemplate', name: 'ContractTemplateName' },
};
/** Invoices handed to Fortnox Finans (formerly Noxbox) for collection and reminders; numbered by the invoice. It has no list. */
export const FINANCE_INVOICES: ClassicKind = { path: '/3/noxfinansinvoices', single: 'NoxFinansInvoice', plural: 'NoxFinansInvoices', numberField: 'InvoiceNumber', noun: 'Fortnox Finans invoice' };
/** A customer's references (the people who order), numbered by Fortnox. Their list answers in one object, not a page. */
export const CUSTOMER_REFERENCES: ClassicKind = { path: '/3/customerreferences', single: 'CustomerReferenceRow', plural: 'CustomerReferenceRows', numberField: 'Id', noun: 'customer reference', nameField: 'Reference' };
/** Links from an article to a web page, e.g. its page in the webshop. */
export const ARTICLE_URL_CONNECTIONS: ClassicKind = { path: '/3/articleurlconnections', single: 'ArticleUrlConnection', plural: 'ArticleUrlConnections', numberField: 'Id', noun: 'article URL connection', nameField: 'URLConnection' };
/** Links from a supplier invoice to an external system; there is no list of them. */
export const SUPPLIER_INVOICE_URL_CONNECTIONS: ClassicKind = {
	path: '/3/supplierinvoiceexternalurlconnections',
	single: 'SupplierInvoiceExternalURLConnection',
	plural: 'SupplierInvoiceExternalURLConnections',
	numberField: 'Id',
	noun: 'supplier invoice URL connection',
};
/** An accrual (periodisering) of a document, numbered by the document it spreads over periods. */
const accruals = (path: string, single: string, numberField: string, noun: string): ClassicKind => ({ path, single, plural: `${single}s`, numberField, noun, nameField: 'Description' });
export const CONTRACT_ACCRUALS = accruals('/3/contractaccruals', 'ContractAccrual', 'DocumentNumber', 'contract accrual');
export const INVOICE_ACCRUALS = accruals('/3/invoiceaccruals', 'InvoiceAccrual', 'InvoiceNumber', 'invoice accrual');
export const SUPPLIER_INVOICE_ACCRUALS = accruals('/3/supplierinvoiceaccruals', 'SupplierInvoiceAccrual', 'SupplierInvoiceNumber', 'supplier invoice accrual');
/** Fortnox's invoice types (it spells the interest invoice INTRESTINVOICE). */
export const INVOICE_TYPES: INodePropertyOptions[] = [
	{ name: 'Agreement Invoice', value: 'AGREEMENTINVOICE' },
	{ name: 'Cash Invoice', value: 'CASHINVOICE' },
	{ name: 'Interest Invoice', value: 'INTRESTINVOICE' },
	{ name: 'Invoice', value: 'INVOICE' },
	{ name: 'Summary Invoice', value: 'SUMMARYINVOICE' },
];

/** Numbered by Fortnox (GivenNumber); InvoiceNumber is the supplier's own number. Its list declares no search. */
export const SUPPLIER_INVOICES: ClassicKind = {
	path: '/3/supplierinvoices',
	single: 'SupplierInvoice',
	plural: 'SupplierInvoices',
	numberField: 'GivenNumber',
	noun: 'supplier invoice',
	nameField: 'SupplierName',
	dateField: 'InvoiceDate',
};
export const INVOICE_PAYMENTS: ClassicKind = {
	path: '/3/invoicepayments',
	single: 'InvoicePayment',
	plural: 'InvoicePayments',
	numberField: 'Number',
	noun: 'invoice payment',
	newestFirst: 'paymentdate',
};
export const SUPPLIER_INVOICE_PAYMENTS: ClassicKind = {
	path: '/3/supplierinvoicepayments',
	single: 'SupplierInvoicePayment',
	plural: 'SupplierInvoicePayments',
	numberField: 'Number',
	noun: 'supplier invoice payment',
};
/** A voucher is numbered within its series (and financial year): one record's path is /3/vouchers/{series}/{number}. */
export const VOUCHERS: ClassicKind = { path: '/3/vouchers', single: 'Voucher', plural: 'Vouchers', numberField: 'VoucherNumber', noun: 'voucher' };

const fileConnections = (path: string, single: string, noun: string): ClassicKind => ({ path, single, plural: `${single}s`, numberField: 'FileId', noun });
export const SUPPLIER_INVOICE_FILE_CONNECTIONS = fileConnections('/3/supplierinvoicefileconnections', 'SupplierInvoiceFileConnection', 'supplier invoice file connection');
export const VOUCHER_FILE_CONNECTIONS = fileConnections('/3/voucherfileconnections', 'VoucherFileConnection', 'voucher file connection');
export const ARTICLE_FILE_CONNECTIONS = fileConnections('/3/articlefileconnections', 'ArticleFileConnection', 'article file connection');

/**
 * A file area of Fortnox's Arkivplats: the inbox, where files wait to be connected, or the archive,
 * where connected and stored files stay. Both answer alike: a folder by id or path, a file by id.
 */
export interface FileAreaKind {
	path: string;
	noun: string;
	/** The root and the folders Fortnox keeps in every company. */
	predefined: Array<{ id: string; name: string }>;
}

export const INBOX: FileAreaKind = {
	path: '/3/inbox',
	noun: 'inbox',
	predefined: [
		{ id: 'root', name: 'Inbox (root)' },
		{ id: 'inbox_s', name: 'Supplier Invoices' },
		{ id: 'inbox_v', name: 'Vouchers' },
		{ id: 'inbox_kf', name: 'Customer Invoices' },
		{ id: 'inbox_o', name: 'Orders' },
		{ id: 'inbox_of', name: 'Offers' },
		{ id: 'inbox_a', name: 'Asset Register' },
		{ id: 'inbox_d', name: 'Daily Takings' },
		{ id: 'inbox_b', name: 'Bank Files' },
		{ id: 'inbox_l', name: 'Payroll Files' },
	],
};
export const ARCHIVE: FileAreaKind = { path: '/3/archive', noun: 'archive', predefined: [{ id: 'root', name: 'Archive (root)' }] };
