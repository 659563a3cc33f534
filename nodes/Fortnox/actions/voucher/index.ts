import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { create, get, getAll };

export const description: INodeProperties[] = [
	operationPicker('voucher', [
		{ name: 'Create', value: 'create', action: 'Create a voucher', description: 'Book a voucher whose debits equal its credits' },
		{ name: 'Get', value: 'get', action: 'Get a voucher', description: 'Get one voucher with its rows, by series, number and financial year' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many vouchers', description: 'List the vouchers of a financial year, of every series or one' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...create.description,
];
