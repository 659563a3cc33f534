import type { ICredentialDataDecryptedObject, IDataObject, IPollFunctions, ITriggerFunctions, Logger, LogMetadata } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { COMPANIES_PARAMETER } from './descriptions';
import { credentialTypeOf } from './transport/credentials';

/** A trigger's context: a poll's or a listening trigger's. */
type TriggerContext = IPollFunctions | ITriggerFunctions;

/** Where a trigger over several companies keeps each company's memory in its static data, by tenant ID. */
export const COMPANIES = 'companies';

/** A text, a number, or an object with `tenantId` (a row of a client list), as the tenant it names. */
function tenantIn(entry: unknown): string {
	const value = typeof entry === 'object' && entry !== null ? (entry as IDataObject).tenantId : entry;
	return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * The companies the trigger follows, by tenant ID (Companies (Tenant IDs), service accounts only),
 * each once in the order given; none: the credential's company alone, as a trigger of one company.
 * A list it cannot read is refused before anything is sent.
 */
export function followedCompanies(context: TriggerContext): string[] {
	if (credentialTypeOf(context) !== 'fortnoxServiceAccountApi') return [];
	const value = context.getNodeParameter(COMPANIES_PARAMETER, '') as unknown;
	const entries = Array.isArray(value) ? value : String(value ?? '').split(/[\s,;]+/);
	const tenants = entries.map(tenantIn);
	const unreadable = entries.findIndex((entry, k) => !tenants[k] && String(entry ?? '').trim() !== '');
	if (unreadable >= 0) {
		throw new NodeOperationError(
			context.getNode(),
			`Companies (Tenant IDs) include ${JSON.stringify(entries[unreadable])}: give tenant IDs separated by commas, or a list of them (or of objects with tenantId)`,
			{ description: 'Nothing was sent to Fortnox. Fix "Companies (Tenant IDs)" in the trigger.' },
		);
	}
	return [...new Set(tenants.filter(Boolean))];
}

/** The Tenant ID of the trigger's credential (a service account's), the company it follows without a list. */
export async function credentialTenantOf(context: TriggerContext): Promise<string> {
	return String((await context.getCredentials(credentialTypeOf(context))).tenantId ?? '').trim();
}

export const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? {})) as T;

/**
 * A trigger that followed one company and now follows a list, or the other way round: the
 * credential's company keeps its place when it is among those followed. Whether anything moved.
 */
export function carryOver(own: IDataObject, followed: string[], credentialTenant: string): boolean {
	const companies = own[COMPANIES] as Record<string, IDataObject> | undefined;
	if (followed.length && companies === undefined && Object.keys(own).length) {
		const memory = copied(own);
		for (const field of Object.keys(own)) delete own[field];
		own[COMPANIES] = followed.includes(credentialTenant) ? { [credentialTenant]: memory } : {};
		return true;
	}
	if (!followed.length && companies !== undefined) {
		delete own[COMPANIES];
		Object.assign(own, copied(companies[credentialTenant]));
		return true;
	}
	return false;
}

/** What a company's view of the trigger answers in place of the trigger's own. */
export interface CompanyParts<C extends TriggerContext> {
	/** Its static data: `node`, the company's memory; `global`, the workflow's as the company's memory uses it. */
	staticData: { node: IDataObject; global: IDataObject };
	/** Anything else the view answers itself (a listening trigger's `emit`). */
	overrides?: Partial<C>;
}

/**
 * The trigger as one company's: its credential names the company, its static data is the
 * company's, and its node's id carries the company, so what a trigger keys by its node (a poll
 * still running, a refusal reported within the hour, a run's deduplication key) is the company's.
 * Its log lines name the company.
 */
export function companyView<C extends TriggerContext>(context: C, tenantId: string, parts: CompanyParts<C>): C {
	const node = { ...context.getNode(), id: `${context.getNode().id}@${tenantId}` };
	const logger = Object.fromEntries(
		(['error', 'warn', 'info', 'debug'] as const).map((level) => [
			level,
			(message: string, metadata?: LogMetadata) => context.logger[level](`Company (tenant) ${tenantId}: ${message}`, metadata),
		]),
	) as unknown as Logger;
	const overrides: Partial<TriggerContext> = {
		getNode: () => node,
		logger,
		getCredentials: async <T extends object = ICredentialDataDecryptedObject>(type: string, itemIndex?: number) =>
			({ ...(await context.getCredentials(type, itemIndex)), tenantId }) as unknown as T,
		getWorkflowStaticData: (type: string) => (type === 'node' ? parts.staticData.node : parts.staticData.global),
		...parts.overrides,
	};
	// An empty target: n8n's context holds read-only properties (its logger) that a proxy of it could not stand in for.
	return new Proxy({} as C, {
		get(_, property) {
			if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property as keyof TriggerContext];
			const value = Reflect.get(context, property) as unknown;
			return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(context) : value;
		},
		has: (_, property) => Reflect.has(context, property),
	});
}

/** A company's failure, naming the company; `others`: more companies that failed with it. */
export function companyFailure(context: TriggerContext, tenantId: string, error: Error, others: Array<{ tenantId: string; error: Error }> = []): Error {
	const also = others.map((other) => `company (tenant) ${other.tenantId}: ${other.error.message}`);
	const description = also.length ? `Also failed, ${also.join('; ')}.` : undefined;
	const message = `Company (tenant) ${tenantId}: ${error.message}`;
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.message = message;
		if (description) error.description = [error.description, description].filter(Boolean).join(' ');
		return error;
	}
	return new NodeOperationError(context.getNode(), message, { description });
}
