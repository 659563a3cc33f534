import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { ClassicKind } from '../kinds';
import { ACCOUNTS, CONTRACT_TEMPLATES, COST_CENTERS, CURRENCIES, EMPLOYEES, EXPENSES, PRICE_LISTS, PROJECTS, SUPPLIERS, TERMS_OF_PAYMENT, UNITS, VOUCHER_SERIES } from '../kinds';
import { NO_RIGHT, NOT_PERMITTED } from '../transport/hidden-values';
import type { FieldValidator } from '../validation';
import { calendarDate } from '../validation';
import { describeField } from './field-descriptions';
import { displayNameOf } from './names';
import type { FieldSchema, SchemaName } from './schemas';
import { SCHEMAS } from './schemas';

/** An enum value as an option: "PERCENT" → "Percent", "ITSERVICES" stays readable enough as "Itservices". */
const optionOf = (value: string): INodePropertyOptions => ({ name: value.charAt(0) + value.slice(1).toLowerCase(), value });

/** Fields that name a record of another Fortnox list: a dropdown of that list, by the loadOptions method saved workflows name. */
export const PICKER_FIELDS: Record<string, { method: string; kind: ClassicKind }> = {
	AccountAssetId: { method: 'getAccounts', kind: ACCOUNTS },
	AccountDepreciationId: { method: 'getAccounts', kind: ACCOUNTS },
	AccountValueLossId: { method: 'getAccounts', kind: ACCOUNTS },
	CostCenter: { method: 'getCostCenters', kind: COST_CENTERS },
	Currency: { method: 'getCurrencies', kind: CURRENCIES },
	EmployeeId: { method: 'getEmployees', kind: EMPLOYEES },
	Expense: { method: 'getExpenses', kind: EXPENSES },
	PriceList: { method: 'getPriceLists', kind: PRICE_LISTS },
	Project: { method: 'getProjects', kind: PROJECTS },
	SupplierNumber: { method: 'getSuppliers', kind: SUPPLIERS },
	TemplateNumber: { method: 'getContractTemplates', kind: CONTRACT_TEMPLATES },
	TermsOfPayment: { method: 'getTermsOfPayment', kind: TERMS_OF_PAYMENT },
	Unit: { method: 'getUnits', kind: UNITS },
	VoucherSeries: { method: 'getVoucherSeries', kind: VOUCHER_SERIES },
};

