import { CONTRACTS } from '../../shared/kinds';
import type { DocumentRows } from '../../shared/operations/document-rows';
import { salesRows } from '../../shared/operations/document-rows';
import type { DocumentKind, DocumentRule } from '../../shared/operations/documents';
import { createDocument, documentAction, getDocument, getDocuments, updateDocument } from '../../shared/operations/documents';
import { documentSearch, searchMethodOf } from '../../shared/operations/pickers';
import type { Resource } from '../../shared/operations/resource';
import type { SchemaName } from '../../shared/schema/schemas';
import { FITTING_DEFAULTS_VERSION } from '../versions';

/** A contract's rows; `houseWorkTypesOf` as salesRows takes it. */
function contractRows(houseWorkTypesOf?: SchemaName): DocumentRows {
	const rows = salesRows('ContractRow', 'InvoiceRows', 'DeliveredQuantity', 'contract row', houseWorkTypesOf);
	return {
		...rows,
		// Fortnox's OpenAPI requires an article on every contract row: a contract has no text rows.
		checkRow(check, row, label) {
			if (row.RowId === undefined) check.required(`${label} Article`, row.ArticleNumber as string | undefined);
			return rows.checkRow(check, row, label);
		},
	};
}

/**
 * The node version from which a contract's interval and length are Additional Fields: the form's
 * defaults (1 and 12) went with every contract before, so a template's interval and length never
 * applied; saved workflows of version 1 and 2 keep sending them.
 */
export const TEMPLATE_VALUES_VERSION = 2.1;

const CONTRACT: DocumentKind = {
	...CONTRACTS,
	schema: 'Contract',
	rows: contractRows(),
	// The OpenAPI's ContractRow has the house-work type as free text; Fortnox takes an invoice row's types, which the form lists.
	rowsSince: { since: FITTING_DEFAULTS_VERSION, rows: contractRows('InvoiceRow') },
	numberLabel: 'Contract Number',
	// The period the first invoice is for, and how often and how long the contract invoices.
	newFields: [
		{ displayName: 'Period Start', name: 'periodStart', type: 'dateTime', default: '', description: 'First day of the period the first invoice is for; left out, the contract date' },
		{ displayName: 'Period End', name: 'periodEnd', type: 'dateTime', default: '', required: true, description: 'Last day of the period the first invoice is for' },
		{ displayName: 'Invoice Interval', name: 'invoiceInterval', type: 'number', typeOptions: { minValue: 1 }, default: 1, description: 'Months between two invoices: 1 monthly, 3 quarterly, 12 yearly' },
		{ displayName: 'Contract Length', name: 'contractLength', type: 'number', typeOptions: { minValue: 1 }, default: 12, description: 'Length of the contract in months; a continuous contract (Additional Fields) runs until it is finished' },
	],
	template: { field: 'TemplateNumber', gives: ['invoiceInterval', 'contractLength'], since: TEMPLATE_VALUES_VERSION },
};

/** Fortnox makes no invoice of an inactive or finished contract (the sandbox shows a finished one inactive), nor of a fixed-length one with no invoice left. */
const INVOICEABLE: DocumentRule[] = [
	(contract) => (contract.Active === false ? { problem: 'is not active (inactive or finished)', fix: 'an inactive contract is made active again with Update (Active); a finished one makes no more invoices' } : undefined),
	(contract) =>
		contract.Continuous !== true && Number(contract.InvoicesRemaining ?? 0) <= 0
			? { problem: 'has no invoices remaining', fix: 'its whole length is invoiced; lengthen it with Update (Contract Length) or make it continuous' }
			: undefined,
];

/** Contracts (avtal): a customer's rows invoiced again every interval, for a length of months or until finished. */
export const contract: Resource = {
	displayName: 'Contract',
	value: 'contract',
	default: 'create',
	operations: {
		getAll: getDocuments(CONTRACT, [
			{
				name: 'filter',
				displayName: 'Status',
				kind: 'options',
				options: [
					{ name: 'Active', value: 'active' },
					{ name: 'Finished', value: 'finished' },
					{ name: 'Inactive', value: 'inactive' },
				],
				description: 'Only active, inactive or finished contracts',
			},
		]),
		get: getDocument(CONTRACT),
		create: createDocument(CONTRACT),
		update: updateDocument(CONTRACT, 'Change a contract that is not finished, its rows or its period'),
		// Each makes an invoice or counts one for good, so none is repeated after a lost answer.
		createInvoice: documentAction(
			CONTRACT,
			{ name: 'Create Invoice', action: 'Create an invoice from a contract', description: "Make the invoice of the contract's current period; the contract moves on to the next" },
			{ method: 'PUT', action: 'createinvoice', wrap: 'Invoice', once: true, rules: INVOICEABLE },
		),
		increaseInvoiceCount: documentAction(
			CONTRACT,
			{ name: 'Increase Invoice Count', action: 'Increase the invoice count of a contract', description: 'Count the current period as invoiced without making an invoice' },
			{ method: 'PUT', action: 'increaseinvoicecount', once: true, rules: INVOICEABLE },
		),
		// The contract record does not show whether it is finished, so Fortnox alone refuses a second finish.
		finish: documentAction(CONTRACT, { name: 'Finish', action: 'Finish a contract', description: 'End the contract: it makes no more invoices' }, { method: 'PUT', action: 'finish', once: true }),
	},
	listSearch: { [searchMethodOf(CONTRACT)]: documentSearch(CONTRACT) },
};
