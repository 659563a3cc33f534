import { EXPENSES } from '../../shared/kinds';
import { codeListSearch, searchMethodOf } from '../../shared/operations/pickers';
import type { Register } from '../../shared/operations/register';
import { createRecord, getRecord, getRecords } from '../../shared/operations/register';
import type { Resource } from '../../shared/operations/resource';

/** Expense codes (utlägg) a salary transaction's Expense names: a code, its text and the account it is booked on. Fortnox's API neither changes nor deletes them. */
const register: Register = { kind: EXPENSES, value: 'expense', schema: 'Expense', requiredField: ['Text', 'Account'], numberRequired: true };

export const expense: Resource = {
	displayName: 'Expense',
	value: 'expense',
	default: 'getAll',
	operations: { getAll: getRecords(register, []), get: getRecord(register), create: createRecord(register) },
	listSearch: { [searchMethodOf(EXPENSES)]: codeListSearch(EXPENSES) },
};
