import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { fileNameFromDisposition } from '../binary';
import { beforeVersion, changedAt, fieldCollection, outputBinaryPropertyName, returnAllOrLimit } from '../descriptions';
import type { ClassicKind } from '../kinds';
import { CUSTOMERS } from '../kinds';
import { toItems } from '../router';
import { checkedFields, refuseOnlyEmpty, schemaProperties } from '../schema/fields';
import { displayNameOf } from '../schema/names';
import type { SchemaName } from '../schema/schemas';
import type { Explanations } from '../transport';
import { classicList, fortnoxApiRequest, fortnoxRequest, listScopeOf } from '../transport';
import { FieldValidator } from '../validation';
import type { DocumentRows } from './document-rows';
import { documentRowsProperties, readDocumentRows } from './document-rows';
import { checkHouseWork } from './house-work';
import { checkHouseWorkCustomer } from './house-work-buyer';
import type { ListFilter } from './list-filters';
import { filtersCollection, filtersQuery } from './list-filters';
import type { RecordOutput } from './output';
import { outputProperties, shapeOutput } from './output';
import { documentSearch, recordLocator, searchMethodOf } from './pickers';
import type { Operation, Resource } from './resource';
import { oneOf } from './register';

/** A document kind of the everyday core with its schema and rows; its kind's number field numbers it, its name field says who it is with. */
export interface DocumentKind extends ClassicKind {
	schema: SchemaName;
	rows: DocumentRows;
	/** How its number is named in messages, e.g. Invoice Number. */
	numberLabel: string;
	/**
	 * What a new document asks for on its own beside its customer and rows (a contract's period), each
	 * named like its Fortnox field (periodEnd: PeriodEnd) and left out of Additional Fields.
	 */
	newFields?: INodeProperties[];
	/** Where a document has more fields than a person reads: the Output option of Get and Get Many. */
	output?: RecordOutput;
	/** A template a new document may name, whose values apply where the document gives none. */
	template?: DocumentTemplate;
	/** Where the row form changed at a node version: the rows nodes from `since` show; `rows` are the earlier versions'. */
	rowsSince?: { since: number; rows: DocumentRows };
}

/**
 * A template a new document may name (a contract's TemplateNumber, an Additional Field): Fortnox takes
 * its rows when the document has none, and its values of the fields the document leaves out. Before
 * node version `since`, the new fields in `gives` were the form's, with defaults a saved workflow sends
 * even with a template, and still does; from `since` they are Additional Fields, required only
 * without a template, so a template's values apply unless the user sets them.
 */
export interface DocumentTemplate {
	/** The field naming the template, e.g. TemplateNumber. */
	field: string;
	/** The new fields (parameter names) the template gives, e.g. invoiceInterval. */
	gives: string[];
	since: number;
}

/** The Fortnox field a new document's own parameter sets: periodEnd → PeriodEnd. */
const fieldOf = (parameter: string) => parameter.charAt(0).toUpperCase() + parameter.slice(1);

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
		{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: searchMethodOf(kind), searchable: true } },
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

export const documentPath = (kind: ClassicKind, number: string, action?: string): string => `${kind.path}/${number}${action ? `/${action}` : ''}`;

/** One document as Fortnox has it now. */
export async function readDocument(this: IExecuteFunctions, i: number, kind: ClassicKind, number: string): Promise<IDataObject> {
	return (await fortnoxApiRequest(this, { method: 'GET', path: documentPath(kind, number), itemIndex: i }))[kind.single] as IDataObject;
}

export const getDocument = (kind: DocumentKind): Operation => ({
	option: { name: 'Get', action: `Get ${oneOf(kind.noun)}`, description: `Get one ${kind.noun} with its rows` },
	description: [documentLocator(kind), ...outputProperties(kind.output)],
	async execute(i) {
		return toItems(shapeOutput.call(this, i, kind.output, [await readDocument.call(this, i, kind, readDocumentNumber.call(this, i, kind))]));
	},
});

/** Get Many with the list's documented query parameters, Return All or a Limit, 500 a page. */
export const getDocuments = (kind: DocumentKind, filters: ListFilter[]): Operation => ({
	option: { name: 'Get Many', action: `Get many ${kind.noun}s`, description: `List ${kind.noun}s by status, customer, dates and more` },
	description: [...returnAllOrLimit(), filtersCollection(filters), ...outputProperties(kind.output)],
	async execute(i) {
		const qs = filtersQuery(new FieldValidator(this.getNode(), i), filters, this.getNodeParameter('filters', i, {}) as IDataObject);
		const documents = await classicList(this, { path: kind.path, listKey: kind.plural, qs, itemIndex: i }, listScopeOf(this, i));
		return toItems(shapeOutput.call(this, i, kind.output, documents));
	},
});

