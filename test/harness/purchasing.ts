import type { IDataObject } from 'n8n-workflow';

import type { TenantCredentials } from '../../sandbox';
import { call, legacy } from '../sandbox/helpers';
import { useCoreSandbox } from './core';

/** The purchasing paths (the core harness checks them against the OpenAPI with the others). */
const PURCHASING_PATHS = /^\/3\/(suppliers|supplierinvoices|supplierinvoicepayments)(\/|$)/;

/** For a test file of the purchasing resources: the core sandbox, its purchasing requests, and records read over HTTP. */
export function usePurchasingSandbox() {
	const core = useCoreSandbox();
	const { sandbox } = core;
	const purchasingRequests = () => core.coreRequests().filter((request) => PURCHASING_PATHS.test(request.path));
	/** A record as the sandbox holds it, read over its HTTP API with the tenant's credentials. */
	async function stored(tenant: TenantCredentials, path: string, wrap: string): Promise<IDataObject | undefined> {
		const answer = await call<IDataObject>(sandbox(), 'GET', path, { auth: legacy(tenant) });
		return answer.status === 200 ? (answer.body[wrap] as IDataObject) : undefined;
	}
	return { ...core, purchasingRequests, stored };
}
