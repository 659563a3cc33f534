import type { INodeType, INodeTypeDescription, ITriggerFunctions, ITriggerResponse } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, companiesProperty, credentialVersions, nodeCredentials, optionsCollection } from '../shared/descriptions';
import { listenToEachCompany } from './companies';
import { EVENT_OPTIONS } from './events';
import { listen } from './listen';

/**
 * A node of its own rather than a Source of the Fortnox Trigger: n8n schedules a polling node
 * (Poll Times) and keeps a trigger node's connection open, and one node type cannot be both.
 */
export class FortnoxStreamTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Stream Trigger',
		name: 'fortnoxStreamTrigger',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['trigger'],
		...credentialVersions,
		subtitle: '={{($parameter["events"] || []).join(", ")}}',
		description: "Starts the workflow within a second or two of a change in Fortnox, from Fortnox's event stream",
		defaults: { name: 'Fortnox Stream Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			{
				displayName:
					"Fortnox pushes these events over one connection per integration, which every active workflow of this n8n with the same Fortnox app shares. Each event starts the workflow once, with the whole record. Runs on n8n's main process only (the leader, in queue mode).",
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
				options: EVENT_OPTIONS,
				default: [],
				description: 'What starts the workflow; each item of the output carries its event in the field "event"',
			},
			optionsCollection([
				{
					displayName: 'Include Whole Record',
					name: 'includeWholeRecord',
					type: 'boolean',
					default: true,
					description:
						"Whether each event carries the whole record as Fortnox's single GET returns it: one request per event. Off: the stream's event alone (topic, offset, type, tenant, entity ID, time), with no request; Invoice Fully Paid still reads the invoice to decide.",
				},
			]),
		],
	};

	async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
		return await listenToEachCompany(this, listen);
	}
}
