import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { ACCOUNTS } from '../../shared/kinds';
import { searchPage } from '../../shared/operations/pickers';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/account/create.operation';
import * as deleteAccount from '../actions/account/delete.operation';
import * as get from '../actions/account/get.operation';
import * as getAll from '../actions/account/getAll.operation';
import * as update from '../actions/account/update.operation';

/** Accounts of the current financial year, one page of the list per call: "1930 Företagskonto". */
async function searchAccounts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const { records, paginationToken: next } = await searchPage(this, { path: ACCOUNTS.path, key: ACCOUNTS.plural, qs: {} }, paginationToken);
	const wanted = filter?.toLowerCase();
	const results = records
		.map((account) => ({ name: `${String(account.Number)} ${String(account.Description)}`, value: String(account.Number) }))
		.filter((result) => !wanted || result.name.toLowerCase().includes(wanted));
	return { results, paginationToken: next };
}

/** The chart of accounts, kept per financial year; an account is numbered by its 4 digits (BAS). */
export const account: Resource = { value: 'account', displayName: 'Account', default: 'getAll', operations: { create, delete: deleteAccount, get, getAll, update }, listSearch: { searchAccounts } };
