import type { IDataObject } from 'n8n-workflow';

import { runNode } from './run-workflow';
import type { NodeSpec } from './run-workflow';
import type { Sandbox } from './sandbox';
import { serviceAccountCredential } from './sandbox';

/** `count` companies that approved one app (an accounting firm's clients); its credential names the first as its Tenant ID. */
export function firmOf(sandbox: Sandbox, count: number) {
	const companies = Array.from({ length: count }, () => sandbox.createTenant());
	const { account, credential } = serviceAccountCredential(sandbox, companies[0]);
	for (const company of companies.slice(1)) sandbox.createServiceAccount(company.tenantId, { clientId: account.clientId, clientSecret: account.clientSecret });
	return { companies: companies.map((company) => company.tenantId), credential, account };
}

/** A customer made in the company `tenantId` through the Fortnox node, with the firm's credential; "tenant number". */
export async function customerMadeIn(credential: NodeSpec['credential'], tenantId: string, name: string): Promise<string> {
	const result = await runNode({
		type: 'fortnox',
		credential,
		parameters: { authentication: 'serviceAccount', companyTenantId: tenantId, resource: 'customer', operation: 'create', name, additionalFields: {} },
	});
	expect(result.error()).toBeUndefined();
	return `${tenantId} ${String(result.items[0].json.CustomerNumber)}`;
}

/** The customers a trigger handed on, as "tenant number", sorted; each is checked to be the one its company holds. */
export function ownCustomers(sandbox: Sandbox, handed: IDataObject[]): string[] {
	return handed
		.map((json) => {
			const held = sandbox.tenant(String(json.tenantId)).customers.find((customer) => customer.CustomerNumber === json.CustomerNumber);
			expect(held?.Name).toBe(json.Name);
			return `${String(json.tenantId)} ${String(json.CustomerNumber)}`;
		})
		.sort();
}
