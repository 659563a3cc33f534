// @ts-check
'use strict';

/**
 * The demo company's sales (npm start): three invoices to its first two customers for articles of
 * the warehouse seed: one booked and overdue, one booked and paid, one not yet booked.
 */

const { KINDS } = require('./kinds');
const { writeDocument } = require('./documents');
const { bookInvoice } = require('./invoices');
const { addBookedPayment } = require('./payments');
const { addDays, stockholmDate } = require('../dates');

/** @param {import('../tenants').Tenant} tenant @param {number} now sandbox time, ms */
function seedSalesDemo(tenant, now) {
	const [first, second] = tenant.customers;
	const today = stockholmDate(now);
	/** @param {import('../tenants').Customer} customer @param {string} date @param {Array<Record<string, unknown>>} rows */
	const invoice = (customer, date, rows) =>
		writeDocument(tenant, KINDS.invoice, { CustomerNumber: customer.CustomerNumber, InvoiceDate: date, InvoiceRows: rows }, now);

	const overdue = invoice(first, addDays(today, -45), [
		{ ArticleNumber: '1001', DeliveredQuantity: 4, Price: 2490 },
		{ ArticleNumber: '1003', DeliveredQuantity: 4, Price: 399, Discount: 10 },
	]);
	bookInvoice(tenant, overdue, now);

	const paid = invoice(second, addDays(today, -20), [{ ArticleNumber: '1002', DeliveredQuantity: 1, Price: 5490 }]);
	bookInvoice(tenant, paid, now);
	addBookedPayment(tenant, { InvoiceNumber: Number(paid.head.DocumentNumber), Amount: paid.head.Total, PaymentDate: today, ModeOfPayment: 'BG' }, now);

	invoice(second, today, [
		{ ArticleNumber: '1004', DeliveredQuantity: 25, Price: 29.9 },
		{ Description: 'Frakt och hantering', DeliveredQuantity: 1, Price: 149 },
	]);
}

module.exports = { seedSalesDemo };
