/**
 * The /3/ paths whose requests the integration tests check against Fortnox's OpenAPI after each test
 * (`useCoreSandbox`): one line per path, so a new resource adds its own.
 */
const CHECKED = [
	'absencetransactions',
	'archive',
	'articlefileconnections',
	'articleurlconnections',
	'articles',
	'assetfileconnections',
	'assets',
	'attendancetransactions',
	'companyinformation',
	'contractaccruals',
	'contracts',
	'contracttemplates',
	'costcenters',
	'currencies',
	'customerreferences',
	'customers',
	'employees',
	'expenses',
	'financialyears',
	'invoiceaccruals',
	'invoicepayments',
	'invoices',
	'noxfinansinvoices',
	'offers',
	'orders',
	'pricelists',
	'prices',
	'projects',
	'salarytransactions',
	'scheduletimes',
	'sie',
	'supplierinvoiceaccruals',
	'supplierinvoiceexternalurlconnections',
	'supplierinvoicefileconnections',
	'supplierinvoicepayments',
	'supplierinvoices',
	'suppliers',
	'taxreductions',
	'termsofpayments',
	'units',
	'vacationdebtbasis',
	'voucherfileconnections',
	'vouchers',
	'voucherseries',
];

const CHECKED_PATH = new RegExp(`^/3/(${CHECKED.join('|')})(/|$)`);

/** Whether the contract check covers a request to this path. */
export const isChecked = (path: string): boolean => CHECKED_PATH.test(path);