/** The customer a new sales document is for, picked from the customer register. */
const customerLocator = recordLocator(CUSTOMERS, {
	name: 'customer',
	displayName: 'Customer',
	description: 'The customer the document is for; Fortnox fills in its name, addresses, terms and e-mail from the customer register',
});

/** Fields a sales document's operations ask for on their own, left out of Additional and Update Fields. */
const OWN_FIELDS = ['CustomerNumber', 'InvoiceRows', 'OrderRows', 'OfferRows'];

/** The document's fields from the Additional or Update Fields, checked against Fortnox's schema. */
function documentFields(this: IExecuteFunctions, kind: DocumentKind, check: FieldValidator, i: number, collection: string): IDataObject {
	return checkedFields(check, kind.schema, this.getNodeParameter(collection, i, {}) as IDataObject);
}

/** The rows input of a create or update; where the row form changed at a node version, the form each version shows. */
function rowsProperties(kind: DocumentKind, options: { optional?: boolean } = {}): INodeProperties[] {
	const properties = documentRowsProperties(kind.rows, options);
	const { rowsSince } = kind;
	if (!rowsSince) return properties;
	const later = documentRowsProperties(rowsSince.rows, options);
	return properties.flatMap((property, index) => (property.name === 'rows' ? changedAt(rowsSince.since, property, later[index]) : [property]));
}

/** A new document's form: its own fields and Additional Fields, each for the versions it shows in. */
function newDocumentProperties(kind: DocumentKind, newFields: INodeProperties[]): { own: INodeProperties[]; additional: INodeProperties[] } {
	const omit = [...OWN_FIELDS, ...newFields.map(({ name }) => fieldOf(name))];
	const additional = fieldCollection('additionalFields', schemaProperties(kind.schema, { omit }));
	const { template } = kind;
	if (!template) return { own: newFields, additional: [additional] };
	const templates = newFields.filter(({ name }) => template.gives.includes(name));
	// As an Additional Field it is named like Fortnox's field, as the others there are.
	const label = displayNameOf(template.field);
	const moved = templates.map((field) => ({ ...field, name: fieldOf(field.name), description: `${field.description}. Left out, the template's; required without a ${label}.` }));
	return {
		own: newFields.map((field) => (templates.includes(field) ? beforeVersion(field, template.since) : field)),
		// Where a template's fields are the form's (before its version) and where they are Additional Fields.
		additional: changedAt(template.since, additional, {
			...additional,
			options: [...(additional.options as INodeProperties[]), ...moved].sort((a, b) => a.displayName.localeCompare(b.displayName)),
		}),
	};
}

/** Create: a sales document for a customer with any number of rows, from the form or as JSON. */
export const createDocument = (kind: DocumentKind): Operation => {
	const newFields = kind.newFields ?? [];
	const { own, additional } = newDocumentProperties(kind, newFields);
	const { template } = kind;
	return {
		option: { name: 'Create', action: `Create ${oneOf(kind.noun)}`, description: `Create ${oneOf(kind.noun)} for a customer with any number of rows` },
		description: [customerLocator, ...own, ...rowsProperties(kind), ...additional],
		async execute(i) {
			const check = new FieldValidator(this.getNode(), i);
			const customer = String(this.getNodeParameter('customer', i, '', { extractValue: true }) ?? '').trim();
			check.required('Customer', customer);
			const given = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
			const templated = template !== undefined && this.getNode().typeVersion >= template.since;
			const formFields = newFields.filter(({ name }) => !(templated && template.gives.includes(name)));
			for (const { name } of formFields) given[fieldOf(name)] = this.getNodeParameter(name, i, '') as IDataObject[string];
			const fields = checkedFields(check, kind.schema, given);
			for (const { name, displayName, required } of formFields) if (required) check.required(displayName, fields[fieldOf(name)]);
			const named = template !== undefined && fields[template.field] !== undefined;
			if (templated && !named) {
				for (const { name, displayName } of newFields.filter((field) => template.gives.includes(field.name))) {
					if (fields[fieldOf(name)] === undefined) {
						check.fail(displayName, 'is missing', `without a ${displayNameOf(template.field)}, add ${displayName} under Additional Fields, or name a template whose value applies`);
					}
				}
			}
			const rows = readDocumentRows.call(this, i, kind.rows, { template: template && { label: displayNameOf(template.field), named } });
			const body = { ...fields, CustomerNumber: customer, ...(rows?.length ? { [kind.rows.key]: rows } : {}) };
			if (checkHouseWork(check, body, kind.rows.key, { creating: true })) await checkHouseWorkCustomer.call(this, check, i, customer);
			// A create that gets no answer is not sent again (the transport's rule for POST): no document twice.
			const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: body }, itemIndex: i });
			return toItems(answer[kind.single] as IDataObject);
		},
	};
};

