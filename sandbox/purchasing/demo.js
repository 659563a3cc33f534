// @ts-check
'use strict';

/**
 * The demo company's purchasing (npm start): two suppliers of the inbox's supplier invoices and an
 * invoice from each: Kontorsgiganten's (office goods, 1 250 SEK) booked and unpaid, Städbolaget's
 * (cleaning, 3 400 SEK) not yet booked. The warehouse seed's suppliers 201 and 202 are there too.
 */

const { newSupplier } = require('./suppliers');
const { writeInvoice } = require('./supplier-invoices');
const { bookInvoice } = require('./invoice-actions');
const { addDays, stockholmDate } = require('../dates');

/** @param {import('../tenants').Tenant} tenant @param {number} now sandbox time, ms */
function seedPurchasingDemo(tenant, now) {
	const today = stockholmDate(now);
	const office = newSupplier(tenant.purchasing, {
		Name: 'Kontorsgiganten AB', OrganisationNumber: '556123-4567', Address1: 'Industrivägen 4', ZipCode: '171 48', City: 'Solna',
		Email: 'faktura@kontorsgiganten.example', BG: '5050-1055', TermsOfPayment: '30',
	}, now);
	const cleaning = newSupplier(tenant.purchasing, {
		Name: 'Städbolaget i Sverige AB', OrganisationNumber: '559012-3456', City: 'Växjö', Email: 'ekonomi@stadbolaget.example', PG: '90 20 03-3',
		TermsOfPayment: '10',
	}, now);
	const booked = writeInvoice(tenant, {
		SupplierNumber: office.SupplierNumber, InvoiceNumber: '10023', InvoiceDate: addDays(today, -10), VAT: 250,
		SupplierInvoiceRows: [{ Account: 6110, Debit: 1000 }],
	}, now);
	bookInvoice(tenant, booked, now);
	writeInvoice(tenant, {
		SupplierNumber: cleaning.SupplierNumber, InvoiceNumber: '2026-0045', InvoiceDate: addDays(today, -2), VAT: 680,
		SupplierInvoiceRows: [{ Account: 5010, Debit: 2720, TransactionInformation: 'Städning mars' }],
	}, now);
}

module.exports = { seedPurchasingDemo };
