/**
 * The /3/ paths whose requests the integration tests check against Fortnox's OpenAPI after each test
 * (`useCoreSandbox`): one line per path, so a new resource adds its own.
 */
const CHECKED = [
	'archive',
	'articlefileconnections',
	'articles',
	'assetfileconnections',
	'assets',
	'companyinformation',
	'costcenters',
	'currencies',
	'customers',
	'financialyears',
	'invoicepayments',
	'invoices',
	'offers',
	'orders',
	'pricelists',
	'projects',
	'sie',
	'supplierinvoicefileconnections',
	'supplierinvoicepayments',
	'supplierinvoices',
	'suppliers',
	'taxreductions',
	'termsofpayments',
	'units',
	'voucherfileconnections',
	'vouchers',
	'voucherseries',
];

const CHECKED_PATH = new RegExp(`^/3/(${CHECKED.join('|')})(/|$)`);

/** Whether the contract check covers a request to this path. */
export const isChecked = (path: string): boolean => CHECKED_PATH.test(path);
