import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../../shared/validation';

export const ACCOUNT_DESCRIPTION_MAX = 200;
export const TRANSACTION_INFORMATION_MAX = 100;
export const SETTINGS_VALUES = ['ALLOWED', 'MANDATORY', 'NOTALLOWED'] as const;

const settingsOptions = [
	{ name: 'Allowed', value: 'ALLOWED' },
	{ name: 'Mandatory', value: 'MANDATORY' },
	{ name: 'Not Allowed', value: 'NOTALLOWED' },
];

export const financialYearOption: INodeProperties = {
	displayName: 'Financial Year Name or ID',
	name: 'financialYear',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getFinancialYears' },
	default: '',
	description:
		'The chart of accounts is kept per financial year; empty means the current one. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const accountLocator: INodeProperties = {
	displayName: 'Account',
	name: 'account',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The account, by its 4-digit number',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchAccounts', searchable: true },
		},
		{
			displayName: 'By Number',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 1930',
			validation: [{ type: 'regex', properties: { regex: '^\\d{4}$', errorMessage: 'An account number has 4 digits' } }],
		},
	],
};

/** Writable account fields other than Number and Description, as an n8n collection. */
export const accountFieldOptions: INodeProperties[] = [
	{ displayName: 'Active', name: 'Active', type: 'boolean', default: true, description: 'Whether the account can be used in new vouchers' },
	{
		displayName: 'Balance Brought Forward',
		name: 'BalanceBroughtForward',
		type: 'number',
		typeOptions: { numberPrecision: 2 },
		default: 0,
		description: 'Opening balance of the financial year',
	},
	{ displayName: 'Cost Center', name: 'CostCenter', type: 'string', default: '', description: 'Code of an existing cost center proposed on this account' },
	{ displayName: 'Cost Center Settings', name: 'CostCenterSettings', type: 'options', options: settingsOptions, default: 'ALLOWED' },
	{ displayName: 'Project', name: 'Project', type: 'string', default: '', description: 'Number of an existing project proposed on this account' },
	{ displayName: 'Project Settings', name: 'ProjectSettings', type: 'options', options: settingsOptions, default: 'ALLOWED' },
	{ displayName: 'SRU', name: 'SRU', type: 'number', default: 0, description: 'SRU code for the tax return: 4 or 5 digits' },
	{
		displayName: 'Transaction Information',
		name: 'TransactionInformation',
		type: 'string',
		default: '',
		description: `Proposed transaction information; at most ${TRANSACTION_INFORMATION_MAX} characters`,
	},
	{
		displayName: 'Transaction Information Settings',
		name: 'TransactionInformationSettings',
		type: 'options',
		options: settingsOptions,
		default: 'ALLOWED',
	},
	{ displayName: 'VAT Code', name: 'VATCode', type: 'string', default: '', placeholder: 'e.g. MP1' },
];

export function checkAccountNumber(check: FieldValidator, value: unknown): string {
	const number = String(check.required('Account Number', value as string)).trim();
	check.digits('Account Number', number, 4);
	return number;
}

/** Validates the collection's fields against the spec and returns them as the Account body. */
export function accountFieldsBody(check: FieldValidator, fields: IDataObject): IDataObject {
	const body: IDataObject = { ...fields };
	if (body.Description !== undefined) {
		check.required('Description', String(body.Description).trim());
		check.maxLength('Description', String(body.Description), ACCOUNT_DESCRIPTION_MAX);
	}
	check.maxLength('Transaction Information', body.TransactionInformation as string | undefined, TRANSACTION_INFORMATION_MAX);
	if (body.SRU !== undefined) check.digits('SRU', body.SRU as number, 4, 5);
	for (const setting of ['CostCenterSettings', 'ProjectSettings', 'TransactionInformationSettings']) {
		check.oneOf(setting, body[setting] as string | undefined, SETTINGS_VALUES);
	}
	// An empty VAT code in the form means "no VAT code", which Fortnox writes as null.
	if (body.VATCode === '') body.VATCode = null;
	return body;
}

export function financialYearQuery(this: IExecuteFunctions, i: number): IDataObject {
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	return options.financialYear ? { financialyear: options.financialYear } : {};
}
