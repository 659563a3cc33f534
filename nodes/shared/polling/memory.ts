import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { companyOf } from '../company';
import { copied } from '../followed-companies';

/** Where the copy of a trigger's first memory waits, in the workflow's static data. */
export const copyKey = (context: IPollFunctions) => `pollMemory:${context.getNode().id || context.getNode().name}`;

/**
 * A trigger's memory between polls (the node's static data), and `keep`, to call with it once the
 * poll has set it. Under n8n's durable poll cursors (n8n 2.40, `N8N_POLLER_DURABLE_CURSORS_ENABLED`)
 * the node's static data is a copy that n8n keeps only after a scheduled poll: the poll it runs on
 * activation is a test, and what that poll set is dropped unless it emitted. A trigger's first
 * poll, which takes note of what exists (a baseline) and emits nothing, would be lost, and the first
 * scheduled poll would take the baseline anew, missing whatever changed in between. So a memory made
 * from none is also kept in the workflow's static data, which n8n saves after activation, and a poll
 * that finds no memory of the node's own starts from that copy; once the node's own memory is back,
 * the copy goes.
 *
 * A memory names the company it was made for (`companyOf`: read from the credential, no request).
 * When the workflow's credential is switched to another company's, or now points at another one,
 * the memory is not that company's: its cursors and known records would pass the new company's
 * records off as old or as new. The trigger starts afresh then, as on its first activation. A
 * memory that names no company (made by an earlier release) is taken as the current company's.
 */
export async function pollMemory<State extends object>(context: IPollFunctions): Promise<{ state: State; keep(): void }> {
	const own = context.getWorkflowStaticData('node');
	const workflow = context.getWorkflowStaticData('global');
	const key = copyKey(context);
	const company = await companyOf(context);
	const another = (memory: unknown) => {
		const named = (memory as IDataObject | undefined)?.company;
		return named !== undefined && named !== company;
	};
	if (another(own)) {
		context.logger.info(`${context.getNode().name}: its credential is another company's now; it starts afresh, as on activation`);
		for (const field of Object.keys(own)) delete own[field];
	}
	if (another(workflow[key])) delete workflow[key];
	const first = Object.keys(own).length === 0;
	if (first && workflow[key] !== undefined) Object.assign(own, copied(workflow[key] as IDataObject));
	else if (!first && workflow[key] !== undefined) delete workflow[key];
	return {
		state: own as State,
		keep: () => {
			own.company = company;
			if (first) workflow[key] = copied(own);
		},
	};
}
