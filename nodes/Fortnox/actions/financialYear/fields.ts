import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../../shared/validation';

export const financialYearLocator: INodeProperties = {
	displayName: 'Financial Year Name or ID',
	name: 'financialYear',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getFinancialYears' },
	required: true,
	default: '',
	description: 'The financial year, by its ID. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The Id `financialYearLocator` names, checked: Fortnox numbers its years 1, 2, 3 … */
export function readFinancialYearId(this: IExecuteFunctions, check: FieldValidator, i: number): number {
	const value = String(this.getNodeParameter('financialYear', i, '')).trim();
	const id = Number(check.required('Financial Year', value));
	if (!Number.isInteger(id) || id < 1) check.fail('Financial Year', `"${value}" is not a financial year's Id`, 'choose one from the list, or give its Id, a whole number such as 3');
	return id;
}
