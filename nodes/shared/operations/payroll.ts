import type { IDataObject, IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { changedAt, fieldCollection, fromVersion, returnAllOrLimit } from '../descriptions';
import type { ClassicKind } from '../kinds';
import { EMPLOYEES, recordPath } from '../kinds';
import { toItems } from '../router';
import { checkedFields, schemaProperties } from '../schema/fields';
import { displayNameOf } from '../schema/names';
import type { SchemaName } from '../schema/schemas';
import { SCHEMAS } from '../schema/schemas';
import { classicList, fortnoxApiRequest, fortnoxRequest, listScopeOf } from '../transport';
import { calendarDate, FieldValidator } from '../validation';
import type { HoursRule } from './payroll-rules';
import { checkEmployment, checkHours } from './payroll-rules';
import { oneOf, readNumber } from './register';
import { recordLocator } from './pickers';
import type { Operation, Resource } from './resource';

/** Fortnox's OpenAPI gives an EmployeeId 1 to 15 characters. */
export const EMPLOYEE_ID_MAX = 15;

/** The employee picker: Fortnox's employee list, or an Employee ID. */
export const employeeLocator = (description: string): INodeProperties => ({
	...recordLocator(EMPLOYEES, { name: 'employee', displayName: 'Employee', description }),
	modes: [
		{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchEmployees', searchable: true } },
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 1001' },
	],
});

/** The employee a locator holds, checked against Fortnox's 1 to 15 characters. */
export function readEmployeeId(this: IExecuteFunctions, check: FieldValidator, i: number): string {
	return readNumber.call(this, check, i, 'employee', 'Employee', EMPLOYEE_ID_MAX);
}

/** A day (Fortnox: YYYY-MM-DD) as a required parameter. */
export const dayProperty = (description: string): INodeProperties => ({ displayName: 'Date', name: 'date', type: 'dateTime', required: true, default: '', description });

/** The day of item `i`: a real calendar day, sent as YYYY-MM-DD. */
export function readDay(this: IExecuteFunctions, check: FieldValidator, i: number): string {
	return check.required('Date', calendarDate(check, 'Date', this.getNodeParameter('date', i)));
}

/** A payroll transaction kind (salary, absence, attendance) and what its operations ask for. */
export interface PayrollTransactions {
	kind: ClassicKind;
	value: string;
	schema: SchemaName;
	/** The transaction's code: the choices where Fortnox lists them (cause codes), else text (salary codes). */
	code: { field: string; description: string; options?: INodePropertyOptions[] };
	/** The list's employee query, as Fortnox's OpenAPI spells it (employeeid, or employeeId). */
	employeeQuery: string;
	/** How Fortnox names one transaction: a UUID (id) or a whole number (SalaryRow). */
	identity: 'uuid' | 'integer';
	/** Whether the kind gives a day's Hours, and must; a salary row has a quantity instead, which a correction makes negative. */
	hours?: HoursRule;
	/** The node version from which Hours, text in Fortnox's schema, is a number: on Create a required parameter of its own. */
	hoursNumberSince?: number;
}

/** Hours as a number of a day, with two decimals (7.25): more than 0 and at most 24, as payroll-rules.ts checks. */
const hoursAsNumber = (property: INodeProperties): INodeProperties =>
	property.name === 'Hours' ? { ...property, type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 24, numberPrecision: 2 } } : property;

/** A collection of the schema's fields but `omit`; from `hoursNumberSince`, Hours in it is a number, and `ownThen` (asked on their own then) are left out too. */
function transactionFields(transactions: PayrollTransactions, name: 'additionalFields' | 'updateFields', omit: string[], ownThen: string[] = []): INodeProperties[] {
	const collection = fieldCollection(name, schemaProperties(transactions.schema, { omit }));
	const since = transactions.hoursNumberSince;
	if (since === undefined) return [collection];
	const options = (collection.options as INodeProperties[]).filter((property) => !ownThen.includes(property.name)).map(hoursAsNumber);
	return changedAt(since, collection, { ...collection, options });
}

/** Create's own Hours parameter, from `hoursNumberSince`. */
function hoursProperties({ schema, hoursNumberSince }: PayrollTransactions): INodeProperties[] {
	if (hoursNumberSince === undefined) return [];
	const [hours] = schemaProperties(schema, { only: ['Hours'] }).map(hoursAsNumber);
	return [fromVersion({ ...hours, name: 'hours', required: true, description: `${hours.description}: more than 0 and at most 24, e.g. 7.5` }, hoursNumberSince)];
}

/** Whether the node's version has Create's own Hours parameter. */
const hoursOwn = (context: IExecuteFunctions, { hoursNumberSince }: PayrollTransactions): boolean => hoursNumberSince !== undefined && context.getNode().typeVersion >= hoursNumberSince;

const idLabel = ({ kind }: PayrollTransactions): string => (kind.numberField === 'id' ? 'ID' : displayNameOf(kind.numberField));

const idProperty = (transactions: PayrollTransactions): INodeProperties => ({
	displayName: idLabel(transactions),
	name: 'id',
	type: 'string',
	required: true,
	default: '',
	placeholder: transactions.identity === 'uuid' ? 'e.g. 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10' : 'e.g. 42',
	description: `The ${transactions.kind.noun}'s ${idLabel(transactions)}, as Get Many or Create returned it`,
});

/** The transaction's id, checked: a UUID, or a whole number of at least 1. */
function readId(this: IExecuteFunctions, transactions: PayrollTransactions, check: FieldValidator, i: number): string {
	const label = idLabel(transactions);
	const id = String(this.getNodeParameter('id', i, '') ?? '').trim();
	check.required(label, id);
	if (transactions.identity === 'uuid') check.uuid(label, id);
	else check.pattern(label, id, /^[1-9]\d{0,9}$/, 'it must be a whole number of at least 1, as Fortnox numbered the transaction');
	return id;
}

function codeProperty({ code }: PayrollTransactions): INodeProperties {
	const property: INodeProperties = { displayName: displayNameOf(code.field), name: 'code', type: 'string', required: true, default: '', description: code.description };
	// A cause code starts on Fortnox's first, as the list shows them.
	return code.options ? { ...property, type: 'options', options: code.options, default: code.options[0].value } : property;
}

/** The code of item `i`, one of Fortnox's where it lists them. */
function readCode(this: IExecuteFunctions, { code }: PayrollTransactions, check: FieldValidator, i: number): string {
	const value = check.required(displayNameOf(code.field), String(this.getNodeParameter('code', i, '') ?? '').trim());
	if (code.options) check.oneOf(displayNameOf(code.field), value, code.options.map((option) => String(option.value)));
	return value;
}

/** Get Many, filtered by employee and day as the list's query names them. */
const getTransactions = (transactions: PayrollTransactions): Operation => ({
	option: { name: 'Get Many', action: `Get many ${transactions.kind.noun}s`, description: `List ${transactions.kind.noun}s, of one employee or one day` },
	description: [
		...returnAllOrLimit(),
		fieldCollection('filters', [
			{ displayName: 'Date', name: 'date', type: 'dateTime', default: '', description: `Only ${transactions.kind.noun}s of this day` },
			{
				displayName: 'Employee Name or ID',
				name: 'employee',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getEmployees' },
				default: '',
				description: `Only ${transactions.kind.noun}s of this employee. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
			},
		]),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
		const qs: IDataObject = {};
		const employee = String(filters.employee ?? '').trim();
		if (employee) {
			check.lengthBetween('Employee', employee, 1, EMPLOYEE_ID_MAX);
			qs[transactions.employeeQuery] = employee;
		}
		const date = calendarDate(check, 'Date', filters.date);
		if (date) qs.date = date;
		const { kind } = transactions;
		return toItems(await classicList(this, { path: kind.path, listKey: kind.plural, qs, itemIndex: i }, listScopeOf(this, i)));
	},
});

const getTransaction = (transactions: PayrollTransactions): Operation => ({
	option: { name: 'Get', action: `Get ${oneOf(transactions.kind.noun)}`, description: `Get one ${transactions.kind.noun} by its ${idLabel(transactions)}` },
	description: [idProperty(transactions)],
	async execute(i) {
		const id = readId.call(this, transactions, new FieldValidator(this.getNode(), i), i);
		const body = await fortnoxApiRequest(this, { method: 'GET', path: recordPath(transactions.kind, id), itemIndex: i });
		return toItems(body[transactions.kind.single] as IDataObject);
	},
});

/** Get by Day: an employee's transactions of one day and code, /{employee}/{date}/{code}. */
const getTransactionsOfDay = (transactions: PayrollTransactions): Operation => ({
	option: { name: 'Get by Day', action: `Get ${transactions.kind.noun}s of a day`, description: `List one employee's ${transactions.kind.noun}s of one day and cause code` },
	description: [employeeLocator(`The employee whose ${transactions.kind.noun}s to list`), dayProperty('The day of the transactions'), codeProperty(transactions)],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const employee = readEmployeeId.call(this, check, i);
		const date = readDay.call(this, check, i);
		const code = readCode.call(this, transactions, check, i);
		const { kind } = transactions;
		const body = await fortnoxApiRequest(this, { method: 'GET', path: `${recordPath(kind, employee)}/${date}/${code}`, itemIndex: i });
		return toItems((body[kind.plural] as IDataObject[] | undefined) ?? []);
	},
});

/** Create: the employee (who must exist in Fortnox), the day and the code, and Additional Fields of the schema. */
const createTransaction = (transactions: PayrollTransactions): Operation => ({
	option: { name: 'Create', action: `Create ${oneOf(transactions.kind.noun)}`, description: `Add ${oneOf(transactions.kind.noun)} for the next payroll run` },
	description: [
		employeeLocator(`The employee the ${transactions.kind.noun} is for`),
		dayProperty(`The day of the ${transactions.kind.noun}`),
		codeProperty(transactions),
		...hoursProperties(transactions),
		...transactionFields(transactions, 'additionalFields', ['EmployeeId', 'Date', transactions.code.field], ['Hours']),
	],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const { kind, schema, code } = transactions;
		const values: IDataObject = {
			...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
			EmployeeId: readEmployeeId.call(this, check, i),
			Date: readDay.call(this, check, i),
			[code.field]: readCode.call(this, transactions, check, i),
			...(hoursOwn(this, transactions) ? { Hours: this.getNodeParameter('hours', i) as number } : {}),
		};
		const body = checkedFields(check, schema, values);
		if (transactions.hours) checkHours(check, transactions.hours, body, { creating: true });
		await checkEmployment.call(this, check, i, String(body.EmployeeId), String(body.Date));
		const answer = await fortnoxApiRequest(this, { method: 'POST', path: kind.path, body: { [kind.single]: body }, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

const updateTransaction = (transactions: PayrollTransactions): Operation => ({
	option: { name: 'Update', action: `Update ${oneOf(transactions.kind.noun)}`, description: `Change fields of ${oneOf(transactions.kind.noun)}` },
	description: [idProperty(transactions), ...transactionFields(transactions, 'updateFields', [])],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const { kind, schema } = transactions;
		const id = readId.call(this, transactions, check, i);
		const body = checkedFields(check, schema, this.getNodeParameter('updateFields', i, {}) as IDataObject);
		if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
		if (body.EmployeeId !== undefined) check.lengthBetween('Employee ID', String(body.EmployeeId), 1, EMPLOYEE_ID_MAX);
		if (transactions.hours) checkHours(check, transactions.hours, body, { creating: false });
		if (body.EmployeeId !== undefined || body.Date !== undefined) {
			// The employee or the day the update does not give are the transaction's own.
			const current = body.EmployeeId !== undefined && body.Date !== undefined ? {} : ((await fortnoxApiRequest(this, { method: 'GET', path: recordPath(kind, id), itemIndex: i }))[kind.single] as IDataObject);
			await checkEmployment.call(this, check, i, String(body.EmployeeId ?? current.EmployeeId), String(body.Date ?? current.Date));
		}
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: recordPath(kind, id), body: { [kind.single]: body }, itemIndex: i });
		return toItems(answer[kind.single] as IDataObject);
	},
});

const deleteTransaction = (transactions: PayrollTransactions): Operation => ({
	option: { name: 'Delete', action: `Delete ${oneOf(transactions.kind.noun)}`, description: `Remove ${oneOf(transactions.kind.noun)} before the payroll run takes it` },
	description: [idProperty(transactions)],
	async execute(i) {
		const id = readId.call(this, transactions, new FieldValidator(this.getNode(), i), i);
		await fortnoxRequest(this, { method: 'DELETE', path: recordPath(transactions.kind, id), itemIndex: i });
		return toItems({ [transactions.kind.numberField]: transactions.identity === 'integer' ? Number(id) : id, deleted: true });
	},
});

/** A transaction resource: Get Many, Get, Create, Update, Delete and, for absence and attendance, Get by Day. */
export function transactionResource(transactions: PayrollTransactions, { displayName, byDay = false }: { displayName: string; byDay?: boolean }): Resource {
	return {
		displayName,
		value: transactions.value,
		default: 'getAll',
		operations: {
			getAll: getTransactions(transactions),
			get: getTransaction(transactions),
			...(byDay ? { getByDay: getTransactionsOfDay(transactions) } : {}),
			create: createTransaction(transactions),
			update: updateTransaction(transactions),
			delete: deleteTransaction(transactions),
		},
	};
}

/** A cause code as a choice: "SEM – Semester (vacation)". */
const causeOptions = (names: Record<string, string>, codes: readonly string[]): INodePropertyOptions[] =>
	codes.map((code) => ({ name: `${code} – ${names[code] ?? code}`, value: code })).sort((a, b) => a.name.localeCompare(b.name));

/**
 * Absence or attendance transactions: named by a UUID, listed by `employeeid`, with Get by Day; the
 * cause code one of the OpenAPI's enum, shown with Fortnox's `names` of the codes.
 */
export function causeTransactionResource({
	kind,
	value,
	schema,
	displayName,
	names,
	description,
	hoursNumberSince,
}: {
	kind: ClassicKind;
	value: string;
	schema: 'AbsenceTransaction' | 'AttendanceTransaction';
	displayName: string;
	names: Record<string, string>;
	description: string;
	hoursNumberSince?: number;
}): Resource {
	const options = causeOptions(names, SCHEMAS[schema].CauseCode.enum);
	const hours = schema === 'AttendanceTransaction' ? 'required' : 'optional';
	return transactionResource(
		{ kind, value, schema, code: { field: 'CauseCode', description, options }, employeeQuery: 'employeeid', identity: 'uuid', hours, hoursNumberSince },
		{ displayName, byDay: true },
	);
}