/**
 * New rows in place of the document's rows. Fortnox maps rows sent without RowIds onto the old rows
 * in order, and each keeps what the new one does not give: a text row sent in place of an article row
 * with a discount kept the article and the discount. Rows sent beside one that names a RowId are new
 * rows, and rows not named go; so the new rows go in beside the first old row, and a second PUT names
 * only them. Neither PUT is repeated after a lost answer: every save gives every row a new RowId.
 * Should the second fail, the first old row stays before the new ones; the update run again puts it right.
 */
async function replaceRows(this: IExecuteFunctions, i: number, kind: DocumentKind, number: string, body: IDataObject): Promise<IDataObject> {
	const path = documentPath(kind, number);
	const put = async (sent: IDataObject) =>
		(await fortnoxApiRequest(this, { method: 'PUT', path, body: { [kind.single]: sent }, itemIndex: i, idempotent: false }))[kind.single] as IDataObject;
	const current = await readDocument.call(this, i, kind, number);
	const first = ((current[kind.rows.key] as IDataObject[] | undefined) ?? [])[0];
	if (first?.RowId === undefined || first.RowId === null) return await put(body);
	const beside = await put({ ...body, [kind.rows.key]: [{ RowId: first.RowId }, ...(body[kind.rows.key] as IDataObject[])] });
	const added = ((beside[kind.rows.key] as IDataObject[] | undefined) ?? []).slice(1);
	return await put({ [kind.rows.key]: added.map((row) => ({ RowId: row.RowId })) });
}

/**
 * Update of a sales document: the fields given, and the rows when new ones are given: they replace
 * the old ones (rows that name a RowId, given as JSON, go as they are: Fortnox updates those rows).
 */
