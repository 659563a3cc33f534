import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection, optionsCollection, returnAllOrLimit } from '../descriptions';
import type { ClassicKind } from '../kinds';
import { kronor, oreOf } from '../money';
import { toItems } from '../router';
import { describeField } from '../schema/field-descriptions';
import { checkedFields, schemaProperties } from '../schema/fields';
import type { SchemaName } from '../schema/schemas';
import { classicList, fortnoxApiRequest, fortnoxRequest, listScopeOf } from '../transport';
import { hiddenIn, NO_RIGHT } from '../transport/hidden-values';
import { FieldValidator } from '../validation';
import type { DocumentKind } from './documents';
import { documentLocator, readDocument, readDocumentNumber } from './documents';
import type { ListFilter } from './list-filters';
import { filtersCollection, filtersQuery } from './list-filters';
import { oneOf } from './register';
import type { Operation, Resource } from './resource';

/** Payments of one kind of invoice (a customer's, a supplier's): numbered by Fortnox and found by number. */
export interface PaymentKind extends ClassicKind {
	schema: SchemaName;
	/** The invoices it pays. */
	invoices: DocumentKind;
	/** InvoiceNumber as the schema types it: a number for invoices, text for supplier invoices. */
	invoiceNumber: (number: string) => number | string;
	/** Whether Fortnox's OpenAPI gives the bookkeep PUT a body (an empty payment). */
	bookkeepBody: boolean;
	filters: ListFilter[];
	/** What it pays, as the Create picker says it, e.g. "The booked invoice the customer paid". */
	paid: string;
	/** Whose invoice it pays, as the Operation picker says it: a booked invoice. */
	whose: string;
}

const paymentNumber: INodeProperties = {
	displayName: 'Payment Number',
	name: 'number',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 12',
	description: 'The number Fortnox gave the payment (Number in its output)',
};

/** The payment number item `i` names, checked. */
function readPaymentNumber(this: IExecuteFunctions, i: number): string {
	const check = new FieldValidator(this.getNode(), i);
	const number = String(this.getNodeParameter('number', i) ?? '').trim();
	check.required('Payment Number', number);
	check.pattern('Payment Number', number, /^[1-9]\d*$/, 'a payment number is a whole number from 1');
	return number;
}

const paymentPath = (kind: PaymentKind, number: string, action?: string): string => `${kind.path}/${number}${action ? `/${action}` : ''}`;

export const getPayment = (kind: PaymentKind): Operation => ({
	option: { name: 'Get', action: `Get ${oneOf(kind.noun)}`, description: 'Get one payment' },
	description: [paymentNumber],
	async execute(i) {
		const body = await fortnoxApiRequest(this, { method: 'GET', path: paymentPath(kind, readPaymentNumber.call(this, i)), itemIndex: i });
		return toItems(body[kind.single] as IDataObject);
	},
});

/** Get Many with the list's documented query parameters, Return All or a Limit, 500 a page. */
export const getPayments = (kind: PaymentKind): Operation => ({
	option: {
		name: 'Get Many',
		action: `Get many ${kind.noun}s`,
		description: kind.filters.some((filter) => filter.name === 'invoicenumber') ? `List payments, of one ${kind.invoices.noun} or all` : 'List payments',
	},
	description: [...returnAllOrLimit(), filtersCollection(kind.filters)],
	async execute(i) {
		const qs = filtersQuery(new FieldValidator(this.getNode(), i), kind.filters, this.getNodeParameter('filters', i, {}) as IDataObject);
		return toItems(await classicList(this, { path: kind.path, listKey: kind.plural, qs, itemIndex: i }, listScopeOf(this, i)));
	},
});

/** What the check against the balance reads of the invoice. */
const BALANCE_FIELDS = ['Balance', 'CurrencyRate', 'CurrencyUnit', 'Currency'];

/**
 * A payment settles what the invoice owes: toward its balance (a credit invoice's is negative, and so
 * is its payment) and no more than it. Fortnox's documentation says neither whether it takes more (an
 * overpayment) nor whether a negative amount may reverse a payment; those go only when the user asks.
 * Compared in the invoice's currency, as the balance is: AmountCurrency, else Amount at the rate, with
 * the write-offs, which settle the balance too. A balance Fortnox hides from the user is not taken for 0:
 * the check refuses to guess.
 */
function checkAgainstBalance(check: FieldValidator, kind: PaymentKind, number: string, body: IDataObject, invoice: IDataObject): void {
	// Fortnox refuses to pay a cancelled invoice in its own words; its balance, 0, would tell less.
	if (invoice.Cancelled === true || invoice.Cancelled === 'true') return;
	const which = `${kind.invoices.noun} ${number}`;
	const allow = 'turn on Options → Allow Overpayment or Reversal to send it anyway';
	const hidden = hiddenIn(invoice).filter((name) => BALANCE_FIELDS.includes(name));
	if (hidden.length) {
		check.fail(
			'Amount',
			`cannot be checked against ${which}: Fortnox does not let this user see its ${hidden.join(' and ')} (${NO_RIGHT})`,
			`ask the company's administrator for the right to see it, or ${allow}`,
		);
	}
	const writeOffs = (body.WriteOffs as IDataObject[] | undefined) ?? [];
	const rate = Number(body.CurrencyRate ?? invoice.CurrencyRate ?? 1) || 1;
	const unit = Number(body.CurrencyUnit ?? invoice.CurrencyUnit ?? 1) || 1;
	const amount = body.AmountCurrency ?? (Number(body.Amount) * unit) / rate;
	const paid = oreOf(amount) + writeOffs.reduce((sum, writeOff) => sum + oreOf(writeOff.Amount), 0);
	const balance = oreOf(invoice.Balance);
	if (paid > 0 ? paid <= balance : balance <= paid) return;
	const field = writeOffs.length > 0 ? 'Amount and Write Offs' : 'Amount';
	const money = (ore: number) => `${kronor(ore)} ${String(invoice.Currency ?? '')}`.trim();
	if (paid < 0 && balance >= 0) {
		check.fail(
			field,
			`${money(paid)} is negative, but ${which} has nothing to pay back (balance ${money(balance)})`,
			`a negative amount pays out a negative balance, such as a credit invoice's; to reverse a payment, ${allow}`,
		);
	}
	const problem = paid > 0 ? `${money(paid)} is more than ${which} has left to pay` : `${money(paid)} pays back more than ${which} owes`;
	check.fail(field, `${problem} (balance ${money(balance)})`, `a payment settles at most the balance; ${allow}`);
}

