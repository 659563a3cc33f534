import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companyProperty, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import { fieldPickers } from '../shared/operations/pickers';
import { pickersOf, resourceProperties } from '../shared/operations/resource';
import { RESOURCES } from './resources';
import { HOURS_NUMBER_VERSION } from './resources/attendanceTransaction';
import { router } from './router';

export class FortnoxPayroll implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Payroll',
		name: 'fortnoxPayroll',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		// 2.1: an attendance transaction's Hours is a number (resources/attendanceTransaction.ts).
		version: [...credentialVersions.version, HOURS_NUMBER_VERSION],
		defaultVersion: HOURS_NUMBER_VERSION,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Work with Fortnox payroll: employees, salary, absence and attendance transactions, schedule times, expenses, the vacation debt basis, and the time and article registrations of Fortnox Tid',
		defaults: { name: 'Fortnox Payroll' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			companyProperty,
			...resourceProperties(RESOURCES, 'employee'),
			concurrencyProperty,
		],
	};

	methods = pickersOf(RESOURCES, { loadOptions: fieldPickers() });

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
