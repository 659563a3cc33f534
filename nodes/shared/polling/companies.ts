import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { mapConcurrently } from '../concurrency';
import { carryOver, companyFailure, companyView, COMPANIES, copied, credentialTenantOf, followedCompanies } from '../followed-companies';
import { copyKey } from './memory';
import { onePollAtATime } from './one-poll';
import { isAccessRefusal, reportedLately } from './refusals';

type Poll = (this: IPollFunctions) => Promise<INodeExecutionData[][] | null>;

/** How many companies a poll reads side by side: each has its own token and limit, the process one network. */
const COMPANIES_AT_ONCE = 10;

/** One company's part of the trigger's static data, worked on as a draft: the memories move only once every company's poll is done. */
interface Drafts {
	node: IDataObject;
	/** The workflow's static data as this company's memory uses it: its memory's first copy. */
	global: IDataObject;
}

/** The first copies of the memories of companies not among `followed`. */
function forgetCopies(context: IPollFunctions, followed: string[]): void {
	const global = context.getWorkflowStaticData('global');
	const prefix = `${copyKey(context)}@`;
	for (const key of Object.keys(global)) {
		if (key.startsWith(prefix) && !followed.includes(key.slice(prefix.length))) delete global[key];
	}
}

interface CompanyPoll {
	tenantId: string;
	view: IPollFunctions;
	drafts: Drafts;
	/** Where the company's first memory waits in the workflow's static data. */
	key: string;
	output?: INodeExecutionData[][] | null;
	error?: Error;
}

/**
 * One poll of a trigger over the companies Companies (Tenant IDs) lists, with one service
 * account: `poll` runs for each company as that company's trigger (its token, its limit, its own
 * memory, kept in the trigger's static data by tenant), the companies side by side, and every
 * event says which company it came from (`tenantId`). A company added to the list starts as a new
 * trigger does; one removed is forgotten; the others keep their place.
 *
 * A company whose poll fails holds the others back only once an hour while it lasts: that poll is a
 * failed poll naming the company and moves nothing (the others' events come at the next poll);
 * otherwise the others' events go on and the failure is a warning in n8n's log. The failing
 * company's memory does not move, so once it answers again every event it missed comes, once.
 * Without a list, `poll` runs as the credential's company's trigger, as before.
 */
export async function pollEachCompany(context: IPollFunctions, poll: Poll): Promise<INodeExecutionData[][] | null> {
	const followed = followedCompanies(context);
	const own = context.getWorkflowStaticData('node');
	const moves = context.getMode() !== 'manual' && (followed.length > 0 || own[COMPANIES] !== undefined);
	if (moves && carryOver(own, followed, await credentialTenantOf(context))) {
		// The memories' first copies go with what moved: the one company's, or the companies'.
		delete context.getWorkflowStaticData('global')[copyKey(context)];
		forgetCopies(context, followed);
	}
	if (!followed.length) return await poll.call(context);

	return await onePollAtATime(context, async () => {
		const global = context.getWorkflowStaticData('global');
		// One budget for the whole poll (n8n ≥ 2.39 abandons a poll past its timeout): a company that starts later gets what is left.
		const getBudget = (context as Partial<Pick<IPollFunctions, 'getPollBudgetMs'>>).getPollBudgetMs?.bind(context);
		const startedAt = Date.now();
		const budget = getBudget?.();
		const overrides: Partial<IPollFunctions> =
			budget !== undefined && budget > 0 ? { getPollBudgetMs: () => Math.max(1, budget - (Date.now() - startedAt)) } : {};
		const memories = (own[COMPANIES] ?? {}) as Record<string, IDataObject>;
		const polls = await mapConcurrently(followed.length, COMPANIES_AT_ONCE, async (k): Promise<CompanyPoll> => {
			const tenantId = followed[k];
			const drafts: Drafts = { node: copied(memories[tenantId]), global: {} };
			const view = companyView(context, tenantId, { staticData: drafts, overrides });
			const key = copyKey(view);
			if (global[key] !== undefined) drafts.global[key] = copied(global[key]);
			try {
				return { tenantId, view, drafts, key, output: await poll.call(view) };
			} catch (error) {
				return { tenantId, view, drafts, key, error: error as Error };
			}
		});

		const failed = polls.filter((each) => each.error);
		// A refusal's poll decided it was due when it threw; any other failure is due once an hour.
		const due = context.getMode() === 'manual' ? failed : failed.filter(({ view, error }) => isAccessRefusal(error) || !reportedLately(view, error!));
		if (due.length) {
			const [first, ...others] = due;
			throw companyFailure(context, first.tenantId, first.error!, others.map(({ tenantId, error }) => ({ tenantId, error: error! })));
		}

		if (context.getMode() !== 'manual') {
			const kept: Record<string, IDataObject> = {};
			for (const { tenantId, drafts, key, error } of polls) {
				// A company that failed keeps its memory as it was.
				kept[tenantId] = error ? memories[tenantId] ?? {} : drafts.node;
				if (error) continue;
				if (drafts.global[key] === undefined) delete global[key];
				else global[key] = drafts.global[key];
			}
			// Companies no longer followed are forgotten, with their memory's first copy.
			forgetCopies(context, followed);
			own[COMPANIES] = kept;
		}
		const items = polls.flatMap(({ tenantId, output }) => (output?.[0] ?? []).map((item) => ({ ...item, json: { tenantId, ...item.json } })));
		return items.length ? [items] : null;
	});
}
