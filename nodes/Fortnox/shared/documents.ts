import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeListSearchResult, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { fileNameFromDisposition } from '../../shared/binary';
import type { ClassicKind } from '../../shared/kinds';
import { INVOICES as INVOICE_KIND, newestFirstQuery, OFFERS as OFFER_KIND, ORDERS as ORDER_KIND, SUPPLIER_INVOICES as SUPPLIER_INVOICE_KIND } from '../../shared/kinds';
import { outputBinaryPropertyName } from '../../shared/descriptions';
import { toItems } from '../../shared/router';
import type { Explanations, FortnoxContext } from '../../shared/transport';
import { fortnoxApiRequest, fortnoxRequest } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';
import { displayNameOf } from './fields';
import { searchPage } from './lists';
import type { DocumentRows } from './rows';
import { accountRows, INVOICE_ROWS, OFFER_ROWS, ORDER_ROWS } from './rows';
import type { SchemaName } from './schemas';

/** A document kind of the everyday core (its kind's number field names a document, its name field who it is with), and its resource and rows. */
export interface DocumentKind extends ClassicKind {
	resource: string;
	schema: SchemaName;
	rows: DocumentRows;
	/** The list-search method of its picker. */
	searchListMethod: string;
	/** How its number is named in messages, e.g. Invoice Number. */
	numberLabel: string;
}

/** A sales document: an invoice, an order or an offer. */
export interface SalesDocumentKind extends DocumentKind {
	resource: 'invoice' | 'order' | 'offer';
}

export const INVOICES: SalesDocumentKind = {
	...INVOICE_KIND,
	resource: 'invoice',
	schema: 'Invoice',
	rows: INVOICE_ROWS,
	searchListMethod: 'searchInvoices',
	numberLabel: 'Invoice Number',
};
export const ORDERS: SalesDocumentKind = {
	...ORDER_KIND,
	resource: 'order',
	schema: 'Order',
	rows: ORDER_ROWS,
	searchListMethod: 'searchOrders',
	numberLabel: 'Order Number',
};
export const OFFERS: SalesDocumentKind = {
	...OFFER_KIND,
	resource: 'offer',
	schema: 'Offer',
	rows: OFFER_ROWS,
	searchListMethod: 'searchOffers',
	numberLabel: 'Offer Number',
};
/**
 * A supplier invoice's rows: its costs, booked on accounts. Fortnox adds the supplier debt (Total) and
 * the VAT rows itself.
 */
const SUPPLIER_INVOICE_ROWS: DocumentRows = {
	...accountRows({
		schema: 'SupplierInvoiceRow',
		key: 'SupplierInvoiceRows',
		noun: 'supplier invoice row',
		rowFields: ['CostCenter', 'Project', 'TransactionInformation', 'ItemDescription', 'ArticleNumber', 'Quantity', 'Price', 'Unit', 'Code', 'DebitCurrency', 'CreditCurrency'],
	}),
	description:
		'The costs, in order: each books a debit (or a credit, for a reduction) on an account. Fortnox adds the supplier debt (the Total, on 2440) and the VAT (on 2641) itself, so the rows come to Total less VAT.',
	example: [
		{ Account: 6110, Debit: 800, TransactionInformation: 'Kontorsmaterial' },
		{ Account: 4010, Debit: 200 },
	],
};

export const SUPPLIER_INVOICES: DocumentKind = {
	...SUPPLIER_INVOICE_KIND,
	resource: 'supplierInvoice',
	schema: 'SupplierInvoice',
	rows: SUPPLIER_INVOICE_ROWS,
	searchListMethod: 'searchSupplierInvoices',
	numberLabel: 'Given Number',
};

/** A noun as a label: supplier invoice → Supplier Invoice. */
const capitalised = (noun: string) => noun.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** The document picker: from the list (newest first where Fortnox sorts it), or by its number. */
export const documentLocator = (kind: DocumentKind): INodeProperties => ({
	displayName: capitalised(kind.noun),
	name: 'documentNumber',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: `The ${kind.noun}, by its ${displayNameOf(kind.numberField).toLowerCase()}`,
	modes: [
		{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: kind.searchListMethod, searchable: true } },
		{
			displayName: 'By Number',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 1001',
			validation: [{ type: 'regex', properties: { regex: '^\\d+$', errorMessage: `A ${displayNameOf(kind.numberField).toLowerCase()} is a whole number` } }],
		},
	],
});

/** The document number item `i` names, checked: Fortnox numbers documents 1, 2, 3 … */
export function readDocumentNumber(this: IExecuteFunctions, i: number, kind: DocumentKind): string {
	const check = new FieldValidator(this.getNode(), i);
	const number = String(this.getNodeParameter('documentNumber', i, '', { extractValue: true }) ?? '').trim();
	check.required(capitalised(kind.noun), number);
	check.pattern(kind.numberLabel, number, /^[1-9]\d*$/, `a ${displayNameOf(kind.numberField).toLowerCase()} is a whole number from 1`);
	return number;
}

export const documentPath = (kind: DocumentKind, number: string, action?: string): string =>
	`${kind.path}/${number}${action ? `/${action}` : ''}`;

/** An operation that is the document and nothing more (Get, and every action on it). */
export const documentOnly = (kind: DocumentKind, operation: string, more: INodeProperties[] = []): INodeProperties[] =>
	updateDisplayOptions({ show: { resource: [kind.resource], operation: [operation] } }, [documentLocator(kind), ...more]);

/** A rule a document must meet before an action is sent: what is wrong with it, if anything, and what to do. */
export type DocumentRule = (document: IDataObject) => { problem: string; fix: string } | undefined;

export interface DocumentActionOptions {
	method: 'GET' | 'PUT';
	action: string;
	explain?: Explanations;
	wrap?: string;
	once?: boolean;
	rules?: DocumentRule[];
	creditReference?: string;
}