export const updateDocument = (kind: DocumentKind, description: string): Operation => ({
	option: { name: 'Update', action: `Update ${oneOf(kind.noun)}`, description },
	description: [
		documentLocator(kind),
		...rowsProperties(kind, { optional: true }),
		fieldCollection('updateFields', schemaProperties(kind.schema, { omit: OWN_FIELDS })),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const number = readDocumentNumber.call(this, i, kind);
		const rows = readDocumentRows.call(this, i, kind.rows);
		const body = { ...documentFields.call(this, kind, check, i, 'updateFields'), ...(rows ? { [kind.rows.key]: rows } : {}) };
		refuseOnlyEmpty(check, this.getNodeParameter('updateFields', i, {}) as IDataObject, body);
		if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add a field to change, or new rows');
		// The customer of a document being given house work: the document says who it is.
		if (checkHouseWork(check, body, kind.rows.key, { creating: false })) await checkHouseWorkCustomer.call(this, check, i, String((await readDocument.call(this, i, kind, number)).CustomerNumber));
		if (rows && !rows.some((row) => row.RowId !== undefined)) return toItems(await replaceRows.call(this, i, kind, number, body));
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: documentPath(kind, number), body: { [kind.single]: body }, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

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
 * The document a reference names, or undefined for none: Fortnox answers an unset reference as "0"
 * (ContractReference as the number 0), and "", null and an absent one name none too.
 */
export function referencedDocument(value: unknown): string | undefined {
	const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
	return text === '' || /^0+$/.test(text) ? undefined : text;
}

/** The credit invoice a credit made, read back; the credit is done, so a failure to read it says so and that it is not to be repeated. */
async function creditOf(this: IExecuteFunctions, i: number, kind: DocumentKind, number: string, credit: string | undefined): Promise<IDataObject> {
	const credited = `${capitalised(kind.noun)} ${number} is credited`;
	const fail = (problem: string, fix: string) => {
		throw new NodeOperationError(this.getNode(), `${credited}, but ${problem}`, { itemIndex: i, description: `Do not credit it again: ${fix}.` });
	};
	if (!credit) return fail("Fortnox's answer names no credit invoice", `look up the credit invoice in Fortnox (it refers to ${kind.noun} ${number})`);
	try {
		return await readDocument.call(this, i, kind, credit);
	} catch (error) {
		return fail(`reading its credit invoice ${credit} failed: ${(error as Error).message}`, `get ${kind.noun} ${credit}, the credit invoice`);
	}
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
export const documentAction = (
	kind: DocumentKind,
	option: Operation['option'],
	{ method, action, explain, wrap = kind.single, once = false, rules = [], creditReference }: DocumentActionOptions,
): Operation => ({
	option,
	description: [documentLocator(kind)],
	async execute(i) {
		const number = readDocumentNumber.call(this, i, kind);
		if (rules.length > 0) {
			const current = await readDocument.call(this, i, kind, number);
			const broken = rules.map((rule) => rule(current)).find((result) => result !== undefined);
			if (broken) new FieldValidator(this.getNode(), i).fail(`${capitalised(kind.noun)} ${number}`, broken.problem, broken.fix);
		}
		// `once`: the action sends an e-mail or makes a document, so a repeat after a lost answer could do it
		// twice; or it changes a state once for good (bookkeep, cancel, warehouse ready), so a repeat would
		// only be refused as "already done" and report a failure for an action that worked.
		const body = await fortnoxApiRequest(this, { method, path: documentPath(kind, number, action), explain, itemIndex: i, ...(once ? { idempotent: false } : {}) });
		const answer = (body[wrap] as IDataObject | undefined) ?? body;
		return toItems(creditReference ? await creditOf.call(this, i, kind, number, referencedDocument(answer[creditReference])) : answer);
	},
});

/**
 * Print, preview, reminder: the PDF Fortnox makes of the document, as binary output named like the
 * document (e.g. invoice-1001.pdf), with its number in the JSON.
 */
export const documentPdf = (kind: DocumentKind, option: Operation['option'], action: 'print' | 'preview' | 'printreminder'): Operation => ({
	option,
	description: [documentLocator(kind), outputBinaryPropertyName],
	async execute(i) {
		const number = readDocumentNumber.call(this, i, kind);
		const response = await fortnoxRequest<Buffer>(this, { method: 'GET', path: documentPath(kind, number, action), binary: true, itemIndex: i });
		const fallback = `${action === 'printreminder' ? 'reminder' : kind.noun}-${number}.pdf`;
		const fileName = fileNameFromDisposition(response.headers['content-disposition']) ?? fallback;
		const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
		const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), fileName, 'application/pdf');
		return [{ json: { DocumentNumber: number, fileName, size: response.body.length }, binary: { [binaryPropertyName]: binary } }];
	},
});

/**
 * A sales document resource (invoice, order, offer): what every kind has (create, get, list,
 * update, the PDFs, e-mail, mark as sent) and the kind's `more`; its picker lists the documents.
 */
export function salesDocumentResource(
	kind: DocumentKind,
	{ displayName, value, filters, update, more }: { displayName: string; value: string; filters: ListFilter[]; update: string; more: Record<string, Operation> },
): Resource {
	const { noun } = kind;
	const one = oneOf(noun);
	return {
		displayName,
		value,
		default: 'create',
		operations: {
			getAll: getDocuments(kind, filters),
			get: getDocument(kind),
			create: createDocument(kind),
			update: updateDocument(kind, update),
			// Marks a document sent some other way as sent (Fortnox's externalprint).
			markSent: documentAction(kind, { name: 'Mark as Sent', action: `Mark ${one} as sent`, description: `Mark ${one} sent some other way as sent` }, { method: 'PUT', action: 'externalprint' }),
			// E-mails the document as a PDF to the customer (the document's e-mail address, unless set) and marks it sent. Sent once.
			sendEmail: documentAction(kind, { name: 'Send by E-Mail', action: `Send ${one} by e mail`, description: `E-mail the ${noun} to the customer` }, { method: 'GET', action: 'email', once: true }),
			// Fortnox marks a printed document sent, as printing is how it goes out; a preview leaves it unsent.
			print: documentPdf(kind, { name: 'Print', action: `Print ${one}`, description: `Get the ${noun} as a PDF; Fortnox marks it sent` }, 'print'),
			preview: documentPdf(kind, { name: 'Preview', action: `Preview ${one}`, description: `Get the ${noun} as a PDF without marking it sent` }, 'preview'),
			...more,
		},
		listSearch: { [searchMethodOf(kind)]: documentSearch(kind) },
	};
}
