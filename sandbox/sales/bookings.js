// @ts-check
'use strict';

/**
 * The rows of the vouchers the sales ledger books, in SEK (an amount in another currency × its
 * CurrencyRate / CurrencyUnit), as a Swedish ledger books them:
 * - an invoice (series B): the customer's debt, Total, on the predefined ACCOUNTS_RECEIVABLE
 *   (1510); each row's amount without VAT credited on its AccountNumber; the VAT of each rate on
 *   its output-VAT account (25 % the predefined SALES_VAT_25, 2611; 12 % 2621, 6 % 2631); Freight
 *   on 3520 and AdministrationFee on 3540, their VAT at 25 %; what is left (the öresavrundning,
 *   RoundOff) on the predefined ROUNDING (3740). A credit invoice's amounts are negative, so its
 *   rows turn over.
 * - a payment (series C): Amount debited on its ModeOfPaymentAccount, each WriteOff's amount on its
 *   AccountNumber, and their sum credited on ACCOUNTS_RECEIVABLE.
 */

const { vatByRate, FEE_VAT } = require('./totals');
const { signedRow } = require('./vouchers');

/** @typedef {import('../tenants').Tenant} Tenant */

/** BAS: Utgående moms på försäljning inom Sverige, per rate (25 % is the predefined SALES_VAT_25). @type {Record<number, number>} */
const OUTPUT_VAT = { 12: 2621, 6: 2631 };
/** BAS: Fakturerade frakter, Fakturerade fakturaavgifter. */
const FREIGHT = 3520;
const ADMINISTRATION_FEE = 3540;

/** The account a predefined account's name points at. @param {Tenant} tenant @param {string} name @param {number} fallback */
const predefined = (tenant, name, fallback) => tenant.settings.predefinedAccounts.find((p) => p.Name === name)?.Account ?? fallback;

/** An amount of a document or payment in SEK. @param {Record<string, any>} head its CurrencyRate and CurrencyUnit @param {number} amount */
const inSEK = (head, amount) => (amount * head.CurrencyRate) / head.CurrencyUnit;

/** Signed amounts in SEK by account, to be voucher rows (positive a debit). */
function ledger() {
	/** @type {Map<number, number>} */
	const amounts = new Map();
	return {
		/** @param {number} account @param {number} amount SEK */
		add: (account, amount) => amounts.set(account, (amounts.get(account) ?? 0) + amount),
		rows: () => [...amounts].map(([account, amount]) => signedRow(account, amount)),
	};
}

/** An invoice's voucher rows. @param {Tenant} tenant @param {import('./documents').Doc} doc */
function invoiceRows(tenant, doc) {
	const { head, rows } = doc;
	const { add: addSEK, rows: booked } = ledger();
	/** @param {number} account @param {number} amount in the invoice's currency */
	const add = (account, amount) => addSEK(account, inSEK(head, amount));
	const receivable = predefined(tenant, 'ACCOUNTS_RECEIVABLE', 1510);
	add(receivable, head.Total);
	for (const row of rows) add(row.AccountNumber, -row.Total / (head.VATIncluded ? 1 + row.VAT / 100 : 1));
	const vat25 = predefined(tenant, 'SALES_VAT_25', 2611);
	/** @type {Record<number, number>} */
	const vatAccounts = { ...OUTPUT_VAT, [FEE_VAT]: vat25 };
	for (const [rate, { vat }] of vatByRate(head, rows)) if (vat !== 0) add(vatAccounts[rate], -vat);
	add(FREIGHT, -head.Freight);
	add(ADMINISTRATION_FEE, -head.AdministrationFee);
	add(vat25, -(head.FreightVAT + head.AdministrationFeeVAT));
	const rounded = booked();
	const left = rounded.reduce((sum, r) => sum + r.Debit - r.Credit, 0);
	return [...rounded, signedRow(predefined(tenant, 'ROUNDING', 3740), -left)];
}

/** An invoice payment's voucher rows. @param {Tenant} tenant @param {Record<string, any>} head the payment */
function paymentRows(tenant, head) {
	const { add, rows } = ledger();
	// Amount is SEK; a write-off is in the invoice's currency.
	const writeOffs = head.WriteOffs.map((/** @type {{ AccountNumber: number, Amount: number }} */ w) => ({ account: w.AccountNumber, amount: inSEK(head, w.Amount) }));
	add(head.ModeOfPaymentAccount, head.Amount);
	for (const w of writeOffs) add(w.account, w.amount);
	add(predefined(tenant, 'ACCOUNTS_RECEIVABLE', 1510), -writeOffs.reduce((/** @type {number} */ sum, /** @type {{ amount: number }} */ w) => sum + w.amount, head.Amount));
	return rows();
}

module.exports = { invoiceRows, paymentRows };
