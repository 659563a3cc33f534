import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData, IPollFunctions, Logger, LogMetadata } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { mapConcurrently } from '../concurrency';
import { COMPANIES_PARAMETER } from '../descriptions';
import { credentialTypeOf } from '../transport/credentials';
import { refuseSetting } from './errors';
import { copyKey } from './memory';
import { onePollAtATime } from './one-poll';
import { isAccessRefusal, reportedLately } from './refusals';

type Poll = (this: IPollFunctions) => Promise<INodeExecutionData[][] | null>;

/** How many companies a poll reads side by side: each has its own token and limit, the process one network. */
const COMPANIES_AT_ONCE = 10;

/** The memories of a trigger over several companies, in its static data: each company's as one company's trigger keeps it. */
const COMPANIES = 'companies';

/** A text, a number, or an object with `tenantId` (a row of a client list), as the tenant it names. */
function tenantIn(entry: unknown): string {
	const value = typeof entry === 'object' && entry !== null ? (entry as IDataObject).tenantId : entry;
	return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * The companies the trigger follows, by tenant ID (Companies (Tenant IDs), service accounts only),
 * each once in the order given; none: the credential's company alone, as a trigger of one company.
 */
export function followedCompanies(context: IPollFunctions): string[] {
	if (credentialTypeOf(context) !== 'fortnoxServiceAccountApi') return [];
	const value = context.getNodeParameter(COMPANIES_PARAMETER, '') as unknown;
	const entries = Array.isArray(value) ? value : String(value ?? '').split(/[\s,;]+/);
	const tenants = entries.map(tenantIn);
	const unreadable = entries.findIndex((entry, k) => !tenants[k] && String(entry ?? '').trim() !== '');
	if (unreadable >= 0) {
		refuseSetting(context, 'Companies (Tenant IDs)', `include ${JSON.stringify(entries[unreadable])}`, 'give tenant IDs separated by commas, or a list of them (or of objects with tenantId)');
	}
	return [...new Set(tenants.filter(Boolean))];
}

const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? {})) as T;

/** One company's part of the trigger's static data, worked on as a draft: the trigger's memory moves only once every company's poll is done. */
interface Drafts {
	node: IDataObject;
	/** The workflow's static data as this company's memory uses it: its memory's first copy. */
	global: IDataObject;
}

/**
 * The trigger as one company's: its credential names the company, its static data is the
 * company's draft, and its node's id carries the company, so what a trigger keys by its node (a
 * poll still running, a refusal reported within the hour, its memory's first copy) is the
 * company's. Its log lines name the company.
 */
function companyView(context: IPollFunctions, tenantId: string, drafts: Drafts): IPollFunctions {
	const node = { ...context.getNode(), id: `${context.getNode().id}@${tenantId}` };
	const named = (message: string) => `Company (tenant) ${tenantId}: ${message}`;
	const logger = Object.fromEntries(
		(['error', 'warn', 'info', 'debug'] as const).map((level) => [level, (message: string, metadata?: LogMetadata) => context.logger[level](named(message), metadata)]),
	) as unknown as Logger;
	const overrides: Partial<IPollFunctions> = {
		getNode: () => node,
		logger,
		getCredentials: async <T extends object = ICredentialDataDecryptedObject>(type: string, itemIndex?: number) =>
			({ ...(await context.getCredentials(type, itemIndex)), tenantId }) as unknown as T,
		getWorkflowStaticData: (type: string) => (type === 'node' ? drafts.node : drafts.global),
	};
	// An empty target: n8n's context holds read-only properties (its logger) that a proxy of it could not stand in for.
	return new Proxy({} as IPollFunctions, {
		get(_, property) {
			if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property as keyof IPollFunctions];
			const value = Reflect.get(context, property) as unknown;
			return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(context) : value;
		},
		has: (_, property) => Reflect.has(context, property),
	});
}

/**
 * A trigger that followed one company and now follows a list, or the other way round: the
 * credential's company keeps its place when it is among those followed.
 */
function carryOver(context: IPollFunctions, own: IDataObject, followed: string[], credentialTenant: string): void {
	const companies = own[COMPANIES] as Record<string, IDataObject> | undefined;
	const global = context.getWorkflowStaticData('global');
	if (followed.length && companies === undefined && Object.keys(own).length) {
		const memory = copied(own);
		for (const field of Object.keys(own)) delete own[field];
		own[COMPANIES] = followed.includes(credentialTenant) ? { [credentialTenant]: memory } : {};
		delete global[copyKey(context)];
	} else if (!followed.length && companies !== undefined) {
		delete own[COMPANIES];
		Object.assign(own, copied(companies[credentialTenant]));
		forgetCopies(context, []);
	}
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
	output?: INodeExecutionData[][] | null;
	error?: Error;
}

/** A company's failure, naming the company. */
function namedFailure(failure: CompanyPoll, others: CompanyPoll[]): Error {
	const error = failure.error!;
	const also = others.map(({ tenantId, error: other }) => `company (tenant) ${tenantId}: ${other!.message}`);
	const description = also.length ? `Also failed in this poll, ${also.join('; ')}.` : undefined;
	const message = `Company (tenant) ${failure.tenantId}: ${error.message}`;
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.message = message;
		if (description) error.description = [error.description, description].filter(Boolean).join(' ');
		return error;
	}
	return new NodeOperationError(failure.view.getNode(), message, { description });
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
	const credentialTenant =
		followed.length || own[COMPANIES] !== undefined ? String((await context.getCredentials(credentialTypeOf(context))).tenantId ?? '').trim() : '';
	if (context.getMode() !== 'manual') carryOver(context, own, followed, credentialTenant);
	if (!followed.length) return await poll.call(context);

	return await onePollAtATime(context, async () => {
		const global = context.getWorkflowStaticData('global');
		const memories = (own[COMPANIES] ?? {}) as Record<string, IDataObject>;
		const polls = await mapConcurrently(followed.length, COMPANIES_AT_ONCE, async (k): Promise<CompanyPoll> => {
			const tenantId = followed[k];
			const drafts: Drafts = { node: copied(memories[tenantId]), global: {} };
			const view = companyView(context, tenantId, drafts);
			const key = copyKey(view);
			if (global[key] !== undefined) drafts.global[key] = copied(global[key]);
			try {
				return { tenantId, view, drafts, output: await poll.call(view) };
			} catch (error) {
				return { tenantId, view, drafts, error: error as Error };
			}
		});

		const failed = polls.filter((each) => each.error);
		// A refusal's poll decided it was due when it threw; any other failure is due once an hour.
		const due = context.getMode() === 'manual' ? failed : failed.filter(({ view, error }) => isAccessRefusal(error) || !reportedLately(view, error!));
		if (due.length) throw namedFailure(due[0], due.slice(1));

		if (context.getMode() !== 'manual') {
			const kept: Record<string, IDataObject> = {};
			for (const { tenantId, view, drafts, error } of polls) {
				const key = copyKey(view);
				kept[tenantId] = error ? memories[tenantId] ?? {} : drafts.node;
				if (error || drafts.global[key] === undefined) {
					if (!error) delete global[key];
				} else global[key] = drafts.global[key];
			}
			// Companies no longer followed are forgotten, with their memory's first copy.
			forgetCopies(context, followed);
			own[COMPANIES] = kept;
		}
		const items = polls.flatMap(({ tenantId, output }) => (output?.[0] ?? []).map((item) => ({ ...item, json: { tenantId, ...item.json } })));
		return items.length ? [items] : null;
	});
}
