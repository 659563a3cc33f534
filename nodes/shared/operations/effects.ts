import type { INodePropertyOptions } from 'n8n-workflow';

/** Operations that only read, besides every `get…`: files fetched, counted, previewed (a preview leaves a document unsent), checked. */
const READS = ['download', 'count', 'preview', 'validateIncludedOnSend'];

/**
 * Writes Fortnox offers nothing to take back: what is booked, credited, cancelled, voided, deleted
 * or approved stays so, and what is sent (e-mail, post, e-invoice, a printed document marked sent,
 * a public answer, a test callback) has gone.
 */
const FINAL = [
	'approveBookkeep',
	'approvePayment',
	'bookkeep',
	'cancel',
	'credit',
	'delete',
	'deleteRow',
	'deleteRowsByFilter',
	'deny',
	'depreciate',
	'finish',
	'print',
	'printReminder',
	'reportPayment',
	'respond',
	'scrap',
	'sell',
	'send',
	'sendEInvoice',
	'sendEmail',
	'sendEPrint',
	'sendMany',
	'stop',
	'takeFees',
	'test',
	'void',
];

/** What an operation does to Fortnox, in the words an agent reads. */
export function effectOf(resource: string, operation: string): string | undefined {
	if (resource === 'apiRequest') return 'writes to Fortnox unless its method is GET; some writes cannot be undone';
	if (operation.startsWith('get') || READS.includes(operation)) return undefined;
	return FINAL.includes(operation) ? 'writes to Fortnox; cannot be undone' : 'writes to Fortnox';
}

/**
 * An operation's entry in the Operation picker, its action saying whether it writes and whether
 * that can be undone. n8n makes a tool's description from the action ("Bookkeep an invoice (writes
 * to Fortnox; cannot be undone) in Fortnox"), so an agent, and whoever reviews what it may do,
 * reads it with every operation used as a tool.
 */
export function withEffect(resource: string, option: INodePropertyOptions): INodePropertyOptions {
	const effect = effectOf(resource, String(option.value));
	return effect && option.action ? { ...option, action: `${option.action} (${effect})` } : option;
}
