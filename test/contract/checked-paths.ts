/**
 * The /3/ paths whose requests the integration tests check against Fortnox's OpenAPI after each test
 * (`useCoreSandbox`): one line per path, so a new resource adds its own.
 */
const CHECKED = [
	'accountcharts',
	'accounts',
	'archive',
	'articlefileconnections',
	'articles',
	'assetfileconnections',
	'assets',
	'companyinformation',
	'costcenters',
	'currencies',
	'customers',
	'emailsenders',
	'euvatlimitregulation',
	'financialyears',
	'invoicepayments',
	'invoices',
	'me',
	'modesofpayments',
	'offers',
	'orders',
	'predefinedaccounts',
	'predefinedvoucherseries',
	'pricelists',
	'prices',
	'printtemplates',
	'projects',
	'settings',
	'sie',
	'supplierinvoicefileconnections',
	'supplierinvoicepayments',
	'supplierinvoices',
	'suppliers',
	'termsofdeliveries',
	'termsofpayments',
	'units',
	'voucherfileconnections',
	'vouchers',
	'voucherseries',
	'wayofdeliveries',
];

const CHECKED_PATH = new RegExp(`^/3/(${CHECKED.join('|')})(/|$)`);

/** Whether the contract check covers a request to this path. */
export const isChecked = (path: string): boolean => CHECKED_PATH.test(path);