function propertyOf(schema: SchemaName, name: string, field: FieldSchema): INodeProperties {
	const base = { displayName: displayNameOf(name), name, description: describeField(schema, name) };
	// A record's own number (a supplier's SupplierNumber, an employee's EmployeeId) is not a choice among the others, nor is
	// an amount whose name a code's happens to match (a currency's Unit, a decimal: how many units its rate is for).
	const picker = name === `${schema}Number` || name === `${schema}Id` || field.type === 'number' ? undefined : PICKER_FIELDS[name]?.method;
	if (picker) {
		return {
			...base,
			displayName: `${base.displayName} Name or ID`,
			type: 'options',
			typeOptions: { loadOptionsMethod: picker },
			default: '',
			description: `${base.description ? `${base.description}. ` : ''}Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
		};
	}
	if (field.enum) {
		return { ...base, type: 'options', options: [...field.enum].sort().map(optionOf), default: field.enum[0] };
	}
	switch (field.type) {
		case 'boolean':
			return { ...base, type: 'boolean', default: false };
		case 'number':
		case 'integer':
			return {
				...base,
				type: 'number',
				default: 0,
				typeOptions: {
					...(field.minimum !== undefined ? { minValue: field.minimum } : {}),
					...(field.maximum !== undefined ? { maxValue: field.maximum } : {}),
					...(field.type === 'number' ? { numberPrecision: 2 } : {}),
				},
			};
		case 'object':
		case 'array':
			return { ...base, type: 'json', default: field.type === 'array' ? '[]' : '{}' };
		default:
			return field.format === 'date'
				? { ...base, type: 'dateTime', default: '' }
				: { ...base, type: 'string', default: '' };
	}
}

/**
 * The n8n properties for fields of a record, for an Additional Fields or Update Fields collection:
 * every writable field of Fortnox's schema unless `only` names some, less `omit` (the fields the
 * operation asks for on their own). Types, options and limits come from Fortnox's OpenAPI.
 */
export function schemaProperties(schema: SchemaName, { only, omit = [] }: { only?: readonly string[]; omit?: readonly string[] } = {}): INodeProperties[] {
	const fields = SCHEMAS[schema] as Record<string, FieldSchema>;
	return Object.keys(fields)
		.filter((name) => (only ? only.includes(name) : true) && !omit.includes(name) && !name.startsWith('@'))
		.map((name) => propertyOf(schema, name, fields[name]))
		.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/**
 * Numbers Fortnox's OpenAPI types as text (sales rows' quantities, a supplier invoice's amounts) and
 * Fortnox reads as numbers: "två" went to Fortnox to be refused, and a Total of "abc" into the rows'
 * sum as NaN. Checked as numbers, sent as text with a decimal point.
 */
const NUMBERS_AS_TEXT: Partial<Record<SchemaName, readonly string[]>> = {
	InvoiceRow: ['DeliveredQuantity'],
	OrderRow: ['DeliveredQuantity', 'OrderedQuantity'],
	OfferRow: ['Quantity'],
	ContractRow: ['DeliveredQuantity'],
	SupplierInvoice: ['AdministrationFee', 'CurrencyRate', 'Freight', 'RoundOffValue', 'Total', 'VAT'],
	Employee: ['AverageHourlyWage', 'AverageWeeklyHours', 'HourlyPay', 'MonthlySalary', 'NonRecurringTax'],
	SalaryTransaction: ['Amount', 'Number', 'Total', 'VAT'],
	AttendanceTransaction: ['Hours'],
	ScheduleTime: ['Hours', 'IWH1', 'IWH2', 'IWH3', 'IWH4', 'IWH5'],
};

/**
 * What Fortnox's documentation says of a text field beyond the OpenAPI's limits: a customer's e-mail
 * addresses "must be a valid email address", its organisation number "needs to be a valid
 * organisation number" (a supplier's is one too); a tax reduction is for a person, named by the
 * personnummer Skatteverket knows (the OpenAPI gives only 10 to 13 characters).
 */
function documentedFormat(schema: SchemaName, name: string): 'email' | 'organisationNumber' | 'personnummer' | undefined {
	if (schema === 'Customer' && name.startsWith('Email')) return 'email';
	if (schema === 'TaxReduction' && name === 'SocialSecurityNumber') return 'personnummer';
	if ((schema === 'Customer' || schema === 'Supplier') && name === 'OrganisationNumber') return 'organisationNumber';
	return undefined;
}

/**
 * An invoice's dates in order: it falls due on or after the day it is dated. Fortnox's documentation
 * states no such rule; an earlier due date is overdue before it is sent, mostly swapped fields.
 */
const DATES_IN_ORDER: Partial<Record<SchemaName, { first: string; then: string }>> = {
	Invoice: { first: 'InvoiceDate', then: 'DueDate' },
	SupplierInvoice: { first: 'InvoiceDate', then: 'DueDate' },
};

/** The first day of an employee's dated schedules and wages: each list starts on it. */
const FIRST_DATED_DAY = '1970-01-01';

/**
 * Fortnox's rules of an employee's dated lists (PUT /3/employees): "Only one of DatedSchedules and
 * ScheduleId may be supplied", DatedWages not with MonthlySalary or HourlyPay, and a dated list "must
 * have one and only one record where FirstDay = '1970-01-01'", its FirstDays unique and none earlier.
 */
function checkDatedLists(check: FieldValidator, body: IDataObject, where: string): void {
	const lists = [
		{ list: 'DatedSchedules', single: ['ScheduleId'] },
		{ list: 'DatedWages', single: ['MonthlySalary', 'HourlyPay'] },
	];
	for (const { list, single } of lists) {
		const rows = body[list] as IDataObject[] | undefined;
		if (rows === undefined) continue;
		const label = `${where}${displayNameOf(list)}`;
		const clash = single.find((field) => body[field] !== undefined);
		if (clash) check.fail(label, `are given with ${displayNameOf(clash)}`, `Fortnox takes either ${displayNameOf(list)} or ${single.map(displayNameOf).join(' and ')}`);
		const days = rows.map((row, k) => calendarDate(check, `${label} ${k + 1} First Day`, row.FirstDay) ?? check.fail(`${label} ${k + 1} First Day`, 'is missing', 'every row needs its first day'));
		const rule = `one row must start on ${FIRST_DATED_DAY}, no row earlier, no two on the same day`;
		if (days.filter((day) => day === FIRST_DATED_DAY).length !== 1) check.fail(label, `have ${days.filter((day) => day === FIRST_DATED_DAY).length} rows from ${FIRST_DATED_DAY}`, rule);
		const early = days.find((day) => day < FIRST_DATED_DAY);
		if (early) check.fail(label, `have a row from ${early}`, rule);
		const twice = days.find((day, k) => days.indexOf(day) !== k);
		if (twice) check.fail(label, `have two rows from ${twice}`, rule);
	}
}

function parsedJson(check: FieldValidator, label: string, value: unknown, type: 'object' | 'array'): unknown {
	if (typeof value !== 'string') return value;
	try {
		return JSON.parse(value) as unknown;
	} catch {
		return check.fail(label, 'is not valid JSON', `write a JSON ${type}`);
	}
}

/**
 * Update Fields given, every one empty: the real Fortnox keeps a value sent empty (recorded: a PUT with
 * Comments or Country "" left them as they were), so the update would change nothing. Says so.
 */
export function refuseOnlyEmpty(check: FieldValidator, given: IDataObject, body: IDataObject): void {
	if (Object.keys(body).length > 0 || Object.keys(given).length === 0) return;
	check.fail('Update Fields', 'hold only empty values', "Fortnox keeps a field's value when it is sent empty, so it cannot be cleared this way; give the field a value");
}

/**
 * The fields of a record as Fortnox takes them, each checked against its schema before anything is
 * sent: the field must exist, a text keep its length, a value be one Fortnox lists, a number lie in
 * its range, a date be a real day, an e-mail address or organisation number look like one, a due
 * date not come before the invoice date. Empty texts are left out, so an unset field changes nothing.
 */
export function checkedFields(check: FieldValidator, schema: SchemaName, values: IDataObject, where = ''): IDataObject {
	const fields = SCHEMAS[schema] as Record<string, FieldSchema>;
	const body: IDataObject = {};
	for (const [name, raw] of Object.entries(values)) {
		// The names of the values a read hid from the user: the package's, not a field to write.
		if (name === NOT_PERMITTED) continue;
		const label = `${where}${displayNameOf(name)}`;
		const field = fields[name];
		if (raw === NO_RIGHT) check.fail(label, `is ${NO_RIGHT}, Fortnox's stand-in for a value this user may not see`, 'leave it out: it is no value to write back');
		if (!field) check.fail(label, 'is not a field Fortnox knows here', `use one of ${Object.keys(fields).join(', ')}`);
		if (raw === undefined || raw === null || raw === '') continue;
		if (field.format === 'date') {
			body[name] = calendarDate(check, label, raw);
			continue;
		}
		if (field.type === 'object' || field.type === 'array') {
			const value = parsedJson(check, label, raw, field.type);
			if (field.type === 'array' ? !Array.isArray(value) : typeof value !== 'object' || value === null || Array.isArray(value)) {
				check.fail(label, `is not a JSON ${field.type}`, `write a JSON ${field.type}`);
			}
			body[name] = value as IDataObject;
			continue;
		}
		const asText = NUMBERS_AS_TEXT[schema]?.includes(name) ?? false;
		if (field.type === 'number' || field.type === 'integer' || asText) {
			const value = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(',', '.'));
			if (!Number.isFinite(value)) check.fail(label, `"${String(raw)}" is not a number`, 'write a number such as 2 or 12.50');
			if (field.type === 'integer' && !Number.isInteger(value)) check.fail(label, `${value} is not a whole number`, 'write a whole number');
			if (field.minimum !== undefined) check.range(label, value, field.minimum, field.maximum);
			else if (field.maximum !== undefined && value > field.maximum) check.fail(label, `${value} is too large`, `it must be at most ${field.maximum}`);
			body[name] = asText ? String(value) : value;
			continue;
		}
		if (field.type === 'boolean') {
			body[name] = raw === true || raw === 'true';
			continue;
		}
		const text = String(raw);
		if (field.enum) check.oneOf(label, text, field.enum);
		if (field.minLength !== undefined && field.maxLength !== undefined) check.lengthBetween(label, text, field.minLength, field.maxLength);
		else if (field.maxLength !== undefined) check.maxLength(label, text, field.maxLength);
		else if (field.minLength !== undefined && text.length < field.minLength) {
			check.fail(label, `is ${text.length} characters long`, `it must be at least ${field.minLength} characters`);
		}
		const format = documentedFormat(schema, name);
		if (format) check[format](label, text.trim());
		body[name] = format ? text.trim() : text;
	}
	if (schema === 'Employee') checkDatedLists(check, body, where);
	const dates = DATES_IN_ORDER[schema];
	if (dates && body[dates.first] && body[dates.then] && String(body[dates.then]) < String(body[dates.first])) {
		check.fail(
			`${where}${displayNameOf(dates.then)}`,
			`${String(body[dates.then])} is before the ${displayNameOf(dates.first).toLowerCase()} ${String(body[dates.first])}`,
			'an invoice falls due on or after the day it is dated',
		);
	}
	return body;
}
