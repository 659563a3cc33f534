import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationOption } from '../../shared/operations/picker';
import { operationPicker } from '../../shared/operations/picker';
import { fieldCollection, returnAllOrLimit } from '../../shared/descriptions';
import { toItems } from '../../shared/router';
import type { Explanations } from '../../shared/transport';
import { classicList, fortnoxApiRequest, listScopeOf } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';
import type { DocumentActionOptions, DocumentKind, SalesDocumentKind } from './documents';
import { documentAction, documentLocator, documentOnly, documentPath, documentPdf, pdfProperties, readDocumentNumber } from './documents';
import { checkedFields, schemaProperties } from './fields';
import type { ListFilter } from './listFilters';
import { filtersCollection, filtersQuery } from './listFilters';
import { recordLocator } from './records';
import { readDocumentRows, rowsProperties } from './rows';
import type { Operation } from './registerOperations';

const show = (kind: DocumentKind, operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: [kind.resource], operation: [operation] } }, properties);

/** The customer a new document is for, picked from the customer register. */
const customerLocator = recordLocator(
	{ searchListMethod: 'searchCustomers' },
	{ name: 'customer', displayName: 'Customer', description: 'The customer the document is for; Fortnox fills in its name, addresses, terms and e-mail from the customer register' },
);

/** Fields the operation asks for on their own, left out of Additional Fields. */
const OWN_FIELDS = ['CustomerNumber', 'InvoiceRows', 'OrderRows', 'OfferRows'];

export const getDocumentOperation = (kind: DocumentKind): Operation => ({
	description: documentOnly(kind, 'get'),
	async execute(i) {
		const number = readDocumentNumber.call(this, i, kind);
		const body = await fortnoxApiRequest(this, { method: 'GET', path: documentPath(kind, number), itemIndex: i });
		return toItems(body[kind.single] as IDataObject);
	},
});

/** Get Many with the list's documented query parameters, Return All or a Limit, 500 a page. */
export const getDocumentsOperation = (kind: DocumentKind, filters: ListFilter[]): Operation => ({
	description: show(kind, 'getAll', [...returnAllOrLimit(), filtersCollection(filters)]),
	async execute(i) {
		const qs = filtersQuery(new FieldValidator(this.getNode(), i), filters, this.getNodeParameter('filters', i, {}) as IDataObject);
		return toItems(await classicList(this, { path: kind.path, listKey: kind.plural, qs, itemIndex: i }, listScopeOf(this, i)));
	},
});

/** The document's fields from the Additional or Update Fields, checked against Fortnox's schema. */
function documentFields(this: IExecuteFunctions, kind: SalesDocumentKind, check: FieldValidator, i: number, collection: string): IDataObject {
	return checkedFields(check, kind.schema, this.getNodeParameter(collection, i, {}) as IDataObject);
}

