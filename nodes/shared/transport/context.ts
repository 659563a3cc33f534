import type {
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
	ITriggerFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

/** Every n8n context a Fortnox request can start from. */
export type FortnoxContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IPollFunctions
	| ITriggerFunctions
	| IWebhookFunctions;
