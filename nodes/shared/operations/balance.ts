import type { IDataObject } from 'n8n-workflow';

import { kronor } from '../money';
import { oneOf } from './register';
import type { FieldValidator } from '../validation';

/** An amount in öre (see shared/money), refused when it has fractions of an öre. */
function oreOf(check: FieldValidator, label: string, amount: unknown): number {
	if (amount === undefined) return 0;
	const value = Number(amount);
	const ore = Math.round(value * 100);
	if (Math.abs(value * 100 - ore) > 1e-6) check.fail(label, `${value} has fractions of an öre`, 'Fortnox books amounts to the öre: at most two decimals');
	return ore;
}

/**
 * Fortnox refuses a voucher (an accrual) whose debits and credits differ; it is refused here before
 * anything is sent, naming both sums and the difference. It has at least two rows (Fortnox's OpenAPI).
 */
export function checkBalance(check: FieldValidator, rows: IDataObject[], noun = 'voucher'): void {
	if (rows.length < 2) check.fail('Rows', `are ${rows.length}`, `${oneOf(noun)} needs at least two rows, a debit and a credit`);
	let debit = 0;
	let credit = 0;
	rows.forEach((row, index) => {
		debit += oreOf(check, `Row ${index + 1} Debit`, row.Debit);
		credit += oreOf(check, `Row ${index + 1} Credit`, row.Credit);
	});
	if (debit !== credit) {
		check.fail('Rows', `do not balance (debit ${kronor(debit)} and credit ${kronor(credit)} differ by ${kronor(Math.abs(debit - credit))})`, `${oneOf(noun)}'s debits must equal its credits`);
	}
}