/** Create: a document for a customer with any number of rows, from the form or as JSON. */
export const createDocumentOperation = (kind: SalesDocumentKind): Operation => ({
	description: show(kind, 'create', [
		customerLocator,
		...rowsProperties(kind.rows),
		fieldCollection('additionalFields', schemaProperties(kind.schema, { omit: OWN_FIELDS })),
	]),
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const customer = String(this.getNodeParameter('customer', i, '', { extractValue: true }) ?? '').trim();
		check.required('Customer', customer);
		const body = {
			...documentFields.call(this, kind, check, i, 'additionalFields'),
			CustomerNumber: customer,
			[kind.rows.key]: readDocumentRows.call(this, i, kind.rows),
		};
		// A create that gets no answer is not sent again (the transport's rule for POST): no document twice.
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: body }, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

/**
 * New rows in place of the document's rows. Fortnox maps rows sent without RowIds onto the old rows
 * in order, and each keeps what the new one does not give: a text row sent in place of an article row
 * with a discount kept the article and the discount. Rows sent beside one that names a RowId are new
 * rows, and rows not named go; so the new rows go in beside the first old row, and a second PUT names
 * only them. Neither PUT is repeated after a lost answer: every save gives every row a new RowId.
 * Should the second fail, the first old row stays before the new ones; the update run again puts it right.
 */
async function replaceRows(
	this: IExecuteFunctions,
	i: number,
	kind: SalesDocumentKind,
	number: string,
	body: IDataObject,
	explain?: Explanations,
): Promise<IDataObject> {
	const path = documentPath(kind, number);
	const put = async (sent: IDataObject) =>
		(await fortnoxApiRequest(this, { method: 'PUT', path, body: { [kind.single]: sent }, explain, itemIndex: i, idempotent: false }))[kind.single] as IDataObject;
	const current = (await fortnoxApiRequest(this, { method: 'GET', path, itemIndex: i }))[kind.single] as IDataObject;
	const first = ((current[kind.rows.key] as IDataObject[] | undefined) ?? [])[0];
	if (first?.RowId === undefined || first.RowId === null) return await put(body);
	const beside = await put({ ...body, [kind.rows.key]: [{ RowId: first.RowId }, ...(body[kind.rows.key] as IDataObject[])] });
	const added = ((beside[kind.rows.key] as IDataObject[] | undefined) ?? []).slice(1);
	return await put({ [kind.rows.key]: added.map((row) => ({ RowId: row.RowId })) });
}

/**
 * Update: the fields given, and the rows when new ones are given: they replace the old ones (rows
 * that name a RowId, given as JSON, go as they are: Fortnox updates those rows).
 */
export const updateDocumentOperation = (kind: SalesDocumentKind, explain?: Explanations): Operation => ({
	description: show(kind, 'update', [
		documentLocator(kind),
		...rowsProperties(kind.rows, { optional: true }),
		fieldCollection('updateFields', schemaProperties(kind.schema, { omit: OWN_FIELDS })),
	]),
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const number = readDocumentNumber.call(this, i, kind);
		const rows = readDocumentRows.call(this, i, kind.rows);
		const body = { ...documentFields.call(this, kind, check, i, 'updateFields'), ...(rows ? { [kind.rows.key]: rows } : {}) };
		if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add a field to change, or new rows');
		if (rows && !rows.some((row) => row.RowId !== undefined)) return toItems(await replaceRows.call(this, i, kind, number, body, explain));
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: documentPath(kind, number), body: { [kind.single]: body }, explain, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

/** An action Fortnox answers with the document as it now stands; see documentAction. */
export const documentActionOperation = (
	kind: DocumentKind,
	operation: string,
	action: DocumentActionOptions,
): Operation => ({
	description: documentOnly(kind, operation),
	async execute(i) {
		return await documentAction.call(this, i, kind, action);
	},
});

/** Print, preview, reminder: the document's PDF as binary output. */
export const documentPdfOperation = (kind: SalesDocumentKind, operation: string, action: 'print' | 'preview' | 'printreminder'): Operation => ({
	description: pdfProperties(kind, operation),
	async execute(i) {
		return await documentPdf.call(this, i, kind, action);
	},
});

/**
 * The Operation picker of a sales document: what every kind has (create, get, list, update, cancel,
 * the PDFs, e-mail, mark as sent), and the kind's own operations.
 */
export function documentOperationPicker(kind: SalesDocumentKind, own: OperationOption[]): INodeProperties {
	const noun = kind.noun;
	const one = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
	const common: OperationOption[] = [
		{ name: 'Create', value: 'create', action: `Create ${one}`, description: `Create ${one} for a customer with any number of rows` },
		{ name: 'Get', value: 'get', action: `Get ${one}`, description: `Get one ${noun} with its rows` },
		{ name: 'Get Many', value: 'getAll', action: `Get many ${noun}s`, description: `List ${noun}s by status, customer, dates and more` },
		{ name: 'Mark as Sent', value: 'markSent', action: `Mark ${one} as sent`, description: `Mark ${one} sent some other way as sent` },
		{ name: 'Preview', value: 'preview', action: `Preview ${one}`, description: `Get the ${noun} as a PDF without marking it sent` },
		{ name: 'Print', value: 'print', action: `Print ${one}`, description: `Get the ${noun} as a PDF; Fortnox marks it sent` },
		{ name: 'Send by E-Mail', value: 'sendEmail', action: `Send ${one} by e mail`, description: `E-mail the ${noun} to the customer` },
	];
	return operationPicker(kind.resource, [...common, ...own], 'create');
}
