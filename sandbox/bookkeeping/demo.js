// @ts-check
'use strict';

/** The demo company's bookkeeping (demo-data.js): two vouchers in series A and a file in the archive. */

const { pdf } = require('../pdf');
const tree = require('../classic/inbox-tree');
const { bookVoucher } = require('./voucher-store');

/** @param {Partial<import('./types').SandboxVoucherRow> & { Account: number }} row */
const row = (row) => ({
	CostCenter: '', Credit: 0, Debit: 0, Description: '', Project: '', Quantity: null, Removed: false, TransactionInformation: '', ...row,
});

/** @param {import('../tenants').Tenant} tenant @param {number} now sandbox time, ms */
function seedBookkeepingDemo(tenant, now) {
	const year = tenant.financialYears[tenant.financialYears.length - 1];
	/** @param {string} TransactionDate @param {string} Description @param {ReturnType<typeof row>[]} VoucherRows */
	const book = (TransactionDate, Description, VoucherRows) => bookVoucher(tenant, {
		ApprovalState: 0, Comments: '', CostCenter: '', Description, Project: '', ReferenceNumber: '', ReferenceType: 'MANUAL',
		TransactionDate, VoucherRows, VoucherSeries: 'A', Year: year.Id,
	}, now);
	book(`${year.FromDate.slice(0, 4)}-03-01`, 'Lokalhyra mars', [
		row({ Account: 5010, Debit: 12000, CostCenter: 'CC1' }), row({ Account: 1930, Credit: 12000 }),
	]);
	book(`${year.FromDate.slice(0, 4)}-03-14`, 'Kontorsmaterial', [
		row({ Account: 6110, Debit: 800 }), row({ Account: 2641, Debit: 200 }), row({ Account: 1930, Credit: 1000 }),
	]);
	const contracts = /** @type {import('../classic/inbox-tree').FolderNode} */ (tree.ensureFolderPath(tenant.archive, 'Avtal'));
	tree.addFile(tenant.archive, contracts.id, pdf('Hyresavtal Storgatan 1.pdf', 'Hyresavtal - Storgatan 1, Växjö - 12 000,00 SEK per månad'));
}

module.exports = { seedBookkeepingDemo };
