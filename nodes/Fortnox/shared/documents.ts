import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeListSearchResult, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fileNameFromDisposition } from '../../shared/binary';
import { outputBinaryPropertyName } from '../../shared/descriptions';
import { toItems } from '../../shared/router';
import type { Explanations, FortnoxContext } from '../../shared/transport';
import { fortnoxApiRequest, fortnoxRequest } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';
import { searchPage } from './lists';
import type { DocumentRows } from './rows';
import { INVOICE_ROWS, OFFER_ROWS, ORDER_ROWS } from './rows';
import type { SchemaName } from './schemas';

/** A sales document kind: its resource, path, wrapper and rows, as Fortnox names them. */
export interface DocumentKind {
	resource: 'invoice' | 'order' | 'offer';
	path: string;
	/** The body's wrapper of one document, e.g. Invoice. */
	wrap: string;
	/** The list's array, e.g. Invoices. */
	listKey: string;
	schema: SchemaName;
	rows: DocumentRows;
	noun: string;
	/** The list-search method of its picker. */
	searchListMethod: string;
	/** The list's sort key for "newest first" (offers sort by id, the others by document number). */
	newestFirst: string;
	/** The document's date field, e.g. InvoiceDate. */
	dateField: string;
}

export const INVOICES: DocumentKind = {
	resource: 'invoice',
	path: '/3/invoices',
	wrap: 'Invoice',
	listKey: 'Invoices',
	schema: 'Invoice',
	rows: INVOICE_ROWS,
	noun: 'invoice',
	searchListMethod: 'searchInvoices',
	newestFirst: 'documentnumber',
	dateField: 'InvoiceDate',
};
export const ORDERS: DocumentKind = {
	resource: 'order',
	path: '/3/orders',
	wrap: 'Order',
	listKey: 'Orders',
	schema: 'Order',
	rows: ORDER_ROWS,
	noun: 'order',
	searchListMethod: 'searchOrders',
	newestFirst: 'documentnumber',
	dateField: 'OrderDate',
};
export const OFFERS: DocumentKind = {
	resource: 'offer',
	path: '/3/offers',
	wrap: 'Offer',
	listKey: 'Offers',
	schema: 'Offer',
	rows: OFFER_ROWS,
	noun: 'offer',
	searchListMethod: 'searchOffers',
	newestFirst: 'id',
	dateField: 'OfferDate',
};

/** The document picker: from the list (newest first), or by its document number. */
export const documentLocator = (kind: DocumentKind): INodeProperties => ({
	displayName: kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1),
	name: 'documentNumber',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: `The ${kind.noun}, by its document number`,
	modes: [
		{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: kind.searchListMethod, searchable: true } },
		{
			displayName: 'By Number',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 1001',
			validation: [{ type: 'regex', properties: { regex: '^\\d+$', errorMessage: 'A document number is a whole number' } }],
		},
	],
});

/** The document number item `i` names, checked: Fortnox numbers documents 1, 2, 3 … */
export function readDocumentNumber(this: IExecuteFunctions, i: number, kind: DocumentKind): string {
	const check = new FieldValidator(this.getNode(), i);
	const number = String(this.getNodeParameter('documentNumber', i, '', { extractValue: true }) ?? '').trim();
	const label = kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1);
	check.required(label, number);
	check.pattern(`${label} Number`, number, /^[1-9]\d*$/, 'a document number is a whole number from 1');
	return number;
}

export const documentPath = (kind: DocumentKind, number: string, action?: string): string =>
	`${kind.path}/${number}${action ? `/${action}` : ''}`;

/** An operation that is the document and nothing more (Get, and every action on it). */
export const documentOnly = (kind: DocumentKind, operation: string, more: INodeProperties[] = []): INodeProperties[] =>
	updateDisplayOptions({ show: { resource: [kind.resource], operation: [operation] } }, [documentLocator(kind), ...more]);

/**
 * A document action Fortnox answers with the document as it now stands: PUT for what changes it
 * (bookkeep, cancel, credit, externalprint, warehouseready, createinvoice …), GET for what sends it
 * (email, einvoice, eprint; these and the ones that make a document are sent `once`). `explain`
 * turns Fortnox's refusals into what the user can do.
 */
export async function documentAction(
	this: IExecuteFunctions,
	i: number,
	kind: DocumentKind,
	{ method, action, explain, wrap = kind.wrap, once = false }: { method: 'GET' | 'PUT'; action: string; explain?: Explanations; wrap?: string; once?: boolean },
): Promise<INodeExecutionData[]> {
	const number = readDocumentNumber.call(this, i, kind);
	// `once`: the action sends an e-mail or makes a document, so a repeat after a lost answer could do it
	// twice; or it changes a state once for good (bookkeep, cancel, warehouse ready), so a repeat would
	// only be refused as "already done" and report a failure for an action that worked.
	const body = await fortnoxApiRequest(this, { method, path: documentPath(kind, number, action), explain, itemIndex: i, ...(once ? { idempotent: false } : {}) });
	return toItems((body[wrap] as IDataObject | undefined) ?? body);
}

/** The PDF operations' parameters: the document and where the file goes. */
export const pdfProperties = (kind: DocumentKind, operation: string): INodeProperties[] => documentOnly(kind, operation, [outputBinaryPropertyName]);

/**
 * Print, preview, reminder: the PDF Fortnox makes of the document, as binary output named like the
 * document (e.g. invoice-1001.pdf), with its number in the JSON.
 */
export async function documentPdf(this: IExecuteFunctions, i: number, kind: DocumentKind, action: 'print' | 'preview' | 'printreminder'): Promise<INodeExecutionData[]> {
	const number = readDocumentNumber.call(this, i, kind);
	const response = await fortnoxRequest<Buffer>(this, { method: 'GET', path: documentPath(kind, number, action), binary: true, itemIndex: i });
	const fallback = `${action === 'printreminder' ? 'reminder' : kind.noun}-${number}.pdf`;
	const fileName = fileNameFromDisposition(response.headers['content-disposition']) ?? fallback;
	const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
	const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), fileName, 'application/pdf');
	return [{ json: { DocumentNumber: number, fileName, size: response.body.length }, binary: { [binaryPropertyName]: binary } }];
}

/**
 * One page of a document list for a picker, newest first: "1001 · Acme AB · 2026-11-24 · 1 250.00 SEK".
 * A number as the filter finds that document; text finds documents of customers whose name has it.
 */
export async function searchDocuments(context: FortnoxContext, kind: DocumentKind, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const wanted = filter?.trim();
	const search = wanted ? { [/^\d+$/.test(wanted) ? 'documentnumber' : 'customername']: wanted } : {};
	const qs = { ...search, sortby: kind.newestFirst, sortorder: 'descending' };
	const { records, paginationToken: next } = await searchPage(context, { path: kind.path, key: kind.listKey, qs }, paginationToken);
	return {
		results: records.map((record) => ({
			name: [record.DocumentNumber, record.CustomerName, record[kind.dateField], record.Total !== undefined ? `${String(record.Total)} ${String(record.Currency ?? '')}`.trim() : undefined]
				.filter((part) => part !== undefined && part !== '')
				.map(String)
				.join(' · '),
			value: String(record.DocumentNumber),
		})),
		paginationToken: next,
	};
}