/**
 * Registers a payment of an invoice; booking it (Bookkeep) lowers the invoice's balance. The invoice
 * is read first, and a payment its balance does not cover is refused unless allowed. A create that
 * gets no answer is not sent again: no payment twice.
 */
export const createPayment = (kind: PaymentKind): Operation => ({
	option: { name: 'Create', action: `Create ${oneOf(kind.noun)}`, description: `Register a payment of ${kind.whose}` },
	description: [
		{ ...documentLocator(kind.invoices), description: kind.paid },
		{ displayName: 'Amount', name: 'amount', type: 'number', required: true, typeOptions: { numberPrecision: 2 }, default: 0, description: describeField(kind.schema, 'Amount') },
		{ displayName: 'Payment Date', name: 'paymentDate', type: 'dateTime', required: true, default: '', description: describeField(kind.schema, 'PaymentDate') },
		fieldCollection('additionalFields', schemaProperties(kind.schema, { omit: ['InvoiceNumber', 'Amount', 'PaymentDate'] })),
		optionsCollection([
			{
				displayName: 'Allow Overpayment or Reversal',
				name: 'allowBeyondBalance',
				type: 'boolean',
				default: false,
				description: `Whether to send a payment the ${kind.invoices.noun}'s balance does not cover: more than it has left to pay, or a negative amount that reverses a payment. Off, the ${kind.invoices.noun} is read first and such a payment is refused before anything is sent.`,
			},
		]),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const number = readDocumentNumber.call(this, i, kind.invoices);
		const values = {
			...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
			InvoiceNumber: kind.invoiceNumber(number),
			Amount: this.getNodeParameter('amount', i),
			PaymentDate: this.getNodeParameter('paymentDate', i),
		};
		const body = checkedFields(check, kind.schema, values);
		check.required('Payment Date', body.PaymentDate);
		if (body.Amount === 0) check.fail('Amount', 'is 0', 'a payment has an amount');
		if (!(this.getNodeParameter('options.allowBeyondBalance', i, false) as boolean)) {
			checkAgainstBalance(check, kind, number, body, await readDocument.call(this, i, kind.invoices, number));
		}
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: body }, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

/** Changes a payment that is not booked; Fortnox refuses a booked one. */
export const updatePayment = (kind: PaymentKind): Operation => ({
	option: { name: 'Update', action: `Update ${oneOf(kind.noun)}`, description: 'Change a payment that is not booked' },
	description: [paymentNumber, fieldCollection('updateFields', schemaProperties(kind.schema, { omit: ['InvoiceNumber'] }))],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const number = readPaymentNumber.call(this, i);
		const body = checkedFields(check, kind.schema, this.getNodeParameter('updateFields', i, {}) as IDataObject);
		if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: paymentPath(kind, number), body: { [kind.single]: body }, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

/** Books the payment: the invoice's balance drops by its amount, and at 0 the invoice is fully paid. */
export const bookkeepPayment = (kind: PaymentKind): Operation => ({
	option: { name: 'Bookkeep', action: `Bookkeep ${oneOf(kind.noun)}`, description: `Book the payment: the ${kind.invoices.noun}'s balance drops by its amount` },
	description: [paymentNumber],
	async execute(i) {
		const path = paymentPath(kind, readPaymentNumber.call(this, i), 'bookkeep');
		// Where the OpenAPI gives this PUT a body, an empty payment books the payment as it stands.
		// Not repeated after a lost answer: a repeat of a booking that worked is refused as already booked.
		const body = await fortnoxApiRequest(this, { method: 'PUT', path, ...(kind.bookkeepBody ? { body: { [kind.single]: {} } } : {}), idempotent: false, itemIndex: i });
		return toItems(body[kind.single] as IDataObject);
	},
});

/** Removes a payment that is not booked; Fortnox refuses a booked one. */
export const deletePayment = (kind: PaymentKind): Operation => ({
	option: { name: 'Delete', action: `Delete ${oneOf(kind.noun)}`, description: 'Remove a payment that is not booked' },
	description: [paymentNumber],
	async execute(i) {
		const number = readPaymentNumber.call(this, i);
		await fortnoxRequest(this, { method: 'DELETE', path: paymentPath(kind, number), itemIndex: i });
		return toItems({ Number: number, deleted: true });
	},
});

/** A payment resource: a payment is created, changed and removed until it is booked. */
export const paymentResource = (kind: PaymentKind, { displayName, value }: { displayName: string; value: string }): Resource => ({
	displayName,
	value,
	default: 'create',
	operations: {
		getAll: getPayments(kind),
		get: getPayment(kind),
		create: createPayment(kind),
		update: updatePayment(kind),
		bookkeep: bookkeepPayment(kind),
		delete: deletePayment(kind),
	},
});
