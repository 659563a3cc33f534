import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

import { describeField } from '../../nodes/shared/schema/field-descriptions';
import { SCHEMAS, type SchemaName } from '../../nodes/shared/schema/schemas';
import { nodeTypes } from '../harness/run-workflow';
import { PACKAGE } from '../harness/node-types';

/**
 * A field's hint is written for its own record: a payroll employee's E-mail is not "of the customer",
 * a currency has no rows. No field the nodes build from Fortnox's schemas is given ("the customer's
 * …", "… of the row") to a record its own record does not speak of: in its name, its fields' names,
 * or its rows' or its document's (an invoice has a CustomerNumber and rows, so its address may be
 * the customer's and its VAT the row's). In every node, a label keeps
 * Fortnox's acronyms whole ("ATF Value", not "A T F Value"), and a hint says what a field is rather
 * than "(Fortnox field X)". Every field has a hint: a bare label leaves a user or an AI agent guessing.
 */

const NODE_NAMES = [
	'fortnox', 'fortnoxAssets', 'fortnoxCompanyOrders', 'fortnoxCompanyOrderTrigger', 'fortnoxIntegrationDeveloper', 'fortnoxPayroll',
	'fortnoxRecurringBilling', 'fortnoxSettings', 'fortnoxStreamTrigger', 'fortnoxTrigger', 'fortnoxWarehouse', 'fortnoxWarehouseTrigger',
];

/** Records of Fortnox a hint may name. */
const RECORD_NOUNS = [
	'customer', 'supplier', 'article', 'invoice', 'order', 'offer', 'employee', 'voucher', 'row', 'payment', 'contract', 'accrual', 'asset',
	'cost center', 'price list', 'financial year', 'tax reduction', 'unit register',
];

/** The words of a name or text, lower case, singular: "CustomerNumbers" → customer, number. */
const wordsOf = (text: string) =>
	text
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.toLowerCase()
		.split(/[^a-zåäö]+/)
		.filter(Boolean)
		.map((word) => word.replace(/(?<=[^s])s$/, ''));
/** The records a hint says a field belongs to: "the customer's …", "… of the row", "… on the row". */
const ownersIn = (text: string) =>
	RECORD_NOUNS.filter((noun) => new RegExp(`\\b(?:the|an?) ${noun}(?:'s|s')|\\b(?:of|on) (?:the|an?) ${noun}\\b`, 'i').test(text));

const schemaNames = Object.keys(SCHEMAS) as SchemaName[];
/** A record's schema with its rows' (Invoice: InvoiceRow) or its document's (InvoiceRow: Invoice). */
const family = (schema: SchemaName) => schemaNames.filter((other) => other === schema || other === `${schema}Row` || `${other}Row` === schema);
/** The words of a record and of its fields' names: an invoice has a CustomerNumber, so its address may be the customer's. */
const vocabularyOf = (schema: SchemaName) =>
	new Set(family(schema).flatMap((member) => [...wordsOf(member), ...Object.keys(SCHEMAS[member]).flatMap(wordsOf)]));

describe('hints written for their own record', () => {
	it.each(schemaNames)('%s: no field’s hint gives the field to another record, and each says what the field is', (schema) => {
		const vocabulary = vocabularyOf(schema);
		const slips = Object.keys(SCHEMAS[schema])
			.filter((field) => !field.startsWith('@'))
			.flatMap((field) => {
				const hint = describeField(schema, field);
				return [
					...ownersIn(hint).filter((noun) => !wordsOf(noun).every((word) => vocabulary.has(word))).map((noun) => `${field} belongs to "${noun}": ${hint}`),
					...(/\(Fortnox field /.test(hint) ? [`${field}: ${hint}`] : []),
				];
			});
		expect(slips).toEqual([]);
	});

	it('every field of every schema has a hint', () => {
		const unexplained = schemaNames.flatMap((schema) =>
			Object.keys(SCHEMAS[schema])
				.filter((field) => !field.startsWith('@') && !describeField(schema, field))
				.map((field) => `${schema}.${field}`),
		);
		expect(unexplained).toEqual([]);
	});

	type Property = INodeProperties | INodePropertyCollection | INodePropertyOptions;
	const children = (property: Property): Property[] =>
		'options' in property && Array.isArray(property.options) ? (property.options as Property[]) : 'values' in property ? property.values : [];
	const flatten = (properties: Property[]): Property[] => properties.flatMap((property) => [property, ...flatten(children(property))]);

	it.each(NODE_NAMES)('%s: labels keep acronyms whole, hints say what a field is', (name) => {
		const slips = flatten(nodeTypes.getByNameAndVersion(`${PACKAGE}.${name}`).description.properties).flatMap((property) => {
			const label = 'displayName' in property ? property.displayName : property.name;
			const hint = 'description' in property && typeof property.description === 'string' ? property.description : '';
			return [...(/\b[A-Z] [A-Z]\b/.test(label) ? [`${label}: an acronym split into letters`] : []), ...(/\(Fortnox field /.test(hint) ? [`${label}: ${hint}`] : [])];
		});
		expect([...new Set(slips)]).toEqual([]);
	});
});
