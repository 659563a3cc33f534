import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../descriptions';
import type { ClassicKind } from '../kinds';
import { recordPath } from '../kinds';
import { toItems } from '../router';
import { checkedFields, schemaProperties } from '../schema/fields';
import { displayNameOf } from '../schema/names';
import type { SchemaName } from '../schema/schemas';
import { fortnoxApiRequest } from '../transport';
import { FieldValidator } from '../validation';
import { checkBalance } from './balance';
import type { DocumentRows } from './document-rows';
import { accountRows, documentRowsProperties, readDocumentRows } from './document-rows';
import { recordLocator } from './pickers';
import type { Operation, Resource } from './resource';
import type { Register } from './register';
import { oneOf, readNumber, registerResource } from './register';

/** An accrual kind: the document it spreads (its picker), the fields a new one must have, its rows. */
export interface Accrual extends Register {
	/** The document accrued, which numbers the accrual: a contract, an invoice, a supplier invoice. */
	document: ClassicKind;
	/** Fields besides the document and rows a new accrual must have (Fortnox's OpenAPI: required). */
	required: readonly string[];
	rowSchema: SchemaName;
	/** The body's array of rows, e.g. AccrualRows. */
	rowsKey: string;
}

/** A required field's parameter: AccrualAccount → accrualAccount. */
const parameterOf = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

const rowsOf = (accrual: Accrual): DocumentRows =>
	accountRows({ schema: accrual.rowSchema, key: accrual.rowsKey, noun: 'accrual row', rowFields: ['CostCenter', 'Project', 'TransactionInformation'] });

/** The rows, checked one by one and together: an accrual's debits equal its credits. */
function readRows(this: IExecuteFunctions, i: number, accrual: Accrual): IDataObject[] | undefined {
	const rows = readDocumentRows.call(this, i, rowsOf(accrual));
	if (rows) checkBalance(new FieldValidator(this.getNode(), i), rows, 'accrual');
	return rows;
}

/** Create: the document it accrues (picked), the fields Fortnox requires, balanced rows, the rest under Additional Fields. */
const createAccrual = (accrual: Accrual): Operation => {
	const { kind, document, required, schema, rowsKey } = accrual;
	const requiredProperties: INodeProperties[] = schemaProperties(schema, { only: required }).map((property) => ({
		...property,
		name: parameterOf(property.name),
		required: true,
	}));
	return {
		option: { name: 'Create', action: `Create ${oneOf(kind.noun)}`, description: `Spread ${oneOf(document.noun)} over periods with balanced accrual rows` },
		description: [
			recordLocator(document, { name: 'documentNumber', displayName: displayNameOf(document.single), description: `The ${document.noun} the accrual spreads; it numbers the accrual` }),
			...requiredProperties,
			...documentRowsProperties(rowsOf(accrual)),
			fieldCollection('additionalFields', schemaProperties(schema, { omit: [kind.numberField, rowsKey, ...required] })),
		],
		async execute(i) {
			const check = new FieldValidator(this.getNode(), i);
			const number = readNumber.call(this, check, i, 'documentNumber', displayNameOf(document.single));
			const values = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject), [kind.numberField]: number };
			for (const field of required) values[field] = this.getNodeParameter(parameterOf(field), i, '') as IDataObject[string];
			const body = checkedFields(check, schema, values);
			for (const field of required) check.required(displayNameOf(field), body[field]);
			body[rowsKey] = readRows.call(this, i, accrual) ?? [];
			const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: body }, itemIndex: i });
			return toItems(answer[kind.single] as IDataObject);
		},
	};
};

/** Update: the fields given and, when new rows are given, balanced rows in place of the old. */
const updateAccrual = (accrual: Accrual): Operation => {
	const { kind, schema, rowsKey, value } = accrual;
	return {
		option: { name: 'Update', action: `Update ${oneOf(kind.noun)}`, description: `Change fields or the rows of ${oneOf(kind.noun)}` },
		description: [
			recordLocator(kind, { name: value, displayName: displayNameOf(kind.single), description: `The ${kind.noun}, by the number of its ${accrual.document.noun}` }),
			...documentRowsProperties(rowsOf(accrual), { optional: true }),
			fieldCollection('updateFields', schemaProperties(schema, { omit: [kind.numberField, rowsKey] })),
		],
		async execute(i) {
			const check = new FieldValidator(this.getNode(), i);
			const number = readNumber.call(this, check, i, value, displayNameOf(kind.single));
			const rows = readRows.call(this, i, accrual);
			const body = { ...checkedFields(check, schema, this.getNodeParameter('updateFields', i, {}) as IDataObject), ...(rows ? { [rowsKey]: rows } : {}) };
			if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add a field to change, or new rows');
			const answer = await fortnoxApiRequest(this, { method: 'PUT', path: recordPath(kind, number), body: { [kind.single]: body }, itemIndex: i });
			return toItems(answer[kind.single] as IDataObject);
		},
	};
};

/** An accrual resource: Get, Get Many and Delete of the register family, Create and Update with balanced rows. */
export function accrualResource(accrual: Accrual, displayName: string): Resource {
	return registerResource(accrual, { displayName, filters: [], more: { create: createAccrual(accrual), update: updateAccrual(accrual) } });
}