/**
 * A document action Fortnox answers with the document as it now stands: PUT for what changes it
 * (bookkeep, cancel, credit, externalprint, warehouseready, createinvoice …), GET for what sends it
 * (email, einvoice, eprint; these and the ones that make a document are sent `once`). `explain`
 * turns Fortnox's refusals into what the user can do. `rules`: Fortnox's rules for the action that
 * the document as it stands shows; it is read first and refused before the action is sent.
 * `creditReference`: Fortnox answers a credit with the original, naming the credit invoice in this
 * field; the output is the credit invoice, read back, so a following node's number is the credit's.
 */
export async function documentAction(
	this: IExecuteFunctions,
	i: number,
	kind: DocumentKind,
	{ method, action, explain, wrap = kind.single, once = false, rules = [], creditReference }: DocumentActionOptions,
): Promise<INodeExecutionData[]> {
	const number = readDocumentNumber.call(this, i, kind);
	if (rules.length > 0) {
		const current = (await fortnoxApiRequest(this, { method: 'GET', path: documentPath(kind, number), itemIndex: i }))[kind.single] as IDataObject;
		const broken = rules.map((rule) => rule(current)).find((result) => result !== undefined);
		if (broken) new FieldValidator(this.getNode(), i).fail(`${capitalised(kind.noun)} ${number}`, broken.problem, broken.fix);
	}
	// `once`: the action sends an e-mail or makes a document, so a repeat after a lost answer could do it
	// twice; or it changes a state once for good (bookkeep, cancel, warehouse ready), so a repeat would
	// only be refused as "already done" and report a failure for an action that worked.
	const body = await fortnoxApiRequest(this, { method, path: documentPath(kind, number, action), explain, itemIndex: i, ...(once ? { idempotent: false } : {}) });
	const answer = (body[wrap] as IDataObject | undefined) ?? body;
	return toItems(creditReference ? await creditOf.call(this, i, kind, number, String(answer[creditReference] ?? '')) : answer);
}

/** The credit invoice a credit made, read back; the credit is done, so a failure to read it says so and that it is not to be repeated. */
async function creditOf(this: IExecuteFunctions, i: number, kind: DocumentKind, number: string, credit: string): Promise<IDataObject> {
	const credited = `${capitalised(kind.noun)} ${number} is credited`;
	const fail = (problem: string, fix: string) => {
		throw new NodeOperationError(this.getNode(), `${credited}, but ${problem}`, { itemIndex: i, description: `Do not credit it again: ${fix}.` });
	};
	if (!credit) fail("Fortnox's answer names no credit invoice", `look up the credit invoice in Fortnox (it refers to ${kind.noun} ${number})`);
	try {
		return (await fortnoxApiRequest(this, { method: 'GET', path: documentPath(kind, credit), itemIndex: i }))[kind.single] as IDataObject;
	} catch (error) {
		return fail(`reading its credit invoice ${credit} failed: ${(error as Error).message}`, `get ${kind.noun} ${credit}, the credit invoice`);
	}
}

/** The PDF operations' parameters: the document and where the file goes. */
export const pdfProperties = (kind: SalesDocumentKind, operation: string): INodeProperties[] => documentOnly(kind, operation, [outputBinaryPropertyName]);

/**
 * Print, preview, reminder: the PDF Fortnox makes of the document, as binary output named like the
 * document (e.g. invoice-1001.pdf), with its number in the JSON.
 */
export async function documentPdf(this: IExecuteFunctions, i: number, kind: SalesDocumentKind, action: 'print' | 'preview' | 'printreminder'): Promise<INodeExecutionData[]> {
	const number = readDocumentNumber.call(this, i, kind);
	const response = await fortnoxRequest<Buffer>(this, { method: 'GET', path: documentPath(kind, number, action), binary: true, itemIndex: i });
	const fallback = `${action === 'printreminder' ? 'reminder' : kind.noun}-${number}.pdf`;
	const fileName = fileNameFromDisposition(response.headers['content-disposition']) ?? fallback;
	const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
	const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), fileName, 'application/pdf');
	return [{ json: { DocumentNumber: number, fileName, size: response.body.length }, binary: { [binaryPropertyName]: binary } }];
}

/**
 * One page of a document list for a picker, newest first where Fortnox sorts it:
 * "1001 · Acme AB · 2026-11-24 · 1 250.00 SEK". A number as the filter finds that document; text finds
 * documents of customers (suppliers) whose name has it: by Fortnox's search where the list has one,
 * otherwise among the page's documents.
 */
export async function searchDocuments(context: FortnoxContext, kind: DocumentKind, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const wanted = filter?.trim();
	const byNumber = wanted !== undefined && /^\d+$/.test(wanted);
	const { search } = kind;
	const qs = search ? { ...(wanted ? { [byNumber ? search.number : search.name]: wanted } : {}), ...newestFirstQuery(kind) } : {};
	const { records, paginationToken: next } = await searchPage(context, { path: kind.path, key: kind.plural, qs }, paginationToken);
	const found =
		search || !wanted
			? records
			: records.filter((record) =>
					byNumber ? String(record[kind.numberField]) === wanted : String(record[kind.nameField ?? ''] ?? '').toLowerCase().includes(wanted.toLowerCase()),
				);
	return {
		results: found.map((record) => ({
			name: [record[kind.numberField], record[kind.nameField ?? ''], record[kind.dateField ?? ''], record.Total !== undefined ? `${String(record.Total)} ${String(record.Currency ?? '')}`.trim() : undefined]
				.filter((part) => part !== undefined && part !== '')
				.map(String)
				.join(' · '),
			value: String(record[kind.numberField]),
		})),
		paginationToken: next,
	};
}
