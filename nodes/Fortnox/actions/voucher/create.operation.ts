import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { changedAt, fieldCollection, optionsCollection } from '../../../shared/descriptions';
import { VOUCHERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { describeField } from '../../../shared/schema/field-descriptions';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { checkBalance } from '../../../shared/operations/balance';
import { documentRowsProperties, readDocumentRows } from '../../../shared/operations/document-rows';
import { FITTING_DEFAULTS_VERSION } from '../../versions';
import { financialYearOfDate } from './financialYearOfDate';
import { financialYearProperty, readFinancialYear, VOUCHER_ROWS, voucherSeriesProperty } from './fields';

const OWN_FIELDS = ['VoucherSeries', 'TransactionDate', 'Description', 'VoucherRows'];

export const option = { name: 'Create', action: 'Create a voucher', description: 'Book a voucher whose debits equal its credits' };

const additionalFields = fieldCollection('additionalFields', schemaProperties('Voucher', { omit: OWN_FIELDS }));

/** Reference Type, optional in Fortnox's schema, starts at MANUAL when added: a voucher made through the API is mostly booked by hand. */
const manualFirst = (property: INodeProperties): INodeProperties => (property.name === 'ReferenceType' ? { ...property, default: 'MANUAL' } : property);

export const description: INodeProperties[] = [
	{ ...voucherSeriesProperty, hint: 'A voucher is made in a manual series, such as A; Fortnox keeps the others (customer invoices, payments …) for its ledgers' },
	{
		displayName: 'Transaction Date',
		name: 'transactionDate',
		type: 'dateTime',
		required: true,
		default: '',
		description: describeField('Voucher', 'TransactionDate'),
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Lön november',
		description: describeField('Voucher', 'Description'),
	},
	...documentRowsProperties(VOUCHER_ROWS),
	{
		displayName: 'The debits must equal the credits: an unbalanced voucher is refused before anything is sent, naming the difference',
		name: 'balanceNotice',
		type: 'notice',
		default: '',
	},
	...changedAt(FITTING_DEFAULTS_VERSION, additionalFields, { ...additionalFields, options: (additionalFields.options as INodeProperties[]).map(manualFirst) }),
	optionsCollection([financialYearProperty('Empty: the financial year the transaction date lies in')]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const voucher = checkedFields(check, 'Voucher', {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		VoucherSeries: String(this.getNodeParameter('voucherSeries', i, '')).trim(),
		TransactionDate: this.getNodeParameter('transactionDate', i, ''),
		Description: String(this.getNodeParameter('description', i, '')).trim(),
	});
	check.required('Voucher Series', voucher.VoucherSeries);
	const date = check.required('Transaction Date', voucher.TransactionDate as string | undefined);
	check.required('Description', voucher.Description);
	const rows = readDocumentRows.call(this, i, VOUCHER_ROWS) as IDataObject[];
	checkBalance(check, rows);
	// Year is the financial year's Id, as the query names it; both say where the voucher is numbered.
	const year = readFinancialYear.call(this, check, i, 'options') ?? (await financialYearOfDate.call(this, check, i, date));
	const answer = await fortnoxApiRequest(this, {
		method: 'POST',
		path: VOUCHERS.path,
		qs: { financialyear: year },
		body: { [VOUCHERS.single]: { ...voucher, Year: year, VoucherRows: rows } },
		itemIndex: i,
	});
	return toItems(answer[VOUCHERS.single] as IDataObject);
}
