import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { ACCOUNTS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { accountLocator, checkAccountNumber } from './fields';

export const option = { name: 'Delete', action: 'Delete an account', description: 'Remove an account no voucher or setting uses from the current chart of accounts' };

export const description: INodeProperties[] = [
	{ ...accountLocator, hint: "Fortnox's delete takes no financial year: it removes the account from the current year's chart" },
];

/** The account number is checked (4 digits) before sending; Fortnox refuses an account that vouchers or settings use, and says why. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const number = checkAccountNumber(
		new FieldValidator(this.getNode(), i),
		this.getNodeParameter('account', i, '', { extractValue: true }),
	);
	await fortnoxRequest(this, { method: 'DELETE', path: `${ACCOUNTS.path}/${number}`, itemIndex: i });
	return toItems({ Number: number, deleted: true });
}
