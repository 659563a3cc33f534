import type { ExecutionError, IDataObject, ITriggerFunctions, ITriggerResponse } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { carryOver, companyFailure, companyView, COMPANIES, credentialTenantOf, followedCompanies } from '../shared/followed-companies';
import { streamReporter } from './report';

type Listen = (this: ITriggerFunctions) => Promise<ITriggerResponse>;

/** How long a company the stream could not join waits before it is tried again. */
export const JOIN_AGAIN_MS = 5 * 60_000;

/**
 * A company's memory in the trigger's static data. n8n saves static data that it saw change, and
 * sees the changes made to the node's own object, not to objects added to it since the workflow
 * was loaded: each change of the company's memory is shown to the node's object too.
 */
function companyMemory(own: IDataObject, tenantId: string): IDataObject {
	const companies = own[COMPANIES] as Record<string, IDataObject>;
	const memory = (companies[tenantId] ??= {});
	const changed = () => {
		own[COMPANIES] = companies;
	};
	return new Proxy(memory, {
		set(target, property, value) {
			Reflect.set(target, property, value);
			changed();
			return true;
		},
		deleteProperty(target, property) {
			Reflect.deleteProperty(target, property);
			changed();
			return true;
		},
	});
}

/**
 * A Stream Trigger over the companies Companies (Tenant IDs) lists, with one service account:
 * `listen` runs for each company as that company's trigger (its token, its own memory, kept in the
 * trigger's static data by tenant), all on the one connection of the app's client (Fortnox's
 * stream takes every company's token on one connection), and every event says which company it
 * came from (`tenantId`). A company added to the list starts as a new trigger does; one removed is
 * forgotten; the others keep their place.
 *
 * A company that cannot be joined at activation (its approval withdrawn, say) fails the activation
 * only when no company can be: otherwise it is a failed run naming it, at most once an hour while
 * it lasts, it is tried again every five minutes, and the others go on. Without a list, `listen`
 * runs as the credential's company's trigger, as before.
 */
export async function listenToEachCompany(context: ITriggerFunctions, listen: Listen): Promise<ITriggerResponse> {
	const followed = followedCompanies(context);
	const own = context.getWorkflowStaticData('node');
	if (followed.length || own[COMPANIES] !== undefined) carryOver(own, followed, await credentialTenantOf(context));
	if (!followed.length) return await listen.call(context);
	const companies = (own[COMPANIES] ??= {}) as Record<string, IDataObject>;
	for (const tenantId of Object.keys(companies)) if (!followed.includes(tenantId)) delete companies[tenantId];
	own[COMPANIES] = companies;

	// Feature-detected: n8n before 2.40 cannot record a failed run of a trigger; its log is all there is.
	const saveFailed = typeof context.saveFailedExecution === 'function' ? context.saveFailedExecution.bind(context) : undefined;
	const report = (tenantId: string, error: Error) => {
		const failure = companyFailure(context, tenantId, error);
		if (saveFailed) saveFailed(failure as ExecutionError);
		else context.logger.warn(`Fortnox stream: ${failure.message}`);
	};
	const listening = new Map<string, ITriggerResponse>();
	let closed = false;
	const join = async (tenantId: string): Promise<void> => {
		const view = companyView(context, tenantId, {
			staticData: { node: companyMemory(own, tenantId), global: context.getWorkflowStaticData('global') },
			overrides: {
				emit: (data, responsePromise, donePromise, deduplicationKey) =>
					context.emit(
						data.map((items) => items.map((item) => ({ ...item, json: { tenantId, ...item.json } }))),
						responsePromise,
						donePromise,
						deduplicationKey,
					),
				...(saveFailed ? { saveFailedExecution: (error: ExecutionError) => saveFailed(companyFailure(context, tenantId, error) as ExecutionError) } : {}),
			},
		});
		const response = await listen.call(view);
		if (closed) await response.closeFunction?.();
		else listening.set(tenantId, response);
	};

	const joined = await Promise.allSettled(followed.map(join));
	const failed = followed.flatMap((tenantId, k) => {
		const result = joined[k];
		return result.status === 'rejected' ? [{ tenantId, error: result.reason as Error }] : [];
	});
	if (failed.length === followed.length) throw companyFailure(context, failed[0].tenantId, failed[0].error, failed.slice(1));

	/** The companies not joined yet: each reported now and once an hour while it lasts (its own reporter), tried again every five minutes. */
	const joinLater = async () => {
		const waiting = new Map(
			failed.map(({ tenantId, error }) => {
				const reporter = streamReporter({
					fail: (failure) => report(tenantId, failure),
					warn: (message) => context.logger.warn(`Fortnox stream: company (tenant) ${tenantId}: ${message}`),
					now: () => Date.now(),
				});
				reporter.trouble(error);
				return [tenantId, reporter] as const;
			}),
		);
		let triedAt = Date.now();
		while (waiting.size > 0 && !closed) {
			await sleep(1_000);
			if (closed || Date.now() - triedAt < JOIN_AGAIN_MS) continue;
			triedAt = Date.now();
			for (const [tenantId, reporter] of [...waiting]) {
				try {
					await join(tenantId);
					waiting.delete(tenantId);
					context.logger.info(`Fortnox stream: company (tenant) ${tenantId} is followed now, from the activation on`);
				} catch (error) {
					reporter.trouble(error as Error);
				}
			}
		}
	};
	if (failed.length) void joinLater();
	return {
		closeFunction: async () => {
			closed = true;
			await Promise.all([...listening.values()].map(async (response) => await response.closeFunction?.()));
		},
	};
}
