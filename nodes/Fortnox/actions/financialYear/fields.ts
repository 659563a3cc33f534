import type { INodeProperties } from 'n8n-workflow';

export const financialYearLocator: INodeProperties = {
	displayName: 'Financial Year Name or ID',
	name: 'financialYear',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getFinancialYears' },
	required: true,
	default: '',
	description: 'The financial year, by its ID. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};
