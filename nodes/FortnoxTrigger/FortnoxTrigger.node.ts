import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { pollEachCompany } from '../shared/polling/companies';
import { INVOICE_TYPES } from '../shared/kinds';
import { authenticationProperties, companiesProperty, credentialVersions, fieldCollection, nodeCredentials, optionsCollection } from '../shared/descriptions';
import { EVENT_OPTIONS } from './events';
import { pollFortnox } from './poll';

export class FortnoxTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Trigger',
		name: 'fortnoxTrigger',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['trigger'],
		...credentialVersions,
		subtitle: '={{($parameter["events"] || []).join(", ")}}',
		description: 'Starts the workflow when customers, articles, invoices, payments, orders, offers, supplier invoices, vouchers, employees or prices change in Fortnox',
		defaults: { name: 'Fortnox Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			{
				displayName:
					'Fortnox sends no webhooks for these events: this trigger reads the lists at each Poll Time and starts the workflow once for every event since the last poll, with the whole record. The first poll only takes note of how things stand, unless Start From (under Options) says where to start.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			...authenticationProperties,
			companiesProperty,
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				required: true,
				options: [...EVENT_OPTIONS],
				default: [],
				description: 'What starts the workflow; each item of the output carries its event in the field "event"',
			},
			fieldCollection('filters', [
				{
					displayName: 'Customer Number',
					name: 'customerNumber',
					type: 'string',
					default: '',
					description: 'Only the invoices, orders and offers of this customer',
				},
				{
					displayName: 'Invoice Type',
					name: 'invoiceType',
					type: 'options',
					options: INVOICE_TYPES,
					default: 'INVOICE',
					description: 'Only the invoices of this type (Fortnox spells the interest invoice INTRESTINVOICE)',
				},
				{
					displayName: 'Supplier Number',
					name: 'supplierNumber',
					type: 'string',
					default: '',
					description: 'Only the supplier invoices of this supplier',
				},
			]),
			optionsCollection([
				{
					displayName: 'Include Whole Record',
					name: 'includeWholeRecord',
					type: 'boolean',
					default: true,
					description:
						"Whether each event carries the whole record as Fortnox's single GET returns it (an invoice with its rows): one request per event. Off: the item of the list that told the event, with no request; Updated events still fetch the record, to tell a change from a record read again.",
				},
				{
					displayName: 'Start From',
					name: 'startFrom',
					type: 'dateTime',
					default: '',
					description:
						'Replay what changed since this moment (Stockholm time) instead of starting at activation: the first poll with a new Start From reports every record changed since then as new (Created, and the states it shows), then the trigger goes on as usual. Supplier invoices and vouchers start at activation.',
				},
			]),
		],
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollEachCompany(this, pollFortnox);
	}
}
